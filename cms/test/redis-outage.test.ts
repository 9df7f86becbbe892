import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, serverLog, signUp, uniqueEmail, useServer, type ApiResponse } from './api';
import { keysUnder, PrivateRedis, uniqueRedisPrefix } from './redis';
import { RATE_RULES } from '../src/http/rate-limit';
import { MAX_FAILURES } from '../src/auth/signin-guard';

/**
 * Redis helps the replicas agree; it is never a dependency (ARCHITECTURE Decision 48). This
 * server counts its limits in a Redis of the test's own, which the test kills and starts again:
 * while it is away every request answers as before (never a 5xx), the limits hold in the
 * process, and once it is back the counting returns to it by itself.
 */
const PASSWORD = 'Jasmin-Carthage-77';
const redis = new PrivateRedis();
const prefix = uniqueRedisPrefix('outage');
const env: Record<string, string> = { REDIS_PREFIX: prefix, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' };

beforeAll(async () => {
  await redis.start();
  env.REDIS_URL = redis.url; // read by useServer's hook, which runs after this one
}, 30_000);
useServer(env);
afterAll(() => redis.kill());

const signIn = (email: string, password: string, ip: string) => api('POST', '/api/auth/signin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('a Redis outage', () => {
  it('with Redis up, the limits are counted there', async () => {
    expect((await signIn(uniqueEmail('sonde'), 'essai-faux-1', '192.0.2.10')).status).toBe(400);
    expect((await keysUnder(redis.url, prefix)).length).toBeGreaterThan(0);
  });

  it('Redis gone: sign-up, publishing, editing and reading answer as before, never 5xx', async () => {
    await redis.kill();
    const seller = await signUp('Vendeuse');
    const product = await createProduct(seller.token, otherProduct({ title: 'Armoire en pin' }));
    expect((await api('GET', `/api/products/${product.id}`)).body.data.title).toBe('Armoire en pin');
    const edit = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { title: 'Armoire en pin massif' } });
    expect(edit.status).toBe(200);
    // This process's own caches are still cleared by its writes.
    expect((await api('GET', `/api/products/${product.id}`)).body.data.title).toBe('Armoire en pin massif');
    for (const path of ['/api/products', '/api/categories', '/api/products/promoted']) expect((await api('GET', path)).status, path).toBe(200);
    expect((await api('GET', '/api/profile', { token: seller.token })).status).toBe(200);
  });

  it('Redis gone: the per-IP and per-account sign-in limits hold in the process', async () => {
    const budget = RATE_RULES.signin.ip;
    const results: ApiResponse[] = [];
    for (let i = 0; i < budget + 1; i++) results.push(await signIn(uniqueEmail('intrus'), `essai-faux-${i}`, '203.0.113.50'));
    expect(results.map((r) => r.status)).toEqual([...Array(budget).fill(400), 429]);

    const victim = await signUp('Cible');
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(victim.user.email, `essai-${i}-faux`, `198.51.100.${i + 1}`)).status).toBe(400);
    expect((await signIn(victim.user.email, PASSWORD, '198.51.100.200')).status).toBe(429);
    // One line in the log for the outage, not one per failed command.
    expect(serverLog().match(/\[redis\] unavailable/g)?.length).toBe(1);
  });

  it('Redis back: the counting returns to it by itself', async () => {
    await redis.start();
    const deadline = Date.now() + 15_000;
    let keys: string[] = [];
    for (let i = 0; keys.length === 0 && Date.now() < deadline; i++) {
      expect((await signIn(uniqueEmail('retour'), 'essai-faux-1', `192.0.2.${100 + (i % 100)}`)).status).toBe(400);
      keys = await keysUnder(redis.url, prefix);
      if (keys.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(serverLog()).toMatch(/\[redis\] \w+ connection is back/);
  });
});
