import type { Context, Next } from 'koa';

/**
 * Response headers: anything asked with credentials, and every API answer but the anonymous
 * public reads whose handler chose a caching policy, is `no-store` (profiles, conversations,
 * tokens, admin lists never sit in a browser or shared cache); no header names the server software.
 */
export default () =>
  async function headers(ctx: Context, next: Next) {
    try {
      await next();
    } finally {
      // Anonymous public reads keep the caching their handler chose (ETag, short max-age).
      const publicRead = !ctx.get('authorization') && Boolean(ctx.response.get('Cache-Control')) && ctx.status < 400;
      if (ctx.get('authorization') || (/^\/(api|admin)(\/|$)/.test(ctx.path) && !publicRead)) ctx.set('Cache-Control', 'no-store');
      ctx.remove('X-Powered-By');
    }
  };
