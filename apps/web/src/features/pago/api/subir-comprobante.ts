import { subirComprobante as subirContract } from '@agro/domain/contracts/pago';
import { call } from '../../../lib/api-client.ts';

/** POST pago/comprobante: multipart file0 and the payments it covers. */
export async function subirComprobante(file: File, ids: number[]): Promise<void> {
  const form = new FormData();
  form.append('ids', JSON.stringify(ids));
  form.append('file0', file, file.name);
  await call(subirContract, { form });
}
