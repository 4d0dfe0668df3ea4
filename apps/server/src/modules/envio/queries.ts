import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { envioSchema } from '@agro/domain/contracts/envio';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientePrincipal,
  comprobante,
  comprobanteEnvio,
  comprobanteEnvioLinea,
  factura,
} from '../../db/schema/index.ts';

export type EnvioResultado = z.output<typeof envioSchema>;

/** Receipts matching `where` with their company, file and invoice lines; newest first unless `antiguos`. */
export async function selectEnvios(
  db: DbOrTx,
  where: SQL | undefined,
  orden: 'recientes' | 'antiguos' = 'recientes',
): Promise<EnvioResultado[]> {
  const rows = await db
    .select({
      envio_id: comprobanteEnvio.envioId,
      cp_id: comprobanteEnvio.cpId,
      nombre_empresa: clientePrincipal.nombre,
      estado: comprobanteEnvio.estado,
      total: comprobanteEnvio.total,
      comentarios: comprobanteEnvio.comentarios,
      motivo_rechazo: comprobanteEnvio.motivoRechazo,
      created_at: comprobanteEnvio.createdAt,
      resuelto_at: comprobanteEnvio.resueltoAt,
      archivo_nom: comprobante.nombre,
      archivo_ext: comprobante.extension,
      archivo_original: comprobante.nombreOriginal,
    })
    .from(comprobanteEnvio)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, comprobanteEnvio.cpId))
    .innerJoin(comprobante, eq(comprobante.comprobanteId, comprobanteEnvio.comprobanteId))
    .where(where)
    .orderBy(
      orden === 'antiguos' ? asc(comprobanteEnvio.createdAt) : desc(comprobanteEnvio.createdAt),
      orden === 'antiguos' ? asc(comprobanteEnvio.envioId) : desc(comprobanteEnvio.envioId),
    );
  if (rows.length === 0) return [];
  const lineas = await db
    .select({
      envio_id: comprobanteEnvioLinea.envioId,
      factura_id: comprobanteEnvioLinea.facturaId,
      facturarel_id: factura.facturarelId,
      factura_nombre: factura.nombre,
      abono: comprobanteEnvioLinea.abono,
      saldo: factura.saldo,
      total: factura.total,
      pago_id: comprobanteEnvioLinea.pagoId,
    })
    .from(comprobanteEnvioLinea)
    .innerJoin(factura, eq(factura.facturaId, comprobanteEnvioLinea.facturaId))
    .where(
      inArray(
        comprobanteEnvioLinea.envioId,
        rows.map((r) => r.envio_id),
      ),
    )
    .orderBy(asc(comprobanteEnvioLinea.lineaId));
  const porEnvio = new Map<number, EnvioResultado['lineas']>();
  for (const { envio_id, ...l } of lineas) {
    const list = porEnvio.get(envio_id) ?? [];
    list.push(l);
    porEnvio.set(envio_id, list);
  }
  return rows.map((r) => ({ ...r, lineas: porEnvio.get(r.envio_id) ?? [] }));
}

/** One receipt as the endpoints answer it. */
export async function envioPorId(db: DbOrTx, envioId: number): Promise<EnvioResultado> {
  const [e] = await selectEnvios(db, eq(comprobanteEnvio.envioId, envioId));
  return e!;
}
