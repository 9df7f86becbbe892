import type { Context } from 'koa';
import { SESSION_IDLE_MS } from './sessions';

/**
 * The refresh token travels only in this cookie: httpOnly (no script, so no XSS, reads it),
 * SameSite=Lax (another site's forms do not send it), Secure over https, and sent to
 * /api/auth only (sign-in, refresh, sign-out), never with the other API calls.
 */
export const REFRESH_COOKIE = 'souk_refresh';
const PATH = '/api/auth';

const options = (ctx: Context, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  // ctx.secure follows X-Forwarded-Proto only when TRUST_PROXY is on.
  secure: ctx.secure,
  path: PATH,
  maxAge,
  signed: false,
  overwrite: true,
});

export function setRefreshCookie(ctx: Context, token: string) {
  ctx.cookies.set(REFRESH_COOKIE, token, options(ctx, SESSION_IDLE_MS));
}

export function clearRefreshCookie(ctx: Context) {
  ctx.cookies.set(REFRESH_COOKIE, '', { ...options(ctx, 0), expires: new Date(0) });
}

export const readRefreshCookie = (ctx: Context) => ctx.cookies.get(REFRESH_COOKIE, { signed: false });
