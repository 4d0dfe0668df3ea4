/**
 * The messages the public landing's first load can show: request failures (lib/request.ts, notify.ts)
 * and the 403 and 404 screens. Kept apart so the landing does not download the whole catalogue
 * (messages.ts, which includes these under the same keys for the server and every other screen).
 */
export const MSG_PUBLICO = {
  errorSolicitud: 'Error en la solicitud',
  tokenInvalido: 'Token inválido',
  inicieSesion: 'Porfavor, inicie sesión nuevamente',
  noAcceso: 'No tienes acceso a esta sección',
  noAccesoTexto: 'No tienes permiso para acceder a este apartado, volverás al inicio',
  noEncontrado: '¡Lo sentimos!',
  noEncontradoTexto: 'No hemos encontrado el contenido que estás buscando, te redirigiremos al inicio',
} as const;
