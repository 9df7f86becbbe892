import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { TIMINGS } from '@souk/domain';
import { isApiError } from '@/lib/api-client';

// A 4xx will not change by asking again; a network blip or a 5xx may.
const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const queryConfig = {
  queries: {
    staleTime: TIMINGS.staleTime.default,
    refetchOnWindowFocus: false,
    retry: retryTransient,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
