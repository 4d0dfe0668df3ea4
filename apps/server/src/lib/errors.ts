import { MSG } from '@agro/domain/messages';

/** An error whose status and Spanish message may be shown to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly mensaje: string;
  /** Sent with the answer (a 429's `Retry-After`). */
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, mensaje: string, headers?: Record<string, string>) {
    super(mensaje);
    this.statusCode = statusCode;
    this.mensaje = mensaje;
    this.headers = headers;
  }
}

export const badRequest = (mensaje: string) => new HttpError(400, mensaje);
export const unauthorized = () => new HttpError(401, MSG.tokenInvalido);
export const forbidden = (mensaje: string = MSG.noAutorizado) => new HttpError(403, mensaje);
export const notFound = (mensaje: string = MSG.noEncontradoApi) => new HttpError(404, mensaje);
export const conflict = (mensaje: string) => new HttpError(409, mensaje);
export const tooLarge = (mensaje: string = MSG.archivoMuyGrande) => new HttpError(413, mensaje);
export const unsupportedType = (mensaje: string = MSG.tipoArchivoNoPermitido) => new HttpError(415, mensaje);
export const tooManyRequests = (mensaje: string = MSG.demasiadosIntentos) => new HttpError(429, mensaje);
