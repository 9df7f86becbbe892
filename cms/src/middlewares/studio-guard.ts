import type { Context, Next } from 'koa';
import { appEnv } from '../env';

/**
 * In production the studio's "create the first administrator" form is closed: the first
 * administrator comes from the configuration (src/bootstrap/studio-admin.ts). Otherwise whoever
 * reached /studio first on a fresh deployment would own it.
 */
export default () =>
  async function studioGuard(ctx: Context, next: Next) {
    if (ctx.method === 'POST' && /^\/admin\/register-admin\/?$/.test(ctx.path) && appEnv().NODE_ENV === 'production') {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: 'La création du premier administrateur du studio se fait par la configuration (STUDIO_ADMIN_EMAIL, STUDIO_ADMIN_PASSWORD).',
          details: {},
        },
      };
      return;
    }
    await next();
  };
