import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';

// Errors share one slot: a new one replaces the last instead of piling up (three after three failed
// sign-ins), and a route change clears it (app/router.tsx) so it does not follow the user.
export const ERROR_NOTIFICATION_ID = 'agro-error';

/**
 * Shows a toast, or refreshes the one already showing under the same id: one event never stacks two
 * copies (issue 28: the same toast stacked two deep).
 */
function showOnce(data: NotificationData & { id: string }) {
  const { notifications: shown, queue } = notificationsStore.getState();
  const present = [...shown, ...queue].some((n) => n.id === data.id);
  return present ? notifications.update(data) : notifications.show(data);
}

// A toast without its own id is keyed by its colour and text: the same message is the same event.
const porTexto = (color: string, message: string, autoClose: number) =>
  showOnce({ id: `agro-${color}-${message}`, color, message, autoClose });

/** In-page alerts (never window.alert). */
export const notify = {
  success: (message: string) => porTexto('green', message, 4000),
  // The sign-in-again text goes to its own alert (shown once, not replaced by later errors).
  error: (message: string) =>
    message === MSG_PUBLICO.inicieSesion
      ? notifySessionExpired(message)
      : showOnce({ id: ERROR_NOTIFICATION_ID, color: 'red', message, autoClose: 6000 }),
  /** An error about to be followed by a redirect: outside the shared slot, so the route change keeps it. */
  errorAcrossRedirect: (message: string) => porTexto('red', message, 6000),
  info: (message: string) => porTexto('blue', message, 4000),
};

// One id for every "sign in again" alert: a modal's message and the guard's redirect never stack two.
const SESSION_ID = 'sesion-expirada';

/** The sign-in-again alert, shown once however many calls or screens noticed the expired session. */
export function notifySessionExpired(message: string) {
  showOnce({ id: SESSION_ID, color: 'yellow', message, autoClose: 8000 });
}
