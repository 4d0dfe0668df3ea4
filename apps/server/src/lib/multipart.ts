import type { FastifyRequest } from 'fastify';
import { fieldNamesOf, type MultipartParts } from '@agro/domain/contracts/endpoint';
import type { ClaseArchivo } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { badRequest, HttpError, unsupportedType } from './errors.ts';
import type { Storage } from './storage.ts';
import { removeStored, storeUpload, type StoredFile } from './uploads.ts';

/** Where and what one file field may store. */
export interface FileSlot {
  prefix: string;
  allowed: readonly (ClaseArchivo | string)[];
  maxBytes?: number;
}

/**
 * Where a multipart endpoint stores its files, and its own wording for refusals. What it accepts
 * (file fields, their types and sizes, text fields) is what its contract declares (`multipart`).
 */
export interface UploadPlan {
  prefix: string;
  /** The 415 message for a file of the wrong type (e.g. the avatar's own wording). */
  wrongType?: string;
  /** The 400 message for a file under a name the plan does not take (default: that field is not valid). */
  unknownFile?: string;
}

export interface Received {
  files: Map<string, StoredFile>;
  fields: Record<string, string>;
}

/**
 * Reads the request's multipart body under a plan. Routes hand it to services, which decide when
 * to read (after their own checks) without ever seeing the request.
 */
export type Receive = (plan: UploadPlan) => Promise<Received>;

/** The receiver of one request's multipart body. */
export const receiverOf =
  (request: FastifyRequest): Receive =>
  (plan) =>
    receiveUploads(request, request.server.ctx.storage, plan);

/** The declared file part behind a field name, for this request's path (an upload group's own slots). */
export function slotOf(
  parts: MultipartParts | undefined,
  params: Record<string, unknown>,
  fieldname: string,
  prefix: string,
): FileSlot | undefined {
  const part = parts?.files.find(
    (f) => fieldNamesOf(f).includes(fieldname) && (!f.when || params[f.when.param] === f.when.value),
  );
  return part && { prefix, allowed: part.allowed, maxBytes: part.maxBytes };
}

// A part header without a name (malformed) still gets a 400 that says what was wrong.
const clip = (name: string | undefined) => (name ?? '').slice(0, 40) || 'solicitud';

/**
 * Reads a whole multipart request: each file streams into storage (type by content, size limit
 * per class) and each text field is kept. Unknown or repeated fields are refused with 400, limits
 * with 413, broken bodies with 400. Nothing is kept unless the whole request was read: on any
 * failure the files stored so far are removed. The caller records rows, and removes the files
 * itself (`removeStored`) if that fails.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: Storage,
  plan: UploadPlan,
): Promise<Received> {
  if (!request.isMultipart()) throw badRequest(MSG.seleccioneArchivo);
  const parts = request.routeOptions.config.multipart;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const files = new Map<string, StoredFile>();
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      // A part without a name (a broken Content-Disposition) belongs to no field.
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw badRequest(MSG.multipartInvalido);
      }
      if (part.type === 'field') {
        if (!parts?.fields?.includes(part.fieldname) || part.fieldname in fields)
          throw badRequest(MSG.campoInvalido(clip(part.fieldname)));
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const slot = slotOf(parts, params, part.fieldname, plan.prefix);
      // A form's file input left empty arrives as a part without a file name: nothing to store.
      if (slot && !part.filename) {
        part.file.resume();
        continue;
      }
      if (!slot || files.has(part.fieldname)) {
        part.file.resume();
        throw badRequest(plan.unknownFile ?? MSG.campoInvalido(clip(part.fieldname)));
      }
      const stored = await storeUpload(storage, part, slot).catch((err: unknown) => {
        throw plan.wrongType && err instanceof HttpError && err.statusCode === 415
          ? unsupportedType(plan.wrongType)
          : err;
      });
      files.set(part.fieldname, stored);
    }
  } catch (err) {
    await removeStored(
      storage,
      [...files.values()].map((f) => f.key),
    );
    throw err;
  }
  return { files, fields };
}
