// A fake backend for tests: replaces global fetch, answers from handlers, records every call.
import { vi } from 'vitest';
import { CATALOGUE, messageCode, messageText, type MessageKey, type MessageParams } from '@souk/domain';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
};

type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeResponse = FakeReply | Promise<FakeReply>;
export type Handler = (request: FakeRequest) => FakeResponse;

/** Handlers keyed by 'METHOD /path' (path without /api and query, `:param` segments allowed). */
export type Handlers = Record<string, Handler>;

function match(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

export function installFakeApi(handlers: Handlers) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      signal: init.signal,
    };
    calls.push(request);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const key = Object.keys(handlers).find((candidate) => {
      const [m, p] = candidate.split(' ');
      return m === method && p !== undefined && match(p, path);
    });
    const { status = 200, body, headers = {} } = key
      ? await handlers[key]!(request)
      : { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Ressource introuvable' } } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls made to `METHOD /path` (exact path). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * An error answer as the server sends it. Given a catalogue key, it carries the French text and the
 * code in `details.code` like every cms error; given any other text, it has no code (an older server,
 * a proxy).
 */
export function apiError(status: number, keyOrMessage: MessageKey | (string & {}), params?: MessageParams) {
  const coded = keyOrMessage in CATALOGUE ? messageCode(keyOrMessage as MessageKey) : undefined;
  const message = coded ? (messageText(coded, 'fr', params) ?? keyOrMessage) : keyOrMessage;
  const details = coded ? { code: coded, ...(params ? { params } : {}) } : {};
  return { status, body: { data: null, error: { status, name: 'Error', message, details } } };
}
