import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@agro/domain/messages';
import { parsePagoIds } from '@agro/domain/schemas/pago';
import { comprobante, pago } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { removeStored, storeUpload, type StoredFile } from '../../lib/uploads.ts';

/** Where receipts are stored; `descargar/pagos/{nombre}.{extension}` serves them. */
export const PREFIJO_COMPROBANTES = 'comprobantes';

async function leerPartes(
  request: FastifyRequest,
): Promise<{ archivo: StoredFile | null; ids: string | null }> {
  const { storage } = request.server.ctx;
  let archivo: StoredFile | null = null;
  let ids: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file0' || archivo) {
          part.file.resume();
          throw badRequest(MSG.campoInvalido(part.fieldname.slice(0, 40)));
        }
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        archivo = await storeUpload(storage, part, {
          prefix: PREFIJO_COMPROBANTES,
          allowed: ['imagen', 'pdf'],
        });
      } else if (part.fieldname === 'ids' && ids === null) ids = String(part.value ?? '');
      else throw badRequest(MSG.campoInvalido(part.fieldname.slice(0, 40)));
    }
    return { archivo, ids };
  } catch (err) {
    if (archivo) await removeStored(storage, [archivo.key]);
    throw err;
  }
}

/**
 * POST /pago/comprobante: stores one receipt (PDF or image, checked by content) and links it to the
 * payments named in `ids`, all or nothing. The payments must exist, belong to one company (the receipt
 * becomes visible to it) and have no receipt yet.
 */
export async function guardarComprobante(request: FastifyRequest) {
  const { database, storage } = request.server.ctx;
  if (!request.isMultipart()) throw badRequest(MSG.seleccioneArchivo);
  const { archivo, ids: idsRaw } = await leerPartes(request);
  try {
    if (!archivo) throw badRequest(MSG.seleccioneArchivo);
    const ids = idsRaw === null ? null : parsePagoIds(idsRaw);
    if (!ids) throw badRequest(MSG.campoInvalido('ids'));
    await database.db.transaction(async (tx) => {
      const pagos = await tx
        .select({ pagoId: pago.pagoId, cpId: pago.cpId, comprobanteId: pago.comprobanteId })
        .from(pago)
        .where(inArray(pago.pagoId, ids))
        .for('update');
      if (pagos.length !== ids.length) throw notFound(MSG.sinDatosId);
      if (new Set(pagos.map((p) => p.cpId)).size > 1) throw badRequest(MSG.campoInvalido('ids'));
      if (pagos.some((p) => p.comprobanteId !== null)) throw conflict(MSG.comprobanteYaAsociado);
      const [c] = await tx
        .insert(comprobante)
        .values({
          nombre: archivo.nombre,
          extension: archivo.ext,
          nombreOriginal: archivo.nombreOriginal,
          mime: archivo.mime,
          tamano: archivo.size,
          storageKey: archivo.key,
          createdAt: request.server.ctx.now(),
        })
        .returning({ comprobanteId: comprobante.comprobanteId });
      for (const p of pagos)
        await tx.update(pago).set({ comprobanteId: c!.comprobanteId }).where(eq(pago.pagoId, p.pagoId));
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
    if (archivo) await removeStored(storage, [archivo.key]);
    throw err;
  }
}
