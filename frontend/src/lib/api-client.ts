// The only module that calls fetch: base URL, bearer token, error envelope, session refresh and expiry.
import { env } from '@/config/env';
import { authToken } from '@/lib/auth-token';
import { messageCode } from '@souk/domain';
// The catalogue's French texts of the first screen (the whole catalogue is not in the first paint).
import { messages as MESSAGES } from 'virtual:first-screen-words/fr';

export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;
  /** False when the message is the client's generic text ('Network error', 'Request failed'): the screen says better. */
  readonly specific: boolean;

  constructor(message: string, status: number, options: { details?: unknown; specific?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = options.details;
    this.specific = options.specific ?? true;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (e.g. a click counted while a new tab opens). */
  keepalive?: boolean;
  /** A refused session fails this request without the 'session expired' announcement (sign-out). */
  quiet?: boolean;
  /** The user action's key (lib/action-key.ts): a write sent again returns its first answer. */
  idempotencyKey?: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sessionExpiredListeners = new Set<() => void>();

/** Called when a request carrying a token gets a 401: the session has been cleared. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** Set by the server when a request's token was refused and it answered as a visitor instead. */
const SESSION_HEADER = 'X-Session';

/** Forgets the stored session and tells the listeners (once: a session only ends once). */
function endSession() {
  if (authToken.get() === null) return;
  authToken.clear();
  sessionExpiredListeners.forEach((listener) => listener());
}

/** An access token this close to its expiry is renewed before the request rather than after a 401. */
const REFRESH_AHEAD_MS = 60_000;

/** The `exp` of a JWT in milliseconds, or null when the token cannot be read (then it is sent as is). */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Asks for the next access token with the session's httpOnly refresh cookie (ARCHITECTURE
 * decision 49). Concurrent callers share one request: the cookie rotates on every use. Only a
 * refusal (4xx) ends the session; a network failure or an outage (5xx, 429) leaves it alone.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await fetch(buildUrl('/auth/refresh'), { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'include' });
      if (response.ok) {
        const body = (await readBody(response)) as { token?: unknown } | undefined;
        if (typeof body?.token !== 'string') return 'unreachable';
        // Signed out while the refresh was on its way: the session stays over.
        if (authToken.get() === null) return 'refused';
        authToken.set(body.token);
        return 'renewed';
      }
      return response.status >= 500 || response.status === 429 ? 'unreachable' : 'refused';
    } catch {
      return 'unreachable';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The token to send: renewed first when it is about to expire. */
export async function freshToken(options: { quiet?: boolean } = {}): Promise<string | null> {
  const token = authToken.get();
  const expiry = token ? tokenExpiry(token) : null;
  if (token === null || expiry === null || expiry - Date.now() > REFRESH_AHEAD_MS) return token;
  const outcome = await refreshSession();
  if (outcome === 'refused') {
    if (options.quiet) authToken.clear();
    else endSession();
  }
  return authToken.get();
}

/**
 * Where a same-origin URL points when there is no page to be relative to: the server renders the
 * landing pages' first screen and reads the API it serves over loopback (ARCHITECTURE decision 59).
 * Empty in the browser.
 */
let serverOrigin = '';
export const setServerOrigin = (origin: string) => void (serverOrigin = origin);
const fetchable = (url: string) => (import.meta.env.SSR && url.startsWith('/') ? `${serverOrigin}${url}` : url);

export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return `${env.API_URL}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Strapi's envelope `{ error: { message } }`, or an older `{ error: 'text' }` body. */
function serverMessage(body: unknown): { message?: string; details?: unknown } {
  if (!body || typeof body !== 'object' || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return { message: error };
  if (error && typeof error === 'object') {
    const { message, details } = error as { message?: unknown; details?: unknown };
    return { message: typeof message === 'string' && message ? message : undefined, details };
  }
  return {};
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const token = await freshToken(options);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(fetchable(buildUrl(path, options.params)), {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
      // The session's refresh cookie lives on /api/auth (sign-in sets it, sign-out clears it).
      credentials: path.startsWith('/auth/') ? 'include' : 'same-origin',
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.networkError, 0, { details: { code: messageCode('networkError') }, specific: false });
  }

  const payload = await readBody(response);
  // The token was refused (expired, or its session revoked): a 401, or a public read answered
  // as a visitor. One refresh, then the same request again with the new token; when the session
  // cannot be renewed it is over (same clean-up and message as before refresh existed).
  const refused = token !== null && (response.status === 401 || response.headers.get(SESSION_HEADER) === 'expired');
  if (refused && !retried) {
    // Another request may have renewed the token meanwhile: use it rather than refresh again.
    const outcome = authToken.get() !== token ? 'renewed' : await refreshSession();
    if (outcome === 'renewed') return request<T>(method, path, options, true);
    if (outcome === 'refused') {
      if (options.quiet) authToken.clear();
      else endSession();
    }
  } else if (refused) {
    if (options.quiet) authToken.clear();
    else endSession();
  }
  if (response.ok) return payload as T;
  throw failure(response.status, payload, Boolean(token));
}

/**
 * The error for a non-2xx answer (shared with the upload helper, which speaks XMLHttpRequest).
 * ARCHITECTURE decision 7: only a 401 ends the session; a 403 keeps it and shows the server's reason.
 */
export function failure(status: number, payload: unknown, sentToken: boolean): ApiError {
  const { message, details } = serverMessage(payload);
  if (status === 401 && sentToken) {
    endSession();
    return new ApiError(MESSAGES.sessionExpired, 401, { details: { code: messageCode('sessionExpired') } });
  }
  if (message === undefined) {
    return new ApiError(MESSAGES.requestFailed, status, {
      details: { code: messageCode('requestFailed') },
      specific: false,
    });
  }
  return new ApiError(message, status, { details });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
