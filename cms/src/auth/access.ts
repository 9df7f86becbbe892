/**
 * Access is declared on each route, once: `route('user', 'POST', '/products', 'product.create')`
 * puts the matching policy on the route (checked on every request) and bootstrap derives the
 * users-permissions table from the routes (src/bootstrap/permissions.ts), so the two cannot drift.
 */
/** `confirmed`: a signed-in user whose e-mail address is confirmed (ARCHITECTURE, Decisions: publishing and messaging). */
export type Access = 'public' | 'user' | 'confirmed' | 'owner' | 'admin';

export type RoleKey = 'public' | 'user' | 'admin';

const POLICY: Record<Exclude<Access, 'public'>, string> = {
  user: 'global::is-authenticated',
  confirmed: 'global::is-confirmed',
  owner: 'global::is-owner',
  admin: 'global::is-admin',
};

export interface RouteConfig {
  policies?: string[];
  middlewares?: unknown[];
  /** `false` on a public hot read skips users-permissions' per-request lookup (the map, ARCHITECTURE decision 23). */
  auth?: false;
}

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** `controller.action` of the route's API, or a full `api::name.controller.action`. */
  handler: string;
  config: RouteConfig;
}

export function route(access: Access, method: RouteDef['method'], path: string, handler: string, config: Omit<RouteConfig, 'policies'> = {}): RouteDef {
  return { method, path, handler, config: { ...config, policies: access === 'public' ? [] : [POLICY[access]] } };
}

/** Roles granted a route: everyone for public routes, signed-in users for user/owner routes, admins always. */
export function rolesOf(policies: readonly unknown[] = []): RoleKey[] {
  const names = policies.map((p) => (typeof p === 'string' ? p : (p as { name?: string })?.name));
  if (names.includes(POLICY.admin)) return ['admin'];
  if (names.includes(POLICY.user) || names.includes(POLICY.confirmed) || names.includes(POLICY.owner)) return ['user', 'admin'];
  return ['public', 'user', 'admin'];
}

interface RouterLike {
  routes?: Array<{ handler?: unknown; config?: { policies?: unknown[] } }>;
}

/**
 * The permission table of our APIs from their routes: `api::<api>.<controller>.<action>` per
 * route, granted to the roles its policy admits.
 */
export function permissionsFromRoutes(apis: Record<string, { routes?: Record<string, RouterLike> | RouterLike[] }>): Record<RoleKey, string[]> {
  const table: Record<RoleKey, Set<string>> = { public: new Set(), user: new Set(), admin: new Set() };
  for (const [apiName, api] of Object.entries(apis)) {
    const routers = Array.isArray(api.routes) ? [{ routes: api.routes }] : Object.values(api.routes ?? {});
    for (const router of routers as RouterLike[]) {
      for (const r of router.routes ?? []) {
        if (typeof r.handler !== 'string') continue;
        const action = r.handler.includes('::') ? r.handler : `api::${apiName}.${r.handler}`;
        for (const role of rolesOf(r.config?.policies)) table[role].add(action);
      }
    }
  }
  return { public: [...table.public].sort(), user: [...table.user].sort(), admin: [...table.admin].sort() };
}
