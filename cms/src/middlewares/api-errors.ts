import type { Context, Next } from 'koa';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../lib/db-availability';

/**
 * Outermost API middleware: gives every /api error a French message and maps Strapi's
 * "public role lacks permission" 403 to 401 (a visitor must sign in; a signed-in user without
 * the right keeps 403 — ARCHITECTURE decision 7).
 */
const FRENCH_BY_STATUS: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Votre session a expiré. Veuillez vous reconnecter.',
  403: 'Action non autorisée',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  409: 'Conflit avec l’état actuel de la ressource',
  413: 'Requête trop volumineuse (5 Mo maximum par image)',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  500: 'Erreur interne du serveur',
  503: SERVICE_UNAVAILABLE,
};

// Strapi's own English messages that reach clients; anything else was written in French by us.
const STRAPI_ENGLISH = /^(Forbidden|Unauthorized|Not Found|Missing or invalid credentials|Invalid credentials|Bad Request|Internal Server Error|Method Not Allowed|Payload Too Large|Request Entity Too Large|Unsupported Media Type|Too Many Requests|Service Unavailable|Invalid token\.?|.*JSON.*|Unexpected .*|request entity too large|Policy Failed)$/i;

export default () =>
  async function apiErrors(ctx: Context, next: Next) {
    await next();
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return;
    const status = ctx.status;
    if (status < 400) return;
    const body = (ctx.body ?? {}) as { error?: { status?: number; name?: string; message?: string; details?: unknown } };
    const error = body.error ?? { status, name: 'Error', message: '' };
    const hasCredentials = Boolean(ctx.get('authorization'));
    // Only Strapi's own "role lacks permission" 403 means "sign in"; a French 403 of ours (e.g. a
    // deactivated account signing in) is a real refusal and keeps its status and message.
    const permissionDenied = !error.message || STRAPI_ENGLISH.test(error.message);
    if (status === 403 && permissionDenied && !ctx.state.user && !hasCredentials) {
      ctx.status = 401;
      ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Vous devez être connecté.', details: {} } };
      return;
    }
    if (status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    const message = error.message && !STRAPI_ENGLISH.test(error.message) ? error.message : FRENCH_BY_STATUS[status] ?? 'Requête invalide';
    ctx.body = { data: null, error: { status, name: error.name ?? 'Error', message, details: error.details ?? {} } };
    ctx.status = status;
  };
