import { notifications } from '@mantine/notifications';

/** In-page alerts (never window.alert). */
export const notify = {
  success: (message: string) => notifications.show({ color: 'green', message, autoClose: 4000 }),
  error: (message: string) => notifications.show({ color: 'red', message, autoClose: 6000 }),
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: 4000 }),
};
