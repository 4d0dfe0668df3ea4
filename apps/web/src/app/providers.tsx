import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import 'dayjs/locale/es';
import { queryClient } from '../lib/query-client.ts';
import { setUnauthorizedHandler } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

// A 401 anywhere means the server no longer knows this session: forget it in the browser too.
setUnauthorizedHandler(() => {
  session.clear();
  queryClient.clear();
});

export function AppProviders() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications position="top-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
