import type { Context, Next } from 'koa';
import { RETRY_AFTER_SECONDS } from '../db/availability';
import { MESSAGES, isMessageCode, messageCode, messageCodeOf, type MessageKey } from '@souk/domain';

/**
 * Outermost API middleware: every /api error leaves with a French message and a catalogue code in
 * `details.code` (so a client localises by code), and Strapi's "public role lacks permission" 403
 * becomes 401 (a visitor must sign in; a signed-in user without the right keeps 403 — ARCHITECTURE
 * decision 7).
 */
const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'sessionExpired',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  500: 'internalError',
  503: 'serviceUnavailable',
};

// Strapi's own English messages that reach clients; anything else was written in French by us.
const STRAPI_ENGLISH = /^(Forbidden|Unauthorized|Not Found|Missing or invalid credentials|Invalid credentials|Bad Request|Internal Server Error|Method Not Allowed|Payload Too Large|Request Entity Too Large|Unsupported Media Type|Too Many Requests|Service Unavailable|Invalid token\.?|.*JSON.*|Unexpected .*|request entity too large|Policy Failed)$/i;

type ErrorBody = { error?: { status?: number; name?: string; message?: string; details?: Record<string, unknown> } };

const fallbackKey = (status: number): MessageKey => KEY_BY_STATUS[status] ?? (status >= 500 ? 'internalError' : 'badRequest');

/** French message and details (with `code`, and `params` when the text has some) of an error body. */
function coded(status: number, message: string | undefined, details: Record<string, unknown>) {
  if (isMessageCode(details.code) && message) return { message, details };
  const ours = message && !STRAPI_ENGLISH.test(message) ? message : undefined;
  const found = ours ? messageCodeOf(ours) : undefined;
  if (ours && found) return { message: ours, details: { ...details, ...found } };
  const key = fallbackKey(status);
  // A French text outside the catalogue keeps its wording; the code still says what kind of error it is.
  return { message: ours ?? (MESSAGES[key] as string), details: { ...details, code: messageCode(key) } };
}

export default () =>
  async function apiErrors(ctx: Context, next: Next) {
    await next();
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return;
    const status = ctx.status;
    if (status < 400) return;
    const body = (ctx.body ?? {}) as ErrorBody;
    const error = body.error ?? { status, name: 'Error', message: '' };
    const hasCredentials = Boolean(ctx.get('authorization'));
    // Only Strapi's own "role lacks permission" 403 means "sign in"; a French 403 of ours (e.g. a
    // deactivated account signing in) is a real refusal and keeps its status and message.
    const permissionDenied = !error.message || STRAPI_ENGLISH.test(error.message);
    // A stale token made the request a visitor's (src/extensions/users-permissions): a route that
    // needs a user says the session is over, so the client signs out rather than showing a refusal.
    const staleToken = ctx.state.staleToken === true;
    if (status === 403 && permissionDenied && !ctx.state.user && (!hasCredentials || staleToken)) {
      const key = staleToken ? 'sessionExpired' : 'notAuthenticated';
      ctx.status = 401;
      ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: MESSAGES[key], details: { code: messageCode(key) } } };
      return;
    }
    if (status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    const retryAfter = Number((error.details as { retryAfter?: unknown } | undefined)?.retryAfter);
    if (status === 429 && retryAfter > 0 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(retryAfter));
    const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
    const { message, details: withCode } = coded(status, error.message, details);
    ctx.body = { data: null, error: { status, name: error.name ?? 'Error', message, details: withCode } };
    ctx.status = status;
  };
