import { inArray } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import { parsePagoIds } from '@agro/domain/schemas/pago';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { comprobante, pago } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Receive } from '../../lib/multipart.ts';
import { removeStored, type StoredFile } from '../../lib/uploads.ts';

/** Where receipts are stored; `descargar/pagos/{nombre}.{extension}` serves them. */
export const PREFIJO_COMPROBANTES = 'comprobantes';

/**
 * Records a stored receipt file as a `comprobante` row and returns its id. Both the staff's upload
 * (POST /pago/comprobante) and the client's submission (POST envio/cp/{cp_id}) make receipts, so the
 * row is written in one place only.
 */
export async function insertarComprobante(tx: Tx, archivo: StoredFile, createdAt: Date) {
  const [c] = await tx
    .insert(comprobante)
    .values({
      nombre: archivo.nombre,
      extension: archivo.ext,
      nombreOriginal: archivo.nombreOriginal,
      mime: archivo.mime,
      tamano: archivo.size,
      storageKey: archivo.key,
      createdAt,
    })
    .returning({ comprobanteId: comprobante.comprobanteId });
  return c!.comprobanteId;
}

/**
 * POST /pago/comprobante: stores one receipt (PDF or image, checked by content) and links it to the
 * payments named in `ids`, all or nothing. The payments must exist, belong to one company (the receipt
 * becomes visible to it) and have no receipt yet.
 */
export async function guardarComprobante(ctx: AppContext, receive: Receive) {
  const { files, fields } = await receive({ prefix: PREFIJO_COMPROBANTES });
  const archivo = files.get('file0');
  try {
    if (!archivo) throw badRequest(MSG.seleccioneArchivo);
    const ids = fields.ids === undefined ? null : parsePagoIds(fields.ids);
    if (!ids) throw badRequest(MSG.campoInvalido('ids'));
    await ctx.database.db.transaction(async (tx) => {
      const pagos = await tx
        .select({ pagoId: pago.pagoId, cpId: pago.cpId, comprobanteId: pago.comprobanteId })
        .from(pago)
        .where(inArray(pago.pagoId, ids))
        .for('update');
      if (pagos.length !== ids.length) throw notFound(MSG.sinDatosId);
      if (new Set(pagos.map((p) => p.cpId)).size > 1) throw badRequest(MSG.campoInvalido('ids'));
      if (pagos.some((p) => p.comprobanteId !== null)) throw conflict(MSG.comprobanteYaAsociado);
      const comprobanteId = await insertarComprobante(tx, archivo, ctx.now());
      await tx.update(pago).set({ comprobanteId }).where(inArray(pago.pagoId, ids));
    });
    return {
      comprobante: {
        nombre: archivo.nombre,
        extension: archivo.ext,
        nombre_original: archivo.nombreOriginal,
      },
      pagos: ids,
    };
  } catch (err) {
    if (archivo) await removeStored(ctx.storage, [archivo.key]);
    throw err;
  }
}
