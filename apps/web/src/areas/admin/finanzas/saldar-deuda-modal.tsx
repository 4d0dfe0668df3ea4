import { Modal } from '@mantine/core';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { ReintentarRecibo, SaldarDeudaForm } from './saldar-deuda-views.tsx';
import { useSaldarDeuda } from './use-saldar-deuda.ts';

/**
 * Saldar Deuda (docs/RULES.md#validation): choose unpaid invoices (paid ones cannot be chosen), an abono for each,
 * the SII number, comments and the receipt; POST pago/pagar, then POST pago/comprobante.
 */
export function SaldarDeudaModal(props: { opened: boolean; onClose: () => void; facturas: Factura[] }) {
  const s = useSaldarDeuda(props.facturas, props.onClose);
  return (
    <Modal opened={props.opened} onClose={s.cerrar} title="Saldar Deuda" size="lg" centered>
      {s.sinRecibo ? <ReintentarRecibo s={s} /> : <SaldarDeudaForm s={s} />}
    </Modal>
  );
}
