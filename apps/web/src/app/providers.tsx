import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { setUnauthorizedHandler } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { DeferredNotifications } from './deferred-notifications.tsx';
import { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// A 401 anywhere means the server no longer knows this session: forget it in the browser too.
setUnauthorizedHandler(() => {
  session.clear();
  queryClient.clear();
});

// Date pickers and confirm dialogs are area-only: their providers come with the area layouts (area-providers.tsx).
export function AppProviders() {
  return (
    // All theme variables are written at run time, so the static default-css-variables.css is not needed.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
