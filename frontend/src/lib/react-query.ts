import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
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

export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<FnType>>;

export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  ApiFnReturnType<MutationFnType>,
  Error,
  Parameters<MutationFnType>[0]
>;
