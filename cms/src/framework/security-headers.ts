import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import type { FrameworkShortcut } from './index';

/**
 * The security headers of 'strapi::security' (helmet: CSP, HSTS, frame and sniffing rules), with
 * helmet built once. Strapi's middleware merges its defaults into the config with lodash and
 * builds a new helmet on every request, which cost more than a whole `/_health` answer
 * (ARCHITECTURE "Hot paths"). Same headers as before, byte for byte (cms/test/headers-integrity.test.ts).
 *
 * The config is the project's own (config/middlewares.ts); Strapi's defaults for what it leaves
 * out are repeated here. As in Strapi, the studio's pages in development get the script and
 * connection sources Vite's hot reload needs.
 */
type Directives = Record<string, string[] | null>;
export interface SecurityConfig {
  contentSecurityPolicy: { useDefaults: boolean; directives: Directives };
}

const STRAPI_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xssFilter: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' as const },
};

const DEV_STUDIO_DIRECTIVES: Directives = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'http:', 'https:', 'ws:'],
};

function withDirectives(base: Directives, extra: Directives): Directives {
  const merged = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    const current = merged[name];
    merged[name] = Array.isArray(current) && Array.isArray(sources) ? [...current, ...sources] : sources;
  }
  return merged;
}

const middleware = (config: SecurityConfig, { strapi }: { strapi: { config: { get(key: string): unknown } } }) => {
  const build = (directives: Directives) => helmet({ ...STRAPI_DEFAULTS, contentSecurityPolicy: { ...config.contentSecurityPolicy, directives } });
  const everywhere = build(config.contentSecurityPolicy.directives);
  const development = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
  const studioInDevelopment = development ? build(withDirectives(config.contentSecurityPolicy.directives, DEV_STUDIO_DIRECTIVES)) : null;
  const studioPath = String(strapi.config.get('admin.path') ?? '/admin');
  return function security(ctx: Context, next: Next) {
    if (studioInDevelopment && ctx.method === 'GET' && ctx.path.startsWith(studioPath)) return studioInDevelopment(ctx, next);
    return everywhere(ctx, next);
  };
};
export default middleware;

/** Checked against 5.54.0; helmet built once: more than a whole /_health answer saved per request (decision 54). Takes the name 'strapi::security' in Strapi's middleware registry, so config/middlewares.ts configures either. */
export const securityHeadersShortcut: FrameworkShortcut = {
  name: 'security-headers',
  replaces: 'helmet built on every request (@strapi/core middlewares/security.js)',
  checkedAgainst: '5.54.0',
  install: (strapi) => (strapi.get('middlewares') as { set(uid: string, factory: unknown): unknown }).set('strapi::security', middleware),
};
