import { useMediaQuery } from '@mantine/hooks';
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
  // The areas' phone layout (SIDEBAR_BREAKPOINT_PX, 768 px), written out to keep the constants off the entry chunk.
  const phone = useMediaQuery('(max-width: 48em)', false, {
    getInitialValueInEffect: false,
  });
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/*
        At the bottom, where they cover neither the header (bell, name, avatar) nor the page's own
        actions at the top of every screen: centred on phones; on wider screens at the left, over the
        menu's foot rather than the bottom-right corner where dialogs and forms keep their main button.
        At most three at a time.
      */}
      <Notifications position={phone ? 'bottom-center' : 'bottom-left'} limit={3} containerWidth={360} />
    </Suspense>
  );
}
