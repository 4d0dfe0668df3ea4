import { estadoCuentaPdf, facturaPdf } from '@agro/domain/contracts/documento';
import { facturaDisplayId } from '@agro/domain/format';
import { descargarArchivo } from '../../../lib/descargar.ts';

/** GET factura/pdf/{factura_id}: the invoice PDF, saved as factura-{cp}-F-NNN.pdf. */
export const descargarFacturaPdf = (f: { factura_id: number; cp_id: number; facturarel_id: number }) =>
  descargarArchivo(`factura-${facturaDisplayId(f.cp_id, f.facturarel_id)}.pdf`, facturaPdf, {
    params: { factura_id: f.factura_id },
  });

/** GET factura/estado-cuenta/{cp_id}?inicio&termino: the account statement PDF of a period. */
export const descargarEstadoCuenta = (cp: number, inicio: string, termino: string) =>
  descargarArchivo(`estado-de-cuenta-${inicio}-${termino}.pdf`, estadoCuentaPdf, {
    params: { cp_id: cp },
    query: { inicio, termino },
  });
