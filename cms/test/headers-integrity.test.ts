import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { api, createProduct, dbName, serverLog, signUp, sql, useServer, shortcutsOff } from './api';

// A site folder of the test's own, empty: the headers below are the same whether or not
// frontend/dist is built where the tests run (a built site writes its boot script's hash into a page's CSP).
useServer({ SITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'souk-no-site-')) });

describe('response headers', () => {
  it('no X-Powered-By anywhere', async () => {
    for (const path of ['/api/products', '/api/nowhere', '/_health', '/']) {
      const res = await api('GET', path);
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it("carries Strapi's security headers on the site, the API and the studio, as Strapi's own middleware wrote them", async () => {
    // src/framework/security-headers.ts builds helmet once; these are the values 'strapi::security'
    // answered with the project's config before it took that middleware's place.
    const csp =
      "connect-src 'self' https:;img-src 'self' data: blob: https:;media-src 'self' data: blob:;default-src 'self';base-uri 'self';font-src 'self' https: data:;" +
      "form-action 'self';frame-ancestors 'self';object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'";
    // The site (robots.txt and an unknown page), the API, the studio's API: paths answered whether or
    // not the site and the studio are built (CI runs these tests before `npm run build`; there `/`
    // and `/studio` are Strapi's admin routes failing for the missing build).
    for (const path of ['/robots.txt', '/nowhere', '/api/products', '/admin/init', '/_health', '/api/nowhere']) {
      const res = await api('GET', path);
      expect(res.headers.get('content-security-policy'), path).toBe(csp);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('x-xss-protection'), path).toBeNull();
    }
  });

  it('Cache-Control: no-store on answers carrying personal data or a token', async () => {
    const s = await signUp('Privée');
    const signin = await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: 'Jasmin-Carthage-77' } });
    expect(signin.status).toBe(200);
    const answers = [
      signin,
      await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: 'faux' } }),
      await api('GET', '/api/profile', { token: s.token }),
      await api('GET', '/api/conversations', { token: s.token }),
      await api('GET', '/api/notifications', { token: s.token }),
      await api('GET', `/api/users/${s.user.id}/profile`, { token: s.token }),
      await api('GET', '/api/products', { token: s.token }),
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    // An anonymous public read keeps its revalidation policy (ETag), never a long-lived cache.
    expect((await api('GET', '/api/products')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe.skipIf(shortcutsOff)('access log (src/framework/access-log.ts in place of strapi::logger)', () => {
  it("writes one line per request in Strapi's format, within a moment, whatever the answer", async () => {
    const marker = `access-${Date.now()}`;
    await api('GET', `/api/products?search=${marker}`);
    await api('GET', `/api/nowhere-${marker}`);
    const lines = () => serverLog().split('\n').filter((l) => l.includes(marker));
    await expect.poll(() => lines().length, { timeout: 3000 }).toBe(2);
    const format = /^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\] http: (GET|POST) \S+ \(\d+ ms\) \d{3}$/;
    const mine = lines();
    expect(mine).toHaveLength(2);
    for (const line of mine) expect(line).toMatch(format);
    expect(mine[0]).toContain(`GET /api/products?search=${marker} (`);
    expect(mine[0]).toMatch(/\) 200$/);
    expect(mine[1]).toMatch(/\) 404$/);
  });
});

describe('a like racing the deletion of its listing', () => {
  it('leaves no orphan like rows', async () => {
    const likers = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(`Voisin ${i}`)));
    const results: Record<number, number> = {};
    for (let round = 0; round < 5; round++) {
      const seller = await signUp('Vendeur pressé');
      const product = await createProduct(seller.token);
      const likes = likers.map((l, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => api('POST', `/api/products/${product.id}/like`, { token: l.token })));
      const deletion = new Promise((r) => setTimeout(r, 12)).then(() => api('DELETE', `/api/products/${product.id}`, { token: seller.token }));
      const [deleted, ...liked] = await Promise.all([deletion, ...likes]);
      expect(deleted.status).toBe(200);
      for (const l of liked) {
        results[l.status] = (results[l.status] ?? 0) + 1;
        expect([200, 201, 404]).toContain(l.status);
      }
    }
    const [orphans] = await sql<{ likes: number; product_links: number; user_links: number }>(
      `select
        (select count(*) from likes l where not exists (select 1 from likes_product_lnk lp where lp.like_id = l.id)) as likes,
        (select count(*) from likes_product_lnk lp where not exists (select 1 from products p where p.id = lp.product_id)) as product_links,
        (select count(*) from likes_user_lnk lu where not exists (select 1 from likes l where l.id = lu.like_id)) as user_links`,
    );
    console.log(`[like-vs-delete] ${dbName()}: like answers ${JSON.stringify(results)}, orphans ${JSON.stringify(orphans)}`);
    expect({ likes: Number(orphans!.likes), product_links: Number(orphans!.product_links), user_links: Number(orphans!.user_links) }).toEqual({ likes: 0, product_links: 0, user_links: 0 });
  });
});
