import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { setUnauthorizedHandler } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { DeferredNotifications } from './deferred-notifications.tsx';
import { AppRouter, type RouterShell } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// A 401 anywhere means the server no longer knows this session: forget it in the browser too; the area
// guard then sends the user to sign in again and back here.
setUnauthorizedHandler(() => {
  session.expire();
  queryClient.clear();
});

// Date pickers and confirm dialogs are area-only: their providers come with the area layouts (area-providers.tsx).
export function AppProviders({ Router }: { Router?: RouterShell }) {
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
        <AppRouter Router={Router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
