import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers are final; only network failures are worth a retry.
      retry: (count, err) => !(err instanceof ApiError && err.status !== null) && count < 2,
    },
  },
});
