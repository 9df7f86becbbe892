import type { Core } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import { errors, policy } from '@strapi/utils';
import { authenticateRequest, verifyScope } from '../auth/auth-strategy';
import type { FrameworkShortcut } from './index';
import { admit } from './jwt-straight';

const USERS_PERMISSIONS = { name: 'users-permissions' };

/**
 * A few hot, bodiless, signed-in routes answered before the global middleware chain (shortcut
 * `direct-routes`, the middleware `global::direct-routes` placed right after CORS). A like is the
 * API's hottest write (200 people at once, every like clicked twice); its request needs none of
 * what the rest of the chain does for it — compression of a 100-byte answer, the query and body
 * parsers (it has no body), the studio's session, static files, ETags (a POST), the site — nor the
 * router's search of ~300 routes.
 *
 * Nothing of the route is restated here: its declaration (src/api/<api>/routes, as Strapi loaded
 * it) gives the path, the permission (`api::<api>.<handler>`), its policies and its middlewares,
 * which run as Strapi's router runs them: users-permissions authentication (the project's own
 * strategy, src/auth/auth-strategy.ts), the role's permission, the policies, the route
 * middlewares (the rate limit), then the controller action. With the shortcut off the router
 * answers the same route; CI runs the API tests both ways.
 *
 * Checked against 5.54.0's router (@strapi/core services/server/compose-endpoint: authenticate,
 * authorize, policies, route middlewares, action, a returned value becomes the body).
 * Gain: cms CPU per like −22 % (`BENCH_WITHOUT=direct-routes node bench/likes.mjs`, s39, bench/results/HISTORY.md);
 * with 64 MB semi-spaces, likes at 100k 346–374 → 580–600/s (`node bench/hot-paths.mjs`).
 */
export const directRoutesShortcut: FrameworkShortcut = {
  name: 'direct-routes',
  replaces: 'router dispatch of the routes it takes (@strapi/core compose-endpoint, after the global middlewares)',
  checkedAgainst: '5.54.0',
  install: () => undefined, // the middleware asks shortcutActive('direct-routes') when it is built
};

interface DeclaredRoute {
  method: string;
  path: string;
  handler: string;
  info?: unknown;
  config?: { policies?: unknown[]; middlewares?: unknown[]; auth?: unknown };
}
type PolicyHandler = (context: unknown, config: unknown, deps: { strapi: Core.Strapi }) => unknown;

type Named = string | { name: string; config?: unknown };
const nameOf = (entry: Named) => (typeof entry === 'string' ? entry : entry.name);
const configOf = (entry: Named) => (typeof entry === 'string' ? {} : (entry.config ?? {}));

/** `/products/:id/like` → a RegExp with one group per parameter, and the parameters' names. */
export function pathPattern(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) {
      if (/[^\w.-]/.test(segment)) throw new Error(`direct-routes: unsupported path segment ${segment} in ${path}`);
      return segment.replace(/\./g, '\\.');
    }
    params.push(segment.slice(1));
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^/api${source.join('/')}$`), params };
}

/** The declared route of `uid` (`api::product.product.like`) as Strapi loaded it, with its controller's uid and action. */
export function findRoute(strapi: Core.Strapi, uid: string): { route: DeclaredRoute; controllerUid: string; action: string } {
  const [, api, controller, action] = /^api::([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(uid) ?? [];
  if (!api || !controller || !action) throw new Error(`direct-routes: ${uid} is not api::<api>.<controller>.<action>`);
  const routers = (strapi.api(api) as unknown as { routes?: Record<string, { routes?: DeclaredRoute[] }> | DeclaredRoute[] }).routes ?? {};
  const all = Array.isArray(routers) ? routers : Object.values(routers).flatMap((r) => r.routes ?? []);
  const route = all.find((r) => r.handler === `${controller}.${action}` || r.handler === uid);
  if (!route) throw new Error(`direct-routes: no route declares ${uid}`);
  return { route, controllerUid: `api::${api}.${controller}`, action };
}

/** One route's pipeline, as the router runs it once the route matched (compose-endpoint.js). */
function endpoint(strapi: Core.Strapi, uid: string, { route, controllerUid, action }: ReturnType<typeof findRoute>): Middleware {
  const routeInfo = { ...route, config: route.config ?? {} };
  // Resolved as Strapi resolves them, once: the policies by its registry, the middlewares by name.
  const policies = (strapi.get('policies') as { resolve(config: unknown[], info: unknown): Array<{ handler: PolicyHandler; config: unknown }> }).resolve(route.config?.policies ?? [], route.info);
  const middlewares = ((route.config?.middlewares ?? []) as Named[]).map((m) => (strapi.middleware(nameOf(m)) as unknown as (config: unknown, deps: unknown) => Middleware)(configOf(m), { strapi }));
  const controller = strapi.controller(controllerUid as never) as unknown as Record<string, (ctx: Context, next: Next) => unknown>;
  const act: Middleware = async (ctx, next) => {
    const body = await controller[action]!(ctx, next);
    if (ctx.body == null && body != null) ctx.body = body;
  };
  // The route middlewares in order, the action last (what koa-compose does, for a fixed short list).
  const chain = (ctx: Context, next: Next, i = 0): Promise<unknown> => (i === middlewares.length ? act(ctx, next) : middlewares[i]!(ctx, () => chain(ctx, next, i + 1)));

  return async (ctx, next) => {
    ctx.state.route = routeInfo;
    // authenticate: the users-permissions strategy alone, as jwt-straight.ts takes it for a JWT or no header.
    const auth = await authenticateRequest(strapi, ctx);
    if (!admit(ctx, auth, USERS_PERMISSIONS)) return;
    // authorize: the role's permission for the route's scope, refusals answered as the router answers them.
    try {
      verifyScope(auth as Parameters<typeof verifyScope>[0], (routeInfo.config.auth as { scope?: string[] } | undefined) ?? { scope: [uid] });
    } catch (error) {
      if (error instanceof errors.UnauthorizedError) return ctx.unauthorized();
      if (error instanceof errors.ForbiddenError && !(error instanceof errors.PolicyError)) return ctx.forbidden();
      throw error;
    }
    const context = policy.createPolicyContext('koa', ctx);
    for (const { handler, config } of policies) {
      const result = await handler(context, config, { strapi });
      if (result !== true && result !== undefined) throw new errors.PolicyError();
    }
    return chain(ctx, next);
  };
}

const bodiless = (ctx: Context) => ctx.get('transfer-encoding') === '' && (ctx.get('content-length') === '' || ctx.get('content-length') === '0');

/** The path's parameters decoded, or null for a malformed escape or a NUL character. */
function decodedParams(names: string[], match: RegExpExecArray): Record<string, string> | null {
  try {
    const values = names.map((_, i) => decodeURIComponent(match[i + 1]!));
    return values.some((v) => v.includes('\0')) ? null : Object.fromEntries(names.map((name, i) => [name, values[i]!]));
  } catch {
    return null;
  }
}

/** The middleware answering `uids` directly; every other request goes on down the chain. */
export function directRoutes(strapi: Core.Strapi, uids: readonly string[]): Middleware {
  const table = uids.map((uid) => {
    const found = findRoute(strapi, uid);
    const route = found.route;
    // Strapi writes the route's scope into config.auth when it loads it; a route that turns
    // authentication off or names its own strategies is the router's.
    const auth = route.config?.auth as false | { strategies?: unknown } | undefined;
    if (auth === false || auth?.strategies !== undefined) throw new Error(`direct-routes: ${uid} sets its own auth; leave it to the router`);
    return { method: route.method.toUpperCase(), ...pathPattern(route.path), run: endpoint(strapi, uid, found) };
  });
  return async function directRoutesMiddleware(ctx: Context, next: Next) {
    // Only a request as the site sends it: no body (a body, or anything odd in the path, takes the
    // whole chain, whose parser and checks answer it — global::body's 400, 413 and 415).
    if (!bodiless(ctx)) return next();
    for (const entry of table) {
      if (ctx.method !== entry.method) continue;
      const match = entry.pattern.exec(ctx.path);
      const params = match && decodedParams(entry.params, match);
      if (!params) continue; // not this route, or a malformed escape the router answers
      ctx.params = params;
      return entry.run(ctx, next);
    }
    return next();
  };
}
