import type { Context, Next } from 'koa';

/**
 * Response headers every answer gets: API answers (profiles, conversations, tokens, admin lists)
 * and anything asked with credentials are never stored by a browser or a shared cache, and no
 * header names the server software.
 */
export default () =>
  async function headers(ctx: Context, next: Next) {
    try {
      await next();
    } finally {
      if (/^\/(api|admin)(\/|$)/.test(ctx.path) || ctx.get('authorization')) ctx.set('Cache-Control', 'no-store');
      ctx.remove('X-Powered-By');
    }
  };
