import { pathOf, type AnswerOf, type CallInput, type Endpoint } from '@trellis/contracts/endpoints';
import { checkAnswer } from './answerChecks.ts';
import { send, xhrUpload, type Method } from './client.ts';

/** A call's input, optional when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

export type CallOptions = {
  signal?: AbortSignal;
  /** An upload's progress, 0 to 100. */
  onProgress?: (percent: number) => void;
};

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** A query as the server reads it: absent values left out, a list as one entry per value. */
export function searchOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call under /api/v1: its path with the parameters filled in, and its query. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  return pathOf(endpoint, params) + searchOf(query);
}

/**
 * Calls a declared endpoint: the path, query and body are typed by its contract, and the answer is checked against
 * it (see `checkAnswer`). Failures are `ApiError`s, as every call of the API client.
 */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  const [input, options = {}] = args;
  const url = urlOf(endpoint, ...args);
  const { body } = (input ?? {}) as AnyInput;
  if (endpoint.kind === 'upload') {
    const answer = await xhrUpload<unknown>(url, body as FormData, options.onProgress);
    await checkAnswer(endpoint, answer);
    return answer as AnswerOf<E>;
  }
  const method = endpoint.method.toLowerCase() as Method;
  const requestOptions = { ...(body !== undefined && { json: body }), ...(options.signal && { signal: options.signal }) };
  if (endpoint.kind === 'download') return send<AnswerOf<E>>(method, url, requestOptions, false, 'blob');
  const answer = await send<unknown>(method, url, requestOptions);
  // A 204 answers nothing; its contract says null.
  const checked = answer === undefined ? null : answer;
  await checkAnswer(endpoint, checked);
  return checked as AnswerOf<E>;
}

/**
 * An answer of `endpoint` that reached the page some other way than a call (the server put it in the page, or a
 * cache kept it), checked as a call's answer is (see `checkAnswer`), so reading it needs no zod on the start-up path.
 */
export async function checkedAnswer<E extends Endpoint>(endpoint: E, answer: unknown): Promise<AnswerOf<E>> {
  await checkAnswer(endpoint, answer);
  return answer as AnswerOf<E>;
}

/**
 * The answer of `endpoint` the server put in the page, as the JSON data block of `elementId`; null when the page came
 * without one, or with text that is not JSON or (in development and tests) does not match the answer's contract.
 */
export async function answerInPage<E extends Endpoint>(endpoint: E, elementId: string): Promise<AnswerOf<E> | null> {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return await checkedAnswer(endpoint, JSON.parse(text));
  } catch {
    return null;
  }
}
