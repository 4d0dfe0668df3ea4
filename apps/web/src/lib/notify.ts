import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';

// Errors share one slot: a new one replaces the last instead of piling up (three after three failed
// sign-ins), and a route change clears it (app/router.tsx) so it does not follow the user.
export const ERROR_NOTIFICATION_ID = 'agro-error';

function showError(message: string) {
  const data: NotificationData & { id: string } = {
    id: ERROR_NOTIFICATION_ID,
    color: 'red',
    message,
    autoClose: 6000,
  };
  const { notifications: shown, queue } = notificationsStore.getState();
  const present = [...shown, ...queue].some((n) => n.id === ERROR_NOTIFICATION_ID);
  return present ? notifications.update(data) : notifications.show(data);
}

/** In-page alerts (never window.alert). */
export const notify = {
  success: (message: string) => notifications.show({ color: 'green', message, autoClose: 4000 }),
  // The sign-in-again text goes to its own alert (shown once, not replaced by later errors).
  error: (message: string) =>
    message === MSG_PUBLICO.inicieSesion ? notifySessionExpired(message) : showError(message),
  /** An error about to be followed by a redirect: outside the shared slot, so the route change keeps it. */
  errorAcrossRedirect: (message: string) => notifications.show({ color: 'red', message, autoClose: 6000 }),
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: 4000 }),
};

// One id for every "sign in again" alert: a modal's message and the guard's redirect never stack two.
const SESSION_ID = 'sesion-expirada';

/** The sign-in-again alert, shown once however many calls or screens noticed the expired session. */
export function notifySessionExpired(message: string) {
  notifications.show({ id: SESSION_ID, color: 'yellow', message, autoClose: 8000 });
}
