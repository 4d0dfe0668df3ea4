import { Button, Modal } from '@mantine/core';
import { parcelaDisplayId } from '@agro/domain/format';
import { CpsTable } from '../registro/cps-table.tsx';
import { ParcelasTable } from '../registro/parcelas-table.tsx';

export type RegistroTipo = 'clientes' | 'territorios';

/** The client or territory registry in a modal (docs/RULES.md#areas-and-routes Finanzas); "Usar" fills the search with that id. */
export function RegistroModal(props: {
  tipo: RegistroTipo | null;
  onClose: () => void;
  onElegir: (tipo: RegistroTipo, id: string) => void;
}) {
  const usar = (id: string) => (
    <Button size="xs" variant="light" onClick={() => props.onElegir(props.tipo!, id)}>
      Usar
    </Button>
  );
  return (
    <Modal
      opened={props.tipo !== null}
      onClose={props.onClose}
      title={props.tipo === 'territorios' ? 'Registro de Territorios' : 'Registro de Clientes'}
      size="xl"
      centered
    >
      {props.tipo === 'clientes' && (
        <CpsTable actionLabel="Seleccionar" action={(c) => usar(String(c.cp_id))} />
      )}
      {props.tipo === 'territorios' && (
        <ParcelasTable
          actionLabel="Seleccionar"
          action={(p) => usar(parcelaDisplayId(p.cp_id, p.parcelarel_id))}
        />
      )}
    </Modal>
  );
}
