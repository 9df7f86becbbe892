import { describe, expect, it } from 'vitest';
import { api, createProduct, signUp, useServer } from './api';

useServer();

/** Bad input never crashes anything: a 4xx with a French message, never a 500. */
const FRENCH = /[a-zàâçéèêëîïôûùüÿœ]/i;
const ENGLISH_LEAK = /\b(Expected|Invalid input|Required|received|must be|is not|undefined|Internal Server Error|TypeError|Cannot read)\b/;
const big = 'x'.repeat(100 * 1024);

const bodies: Array<[string, unknown]> = [
  ['array instead of object', [{ title: 'a' }]],
  ['string body', 'bonjour'],
  ['number body', 42],
  ['null body', null],
  ['wrong types', { title: 12, description: true, price: { a: 1 }, category: ['mobilier'], location: 5 }],
  ['100 KB strings', { title: big, description: big, category: 'mobilier', location: big, price: 10 }],
  ['unknown fields', { title: 'Une table', description: 'Belle table en bois', category: 'mobilier', location: 'Tunis', price: 10, hacker: 'yes' }],
  ['operator injection', { title: { $gt: '' }, description: 'x', category: 'mobilier', location: 'Tunis', price: 1 }],
  ['nested arrays', { title: [[['x']]], description: [[]], category: [], location: {}, price: [] }],
];

async function expectFrench4xx(method: string, path: string, token: string | undefined, body: unknown, label: string) {
  const res = await api(method, path, { token, raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body?.error?.message, label).toMatch(FRENCH);
  expect(res.body.error.message, label).not.toMatch(ENGLISH_LEAK);
}

describe('malformed bodies get a 400 in French', () => {
  it('POST /api/products', async () => {
    const s = await signUp();
    for (const [label, body] of bodies) await expectFrench4xx('POST', '/api/products', s.token, body, label);
    const count = await api('GET', '/api/products');
    expect(count.body.meta.pagination.total).toBe(0); // nothing stored
  });

  it('PUT /api/products/:id', async () => {
    const s = await signUp();
    const product = await createProduct(s.token);
    for (const [label, body] of bodies) {
      if (label === 'null body') continue; // an empty edit is a no-op, not an error
      await expectFrench4xx('PUT', `/api/products/${product.id}`, s.token, body, label);
    }
    expect((await api('GET', `/api/products/${product.id}`)).body.data.title).toBe(product.title);
  });

  it('POST /api/auth/signup and /api/auth/signin', async () => {
    for (const path of ['/api/auth/signup', '/api/auth/signin']) {
      for (const [label, body] of [...bodies, ['email only', { email: 'a@b.tn' }] as [string, unknown]]) {
        await expectFrench4xx('POST', path, undefined, body, `${path} ${label}`);
      }
    }
  });

  it('POST /api/admin/categories and the like endpoint ignore or refuse junk', async () => {
    const s = await signUp();
    await expectFrench4xx('POST', '/api/admin/categories', s.token, { name: big }, 'category as user');
    const product = await createProduct((await signUp()).token);
    const like = await api('POST', `/api/products/${product.id}/like`, { token: s.token, raw: '{"like_count": 1000', headers: { 'content-type': 'application/json' } });
    expect(like.status).toBeLessThan(500);
  });

  it('invalid JSON syntax is a 400 in French', async () => {
    const s = await signUp();
    const res = await api('POST', '/api/products', { token: s.token, raw: '{"title": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(FRENCH);
    expect(res.body.error.message).not.toMatch(ENGLISH_LEAK);
  });

  it('hostile query strings on the listing never crash', async () => {
    for (const q of ['page=abc', 'pageSize=-1', 'minPrice=NaN', 'maxPrice=1e400', 'sort[$ne]=1', 'category[]=a&category[]=b', `search=${'é'.repeat(500)}`, 'dateRange=yesterday', 'freeOnly=maybe']) {
      const res = await api('GET', `/api/products?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.message, q).toMatch(FRENCH);
    }
  });
});
