import { describe, expect, it } from 'vitest';
import { pathPattern } from '../src/framework/direct-routes';
import { useServer, api, createProduct, serverLog, signUp } from './api';

/**
 * The like taken before the global chain (src/framework/direct-routes.ts) answers what the router
 * answers. A like with a body is left to the whole chain, so the same server answers one request
 * each way: bodiless (the direct way, as the site sends it) and with an empty JSON body (the router).
 */
useServer();

const shortcutsOff = process.env.FRAMEWORK_SHORTCUTS === 'off';
const like = (id: string, token: string | undefined, way: 'direct' | 'router', headers: Record<string, string> = {}) =>
  api('POST', `/api/products/${id}/like`, { token, headers, ...(way === 'router' ? { body: {} } : {}) });
const answer = (res: { status: number; body: unknown; headers: Headers }) => ({ status: res.status, body: res.body, session: res.headers.get('x-session') });

describe('direct routes', () => {
  it('are on with the framework shortcuts, and the like route was found', () => {
    expect(serverLog()).toMatch(shortcutsOff ? /shortcuts off/ : /\[framework\] shortcuts on: [^\n]*direct-routes/);
    expect(serverLog()).not.toContain('direct-routes off');
  });

  it('a like answers the same either way: visitor, broken or stale session, unknown, own, first and second like', async () => {
    const owner = await signUp('Vendeuse');
    const product = await createProduct(owner.token);
    const [fanDirect, fanRouter] = await Promise.all([signUp('Fan'), signUp('Fan')]);
    const cases: Array<[string, (way: 'direct' | 'router') => Promise<ReturnType<typeof answer>>]> = [
      ['visitor', async (way) => answer(await like(product.id, undefined, way))],
      ['not a bearer', async (way) => answer(await like(product.id, undefined, way, { authorization: 'Basic abc' }))],
      ['stale token', async (way) => answer(await like(product.id, 'a.b.c', way))],
      ['unknown listing', async (way) => answer(await like('doesnotexist000000000000', way === 'direct' ? fanDirect.token : fanRouter.token, way))],
      ['own listing', async (way) => answer(await like(product.id, owner.token, way))],
    ];
    for (const [label, run] of cases) {
      const direct = await run('direct');
      expect({ label, ...direct }).toEqual({ label, ...(await run('router')) });
      expect(direct.status, label).toBeGreaterThanOrEqual(400);
    }
    // The first like of each fan counts (the second promotes: same message shape, the count moves on).
    const first = await like(product.id, fanDirect.token, 'direct');
    const firstByRouter = await like(product.id, fanRouter.token, 'router');
    expect([first.status, firstByRouter.status]).toEqual([200, 200]);
    expect([first.body.newLikeCount, firstByRouter.body.newLikeCount]).toEqual([1, 2]);
    // Twice: 409 either way, whichever way the first went.
    expect(answer(await like(product.id, fanDirect.token, 'router'))).toEqual(answer(await like(product.id, fanRouter.token, 'direct')));
    expect((await like(product.id, fanDirect.token, 'direct')).status).toBe(409);
  });

  it('leaves to the router what it does not take: a NUL in the path, a bad escape, another method', async () => {
    const fan = await signUp();
    expect((await api('POST', '/api/products/abc%00/like', { token: fan.token })).status).toBe(400);
    expect((await api('POST', '/api/products/%E0%A4%A/like', { token: fan.token })).status).toBeLessThan(500);
    const get = await api('GET', '/api/products/abc/like', { token: fan.token });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
  });
});

describe('a declared path as a pattern', () => {
  it('matches the path under /api with its parameters, and nothing else', () => {
    const { pattern, params } = pathPattern('/products/:id/like');
    expect(params).toEqual(['id']);
    expect(pattern.exec('/api/products/abc123/like')?.[1]).toBe('abc123');
    for (const path of ['/api/products/abc/like/', '/api/products//like', '/products/abc/like', '/api/products/a/b/like']) expect(pattern.test(path), path).toBe(false);
    expect(() => pathPattern('/products/(.*)')).toThrow(/unsupported/);
  });
});
