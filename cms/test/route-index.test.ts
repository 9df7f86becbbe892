import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from './harness';
import { dropInertAllowedMethods, fixedSegments, indexLayers, matchAmong, type RouteLayer } from '../src/framework/route-index';
import { shortcutsOff } from './api';

/**
 * The router's index must give, for every path and method, exactly what @koa/router's own `match`
 * gives: the same layers, in the same order. Checked on patterns chosen for their edges and on the
 * app's real route table (Strapi booted in this process from dist/).
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];
const stockMatch = (router: Router, p: string, method: string) => Router.prototype.match.call(router, p, method);
const names = (layers: unknown[]) => (layers as RouteLayer[]).map((l) => `${l.methods.join(',') || 'use'} ${String(l.path)}`);

function expectSameMatches(router: Router, paths: string[]) {
  const layers = router.stack as unknown as RouteLayer[];
  const index = indexLayers(layers);
  let compared = 0;
  for (const p of paths) {
    for (const method of METHODS) {
      const stock = stockMatch(router, p, method);
      const ours = matchAmong(index.candidates(p), p, method);
      expect({ p, method, path: names(ours.path), pathAndMethod: names(ours.pathAndMethod), route: ours.route }).toEqual({
        p,
        method,
        path: names(stock.path),
        pathAndMethod: names(stock.pathAndMethod),
        route: stock.route,
      });
      compared++;
    }
  }
  return compared;
}

/** Paths a pattern should and should not take: its parameters filled, its case changed, cut and extended. */
function samplePaths(pattern: string): string[] {
  const filled = pattern
    .replace(/:(\w+)(\([^)]*\))?\??/g, 'x1')
    .replace(/\(\(\?!uploads\/\)\.\+\)/g, 'products')
    .replace(/\([^)]*\)\??/g, 'abc')
    .replace(/[*+?{}]/g, '');
  const base = filled.startsWith('/') ? filled : `/${filled}`;
  const cut = base.split('/').slice(0, -1).join('/') || '/';
  return [base, base.toUpperCase(), `${base}/`, `${base}/extra`, `${base}x`, cut, `${cut}/`];
}

const FIXED_PATHS = [
  '/', '//', '/api', '/api/', '/API', '/Api/Categories', '/api/categories', '/api/categories/', '/api/categoriesx',
  '/api/products/123', '/api/products/123/like', '/api/unknown/thing', '/apix', '/ap', '/products', '/products/abc',
  '/uploads/photo.webp', '/uploads', '/admin', '/admin/', '/admin/users/me', '/studio', '/studio/login', '/_health',
  '/_HEALTH', '/%C3%A9t%C3%A9', '/\u212Aey', '/api/%2F', '/content-manager/collection-types/api::product.product',
];

describe('route index: edges of path-to-regexp', () => {
  const router = new Router();
  const noop = async () => undefined;
  router.use(noop); // no path: every path
  router.get('/', noop);
  router.use('/', noop); // without `end`, "/" takes every path
  router.use('/api/', noop); // ...and "/api/" every path under /api/
  router.get('/api', noop);
  router.get('/api/:id?', noop); // "/api" too: the "/" is the parameter's prefix
  router.get('/api/categories', noop);
  router.get('/api/categories/:id', noop);
  router.post('/api/products/:id/like', noop);
  router.get('/api:suffix', noop); // parameter glued to the first segment
  router.get('/api{/:one}?/end', noop);
  router.get('/files/(.*)', noop);
  router.get('/Mixed/Case', noop);
  router.register('/exact', ['get'], [noop], { sensitive: true });
  router.register('/strict/', ['get'], [noop], { strict: true });
  router.get('/((?!uploads/).+)', noop);
  router.get(/^\/regexp\/(\d+)$/, noop);
  router.all('/anything', noop);
  router.get('/été', noop);
  const nested = new Router({ prefix: '/admin' });
  nested.get('/users/:id', noop);
  nested.get('/', noop);
  router.use(nested.routes(), nested.allowedMethods());
  const api = new Router({ prefix: '/api' });
  const group = new Router();
  group.get('/things/:id', noop);
  api.use(group.routes(), group.allowedMethods());
  router.use(api.routes(), api.allowedMethods());

  it('reads as fixed only the segments a pattern fixes completely', () => {
    const segments = (p: string) => fixedSegments(router.stack.find((l) => l.path === p) as unknown as RouteLayer);
    expect(segments('/api/categories')).toEqual(['api', 'categories']);
    expect(segments('/api/categories/:id')).toEqual(['api', 'categories']);
    expect(segments('/api/:id?')).toEqual(['api']);
    expect(segments('/api/')).toEqual(['api']);
    expect(segments('/')).toEqual([]);
    expect(segments('/api:suffix')).toEqual([]);
    expect(segments('/Mixed/Case')).toEqual(['mixed', 'case']);
    expect(segments('/été')).toEqual([]);
    expect(segments('/((?!uploads/).+)')).toEqual([]);
  });

  it('matches exactly what @koa/router matches, for every method', () => {
    const patterns = router.stack.filter((l) => typeof l.path === 'string').map((l) => l.path as string);
    const paths = [...new Set([...FIXED_PATHS, ...patterns.flatMap(samplePaths), '/regexp/12', '/Mixed/case', '/EXACT', '/exact', '/strict', '/strict/'])];
    expect(expectSameMatches(router, paths)).toBeGreaterThan(1000);
  });

  it('keeps nested allowedMethods while a route other than /_health takes OPTIONS or any method', () => {
    const layers = router.stack as unknown as RouteLayer[];
    expect(dropInertAllowedMethods(layers)).toBe(layers);
    const withoutAll = layers.filter((l) => l.path !== '/anything');
    const dropped = withoutAll.filter((l) => !dropInertAllowedMethods(withoutAll).includes(l));
    expect(dropped.length).toBe(3);
    expect(dropped.every((l) => l.methods.length === 0 && l.stack[0]?.name === 'allowedMethods')).toBe(true);
  });
});

describe.skipIf(shortcutsOff)("route index: the app's route table", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-routes-'));
  let app: { server: { router: Router; mount(): unknown }; destroy(): Promise<void> } | undefined;
  // Strapi's destroy removes every process listener, vitest's channel to this worker included.
  const ownListeners = process.eventNames().map((event) => [event, process.listeners(event as 'message')] as const);

  beforeAll(async () => {
    Object.assign(process.env, serverEnv({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'routes.db') }));
    // Strapi's CommonJS build, as `strapi start` loads it (its ES build trips on lodash/fp here).
    const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');
    const cms = path.resolve(__dirname, '..');
    app = (await createStrapi({ appDir: cms, distDir: path.join(cms, 'dist') }).load()) as unknown as typeof app;
    app!.server.mount();
  });

  afterAll(async () => {
    await app?.destroy();
    for (const [event, listeners] of ownListeners) {
      for (const listener of listeners) if (!process.listeners(event as 'message').includes(listener)) process.on(event as 'message', listener);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has dropped only allowedMethods layers, and no route but /_health takes OPTIONS', () => {
    const stack = app!.server.router.stack as unknown as RouteLayer[];
    expect(stack.length).toBeGreaterThan(250);
    expect(stack.filter((l) => l.methods.length === 0 && l.stack[0]?.name === 'allowedMethods')).toEqual([]);
    expect(stack.filter((l) => l.methods.includes('OPTIONS')).map((l) => l.path)).toEqual(['/_health']);
  });

  it('matches exactly what @koa/router matches, on every route of the API and the studio', () => {
    const router = app!.server.router;
    const patterns = router.stack.filter((l) => typeof l.path === 'string').map((l) => l.path as string);
    const paths = [...new Set([...FIXED_PATHS, ...patterns.flatMap(samplePaths)])];
    expect(expectSameMatches(router, paths)).toBeGreaterThan(5000);
    // And the router answers through the index.
    const p = '/api/categories';
    expect(names(router.match(p, 'GET').pathAndMethod)).toEqual(names(stockMatch(router, p, 'GET').pathAndMethod));
    expect(router.match).not.toBe(Router.prototype.match);
  });
});
