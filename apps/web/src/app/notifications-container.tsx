// The lazy half of deferred-notifications.tsx, with its stylesheets: importing the container through this
// module keeps it out of the entry chunk, which already imports the package's (small) store.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './notifications.css';

export { Notifications } from '@mantine/notifications';
