import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, carProduct, createProduct, dbConnection, mailbox, otherProduct, signUp, uniqueEmail, useServer, type ApiResponse, onPostgres } from './api';
import { insertFacetListings } from './facet-listings';
import { startServer, type TestServer } from './harness';
import { flushPrefix, keysUnder, SHARED_REDIS_URL, uniqueRedisPrefix } from './redis';
import { studioToken } from './studio';
import { RATE_RULES } from '../src/http/rate-limit';
import { MAX_FAILURES } from '../src/auth/signin-guard';

/**
 * Two replicas behind one address (ARCHITECTURE Decision 48): two Strapi processes on one
 * PostgreSQL database and one Redis, as docker-compose.yml runs them. Whatever replica a request
 * lands on, the abuse budgets are the same budgets and a write is read fresh at once.
 *
 * Both replicas trust X-Forwarded-For (TRUST_PROXY, as behind the compose file's proxy), so each
 * test picks the client address it plays; limits are at their production numbers.
 */
const PASSWORD = 'Jasmin-Carthage-77';
const prefix = uniqueRedisPrefix('replicas');
const shared = { REDIS_URL: SHARED_REDIS_URL, REDIS_PREFIX: prefix, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' };

describe.skipIf(!onPostgres)('two replicas on one PostgreSQL and one Redis (SQLite is one file of one process: PostgreSQL only)', () => {
  useServer(shared);
  let second: TestServer | undefined;
  let a = '';
  let b = '';

  beforeAll(async () => {
    second = await startServer({ db: 'postgres', databaseUrl: dbConnection(), env: { ...mailbox().env(), ...shared } });
    a = baseUrl();
    b = second.url;
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await flushPrefix(SHARED_REDIS_URL, prefix);
  });

  const signIn = (replica: string, email: string, password: string, ip: string) =>
    api('POST', '/api/auth/signin', { base: replica, body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('both replicas count in the run’s own Redis keys', async () => {
    expect((await signIn(a, uniqueEmail('sonde'), 'essai-faux-1', '192.0.2.200')).status).toBe(400);
    expect((await keysUnder(SHARED_REDIS_URL, prefix)).length).toBeGreaterThan(0);
  });

  it('alternating replicas does not double the per-IP sign-in budget', async () => {
    const ip = '203.0.113.7';
    const budget = RATE_RULES.signin.ip;
    const results: ApiResponse[] = [];
    for (let i = 0; i < budget + 2; i++) results.push(await signIn(i % 2 ? b : a, uniqueEmail('intrus'), `essai-faux-${i}`, ip));
    const statuses = results.map((r) => r.status);
    // The first `budget` are wrong passwords; the next one is refused by A, the one after by B.
    expect(statuses, statuses.join(',')).toEqual([...Array(budget).fill(400), 429, 429]);
    expect(Number(results[budget]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('alternating replicas (and addresses) does not double one account’s failure budget', async () => {
    const victim = await signUp('Cible');
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await signIn(i % 2 ? b : a, victim.user.email, `essai-${i}-faux`, `198.51.100.${i + 1}`);
      expect(res.status, `failure ${i + 1}`).toBe(400);
    }
    // Locked on both replicas, even with the right password, from an address never seen before.
    for (const [replica, ip] of [[a, '198.51.100.101'], [b, '198.51.100.102']] as const) {
      const locked = await signIn(replica, victim.user.email, PASSWORD, ip);
      expect(locked.status, replica).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('a listing edited through A is read fresh through B at once', async () => {
    const seller = await signUp('Vendeuse');
    const product = await createProduct(seller.token, otherProduct({ title: 'Buffet ancien en noyer' }));
    const detail = () => api('GET', `/api/products/${product.id}`, { base: b });
    const page = async () => ((await api('GET', '/api/products?pageSize=50', { base: b })).body.data as Array<{ id: string; title: string }>).find((p) => p.id === product.id);
    // B reads (and keeps) the detail and the page.
    expect((await detail()).body.data.title).toBe('Buffet ancien en noyer');
    expect((await page())?.title).toBe('Buffet ancien en noyer');

    const edit = await api('PUT', `/api/products/${product.id}`, { base: a, token: seller.token, body: { title: 'Buffet restauré en noyer' } });
    expect(edit.status).toBe(200);
    expect((await detail()).body.data.title).toBe('Buffet restauré en noyer');
    expect((await page())?.title).toBe('Buffet restauré en noyer');

    expect((await api('DELETE', `/api/products/${product.id}`, { base: a, token: seller.token })).status).toBe(200);
    expect((await detail()).status).toBe(404);
  });

  it('category counts kept by B for a minute follow a listing published through A at once', async () => {
    const countOn = async (replica: string) =>
      ((await api('GET', '/api/categories', { base: replica })).body.data as Array<{ slug: string; product_count: number }>).find((c) => c.slug === 'mobilier')!.product_count;
    const before = await countOn(b);
    expect(await countOn(b)).toBe(before); // kept
    const seller = await signUp('Vendeur');
    await createProduct(seller.token, otherProduct());
    expect(await countOn(b)).toBe(before + 1);
  });

  it('a password changed through A ends the old session on B at once', async () => {
    const user = await signUp('Prudente');
    // B has the session's user in its cache.
    expect((await api('GET', '/api/profile', { base: b, token: user.token })).status).toBe(200);
    const change = await api('PATCH', '/api/profile', {
      base: a,
      token: user.token,
      body: { display_name: 'Prudente', currentPassword: PASSWORD, newPassword: 'Olivier-Kairouan-58' },
    });
    expect(change.status).toBe(200);
    const stale = await api('GET', '/api/profile', { base: b, token: user.token });
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.code).toBe('session_expired');
    expect((await api('GET', '/api/profile', { base: b, token: change.body.token as string })).status).toBe(200);
  });

  it('a permission taken from visitors in the studio of A closes the route on B at once, and reopens it', async () => {
    expect((await api('GET', '/api/categories', { base: b })).status).toBe(200);
    const token = await studioToken();
    const roles = await api('GET', '/users-permissions/roles', { token });
    const publicRole = (roles.body.roles as Array<{ id: number; type: string }>).find((r) => r.type === 'public')!;
    const { role } = (await api('GET', `/users-permissions/roles/${publicRole.id}`, { token })).body;
    const find = role.permissions['api::category'].controllers.category.find;
    const save = () => api('PUT', `/users-permissions/roles/${publicRole.id}`, { token, body: { name: role.name, description: role.description, permissions: role.permissions } });
    find.enabled = false;
    try {
      expect((await save()).status).toBe(200);
      expect((await api('GET', '/api/categories', { base: b })).status).toBe(401);
    } finally {
      find.enabled = true;
      expect((await save()).status).toBe(200);
    }
    expect((await api('GET', '/api/categories', { base: b })).status).toBe(200);
  });

  it('facet counts B keeps in memory follow a car published through A at once (decision 93)', async () => {
    // More cars than the bound: B's SQL estimates them, its copy counts them exactly.
    await insertFacetListings(33_000, 'replica');
    type Answer = { facets: Array<{ param: string; exact: boolean; options: Array<{ value: string; count: number }> }> };
    const facetsOn = async (replica: string, query: string) => (await api('GET', `/api/products/facets?${query}`, { base: replica })).body.data as Answer;
    const kiaOn = (answer: Answer) => answer.facets.find((f) => f.param === 'brand')!.options.find((o) => o.value === 'kia')?.count ?? 0;
    /**
     * B's answer once its copy is read: each query new to the facet counts' cache, each over every car
     * (prices < 5 000). After a write B reads again no sooner than MIRROR_READ_SPACING times its last
     * read's length (~250 ms for these cars here, over a second on a loaded CI host): up to 40 s.
     */
    const exactOnB = async (from: number) => {
      const deadline = Date.now() + 40_000;
      let answer = await facetsOn(b, `category=voiture&maxPrice=${from}`);
      for (let tries = 1; Date.now() < deadline && answer.facets.some((f) => !f.exact); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await facetsOn(b, `category=voiture&maxPrice=${from - tries}`);
      }
      expect(answer.facets.every((f) => f.exact)).toBe(true);
      return answer;
    };
    const before = kiaOn(await exactOnB(99_999));
    const seller = await signUp('Vendeur Kia');
    await createProduct(seller.token, carProduct({ title: 'Kia Rio', car_brand: 'kia', price: '4 000' }));
    // At once, never the old copy's count: B's SQL estimates until its copy is read again.
    const right = await facetsOn(b, 'category=voiture&maxPrice=89999');
    if (right.facets.every((f) => f.exact)) expect(kiaOn(right)).toBe(before + 1);
    expect(kiaOn(await exactOnB(79_999))).toBe(before + 1);
  }, 120_000);
});
