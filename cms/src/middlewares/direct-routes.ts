import type { Core } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import { shortcutActive } from '../framework';
import { directRoutes } from '../framework/direct-routes';

/**
 * `global::direct-routes` with `config: { routes: [uid…] }`: the framework shortcut of
 * src/framework/direct-routes.ts, or nothing when it is off (the router answers those routes).
 * Built on the first request, once every API and controller is loaded.
 */
export default (config: { routes?: string[] }, { strapi }: { strapi: Core.Strapi }): Middleware => {
  let direct: Middleware | undefined;
  const build = (): Middleware => {
    if (!shortcutActive('direct-routes')) return (_ctx, next) => next();
    try {
      return directRoutes(strapi, config.routes ?? []);
    } catch (error) {
      // A route renamed or re-declared: the router answers it, and the log says why once.
      strapi.log.warn(`[framework] direct-routes off: ${(error as Error).message}`);
      return (_ctx, next) => next();
    }
  };
  return async function directRoutesSwitch(ctx: Context, next: Next) {
    direct ??= build();
    return direct(ctx, next);
  };
};
