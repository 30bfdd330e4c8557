import ky, { isHTTPError, type Options } from 'ky';
import type { ApiErrorBody, TokenPair } from '@trellis/contracts';
import { API_PREFIX, authEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { checkAnswer } from './answerChecks.ts';
import { ApiError } from './errors.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RequestOptions = Pick<Options, 'json' | 'body' | 'searchParams' | 'headers' | 'signal' | 'onUploadProgress'>;

const UNAVAILABLE_RETRIES = 4;

let http = createHttp(undefined);
let apiOrigin: string | undefined;

/**
 * Where the API lives. Browsers use the page's own origin; the stub shell's
 * tests point it at the API server they start.
 */
export function setApiOrigin(origin: string | undefined) {
  apiOrigin = origin;
  http = createHttp(origin);
}

function createHttp(origin: string | undefined) {
  return ky.create({
    prefix: API_PREFIX,
    baseUrl: origin,
    // A 503 means the server is briefly unable (database outage, overload, restart): reads are safe to send again,
    // after the server's Retry-After or a growing pause. Writes are never repeated behind the caller's back.
    retry: {
      limit: UNAVAILABLE_RETRIES,
      methods: ['get'],
      statusCodes: [503],
      afterStatusCodes: [503],
      maxRetryAfter: 10_000,
      backoffLimit: 10_000,
      jitter: true,
      // No answer at all is reported at once ("No response from server"), not retried behind the user's back.
      shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : false),
    },
    timeout: 30_000,
    hooks: {
      beforeRetry: [
        () => {
          bus.emit('toast', { kind: 'warning', content: MESSAGES.http.unavailableRetrying });
        },
      ],
      beforeRequest: [
        ({ request }) => {
          const { accessToken, currentOrgId } = useSession.getState();
          if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
          if (request.method === 'GET' && currentOrgId !== null) {
            const url = new URL(request.url);
            if (!url.searchParams.has('current_org')) {
              url.searchParams.set('current_org', String(currentOrgId));
              return new Request(url, request);
            }
          }
        },
      ],
    },
  });
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same rotation instead of burning the refresh token twice. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken, setTokens } = useSession.getState();
    if (!refreshToken) return false;
    try {
      const pair = await http.post(authEndpoints.tokenRefresh.path, { json: { refresh: refreshToken } }).json<TokenPair>();
      await checkAnswer(authEndpoints.tokenRefresh, pair);
      setTokens(pair);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function signOutToLogin() {
  useSession.getState().signOut();
  bus.emit('session:signed-out');
  const { pathname, search } = window.location;
  if (pathname !== '/login') {
    window.location.assign(`/login?next=${encodeURIComponent(pathname + search)}`);
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (isHTTPError(error)) {
    const data = error.data;
    const body: ApiErrorBody = data && typeof data === 'object' ? (data as ApiErrorBody) : {};
    return new ApiError(error.response.status, body);
  }
  if (error instanceof ApiError) return error;
  return new ApiError(0, {});
}

/** `blob` reads the answer as a file whatever its type; `auto` reads JSON as data and anything else as text. */
export type ResponseKind = 'auto' | 'blob';

export async function send<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
  retried = false,
  kind: ResponseKind = 'auto',
): Promise<T> {
  try {
    const response = await http(path, { method, ...options });
    if (kind === 'blob') return (await response.blob()) as T;
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('application/json') ? await response.json() : await response.text()) as T;
  } catch (error) {
    const isAuthCall = path === authEndpoints.token.path || path === authEndpoints.tokenRefresh.path;
    if (isHTTPError(error) && error.response.status === 401 && !isAuthCall) {
      if (!retried && (await refreshTokens())) return send<T>(method, path, options, true, kind);
      if (useSession.getState().accessToken) signOutToLogin();
    }
    throw await toApiError(error);
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The full address of an API path, on the API's origin. */
export function apiAddress(path: string): string {
  return `${apiOrigin ?? ''}${API_PREFIX}${path}`;
}

/**
 * A fetch of an API path with the bearer token, for answers the JSON client cannot read (a stream of events): a 401
 * refreshes the tokens once and tries again, then signs out to /login as every call does. Failures are `ApiError`s.
 */
export async function authorizedFetch(path: string, init: RequestInit, retried = false): Promise<Response> {
  const { accessToken } = useSession.getState();
  const headers = new Headers(init.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let response: Response;
  try {
    response = await fetch(apiAddress(path), { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {});
  }
  if (response.ok) return response;
  if (response.status === 401 && !retried && (await refreshTokens())) return authorizedFetch(path, init, true);
  if (response.status === 401 && useSession.getState().accessToken) signOutToLogin();
  const body = parseBody(await response.text());
  throw new ApiError(response.status, body && typeof body === 'object' ? (body as ApiErrorBody) : {});
}

/**
 * Multipart POST through XMLHttpRequest: fetch reports upload progress only with
 * request streams, which browsers allow over HTTP/2 alone; XHR reports it everywhere.
 */
export function xhrUpload<T>(path: string, form: FormData, onProgress?: (percent: number) => void, retried = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiAddress(path));
    const { accessToken } = useSession.getState();
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    if (onProgress) xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.onload = async () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401 && !retried && (await refreshTokens()))
        return xhrUpload<T>(path, form, onProgress, true).then(resolve, reject);
      if (xhr.status === 401 && useSession.getState().accessToken) signOutToLogin();
      reject(new ApiError(xhr.status, body && typeof body === 'object' ? (body as ApiErrorBody) : {}));
    };
    xhr.send(form);
  });
}

/**
 * The API client every app uses: adds the bearer token, adds current_org to GETs,
 * refreshes once on 401 and retries, otherwise signs out to /login, and turns
 * failures into ApiError carrying the HTTP-level message users see.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => send<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('post', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('put', path, { ...options, json }),
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('patch', path, { ...options, json }),
  delete: <T>(path: string, options?: RequestOptions) => send<T>('delete', path, options),
  /** A GET whose answer is a file (an archive, a document), as a Blob. */
  download: (path: string) => send<Blob>('get', path, {}, false, 'blob'),
  /** Multipart upload with progress 0 to 100. */
  upload: <T>(path: string, form: FormData, onProgress?: (percent: number) => void) => xhrUpload<T>(path, form, onProgress),
};
export type ApiClient = typeof api;
