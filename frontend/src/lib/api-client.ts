// The only module that calls fetch: base URL, bearer token, error envelope, session expiry.
import { env } from '@/config/env';
import { authToken } from '@/lib/auth-token';
import { MESSAGES, messageCode } from '@souk/domain';

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

function endSession() {
  authToken.clear();
  sessionExpiredListeners.forEach((listener) => listener());
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
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

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = authToken.get();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.networkError, 0, { details: { code: messageCode('networkError') }, specific: false });
  }

  const payload = await readBody(response);
  // A public read answered as a visitor because the stored session is no longer valid: the
  // answer is good, but the session is over (same clean-up as a 401, without failing the read).
  if (token && response.headers.get(SESSION_HEADER) === 'expired') endSession();
  if (response.ok) return payload as T;

  const { message, details } = serverMessage(payload);
  // ARCHITECTURE decision 7: only a 401 ends the session; a 403 keeps it and shows the server's reason.
  if (response.status === 401 && token) {
    endSession();
    throw new ApiError(MESSAGES.sessionExpired, 401, { details: { code: messageCode('sessionExpired') } });
  }
  if (message === undefined) {
    throw new ApiError(MESSAGES.requestFailed, response.status, {
      details: { code: messageCode('requestFailed') },
      specific: false,
    });
  }
  throw new ApiError(message, response.status, { details });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
