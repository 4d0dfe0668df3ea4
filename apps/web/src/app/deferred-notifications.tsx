import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine's notification container, fetched only when the first notification is shown: most visits
 * never show one, and its code (transitions, swipe handling) would otherwise sit on the first load.
 * Notifications shown before it arrives wait in the store and appear when it mounts.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the headers (64 px), at most three at a time. */}
      <Notifications position="top-right" limit={3} style={{ top: 76 }} />
    </Suspense>
  );
}
