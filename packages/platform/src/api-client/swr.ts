import useSWR, { type SWRConfiguration } from 'swr';
import { QUERY_DEFAULTS } from '@trellis/contracts/constants';
import { api } from './client.ts';
import type { ApiError } from './errors.ts';

/** SWR defaults: one retry, no refetch on window focus. */
export const swrDefaults: SWRConfiguration = {
  fetcher: (path: string) => api.get(path),
  errorRetryCount: QUERY_DEFAULTS.retries,
  revalidateOnFocus: false,
  shouldRetryOnError: (error: ApiError) => error.status === 0 || error.status >= 500,
};

/** GET a path through the API client; `null` skips the request. */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(path, { ...swrDefaults, ...config } as SWRConfiguration<T, ApiError>);
}
