import { notifications } from '@mantine/notifications';
import { MSG } from '@agro/domain/messages';

/** In-page alerts (never window.alert). */
export const notify = {
  success: (message: string) => notifications.show({ color: 'green', message, autoClose: 4000 }),
  error: (message: string) =>
    message === MSG.inicieSesion
      ? notifySessionExpired(message)
      : notifications.show({ color: 'red', message, autoClose: 6000 }),
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: 4000 }),
};

// One id for every "sign in again" alert: a modal's message and the guard's redirect never stack two.
const SESSION_ID = 'sesion-expirada';

/** The sign-in-again alert, shown once however many calls or screens noticed the expired session. */
export function notifySessionExpired(message: string) {
  notifications.show({ id: SESSION_ID, color: 'yellow', message, autoClose: 8000 });
}
