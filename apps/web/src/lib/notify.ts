import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

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
  error: showError,
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: 4000 }),
};
