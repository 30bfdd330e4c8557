import useSWR, { type SWRConfiguration } from 'swr';
import { QUERY_DEFAULTS } from '@trellis/contracts/constants';
import type { AnswerOf, CallInput, Endpoint } from '@trellis/contracts/endpoints';
import { call, urlOf, type CallArgs } from './call.ts';
import type { ApiError } from './errors.ts';

/** SWR defaults: one retry, no refetch on window focus. */
export const swrDefaults: SWRConfiguration = {
  errorRetryCount: QUERY_DEFAULTS.retries,
  revalidateOnFocus: false,
  shouldRetryOnError: (error: ApiError) => error.status === 0 || error.status >= 500,
};

type UseCallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E> | null, config?: SWRConfiguration<AnswerOf<E>, ApiError>]
    : [input: CallInput<E> | null, config?: SWRConfiguration<AnswerOf<E>, ApiError>];

/**
 * Reads a declared endpoint through `call`, cached by its address; `null` input skips the request (a screen that
 * is not open, a member not signed in).
 */
export function useCall<E extends Endpoint>(endpoint: E, ...[input, config]: UseCallArgs<E>) {
  const args = [input ?? undefined] as CallArgs<E>;
  const key = input === null ? null : urlOf(endpoint, ...args);
  return useSWR<AnswerOf<E>, ApiError>(key, () => call(endpoint, ...args), { ...swrDefaults, ...config } as SWRConfiguration<
    AnswerOf<E>,
    ApiError
  >);
}
