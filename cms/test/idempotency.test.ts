import { describe, expect, it } from 'vitest';
import { api, baseUrl, createProduct, jpegWithExif, otherProduct, signUp, sql, uniqueEmail, useServer } from './api';

/**
 * Idempotency-Key on publishing, sending a message and signing up (src/http/idempotency.ts): a repeat
 * with the same key and body gets the first answer and writes nothing; the same key with another
 * body is a 422 in French; a request that failed frees its key. Scheduled expiry and the Redis
 * store across replicas are in idempotency-store.test.ts.
 */
useServer();

const PASSWORD = 'Jasmin-Carthage-77';
const key = (name: string) => `${name}-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;

describe('Idempotency-Key', () => {
  it('signing up twice with one key makes one account and answers the first answer again, session cookie included', async () => {
    const email = uniqueEmail('une-fois');
    const body = { email, password: PASSWORD, display_name: 'Une fois' };
    const headers = { 'idempotency-key': key('inscription') };
    const first = await api('POST', '/api/auth/signup', { body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await api('POST', '/api/auth/signup', { body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
    expect(await sql('select id from up_users where email = ?', [email])).toHaveLength(1);
    // Without the key, the same body is a second sign-up: refused, the address is taken.
    expect((await api('POST', '/api/auth/signup', { body })).status).toBe(409);
  });

  it('the same key with another body is a 422 in French; a malformed key is a 400', async () => {
    const headers = { 'idempotency-key': key('autre-corps') };
    expect((await api('POST', '/api/auth/signup', { body: { email: uniqueEmail('a'), password: PASSWORD, display_name: 'A' }, headers })).status).toBe(201);
    const other = await api('POST', '/api/auth/signup', { body: { email: uniqueEmail('b'), password: PASSWORD, display_name: 'B' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.error.details.code).toBe('idempotency_key_reused');
    expect(other.body.error.message).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête');
    for (const bad of ['court', 'x'.repeat(256), 'avec espace dedans']) {
      const res = await api('POST', '/api/auth/signup', { body: { email: uniqueEmail('c'), password: PASSWORD, display_name: 'C' }, headers: { 'idempotency-key': bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.details.code).toBe('idempotency_key_invalid');
    }
  });

  it('a request that failed frees its key: the corrected body goes through with it', async () => {
    const headers = { 'idempotency-key': key('corrigee') };
    const email = uniqueEmail('corrigee');
    const refused = await api('POST', '/api/auth/signup', { body: { email, password: 'court', display_name: 'Corrigée' }, headers });
    expect(refused.status).toBe(400);
    const fixed = await api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, display_name: 'Corrigée' }, headers });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('publishing: a repeat (JSON or multipart with the same photo) is the same listing; another photo under the key is a 422', async () => {
    const seller = await signUp('Vendeur prudent');
    const headers = { 'idempotency-key': key('annonce') };
    const body = otherProduct({ title: `Armoire normande ${Date.now()}` });
    const first = await api('POST', '/api/products', { token: seller.token, body, headers });
    expect(first.status).toBe(201);
    const again = await api('POST', '/api/products', { token: seller.token, body, headers });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await sql('select id from products where title = ?', [body.title])).toHaveLength(1);

    const photo = await jpegWithExif(500, 400);
    const multipart = (image: Buffer) => {
      const form = new FormData();
      form.append('data', JSON.stringify(otherProduct({ title: `Commode en chêne ${process.pid}` })));
      form.append('images', new Blob([image], { type: 'image/jpeg' }), 'commode.jpg');
      return fetch(`${baseUrl()}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${seller.token}`, 'idempotency-key': headers['idempotency-key'] + '-photo' }, body: form });
    };
    const a = await multipart(photo);
    expect(a.status).toBe(201);
    const b = await multipart(photo);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(((await b.json()) as { data: { id: string } }).data.id).toBe(((await a.json()) as { data: { id: string } }).data.id);
    const c = await multipart(await jpegWithExif(300, 300));
    expect(c.status).toBe(422);
  });

  it('keys belong to their account: another seller’s same key publishes their own listing', async () => {
    const [one, two] = [await signUp('Une'), await signUp('Deux')];
    const headers = { 'idempotency-key': key('partagee') };
    const body = otherProduct({ title: 'Tapis berbère fait main' });
    const a = await api('POST', '/api/products', { token: one.token, body, headers });
    const b = await api('POST', '/api/products', { token: two.token, body, headers });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });

  it('sending a message twice with one key posts it once; repeats at the same moment are refused or answered the first answer', async () => {
    const seller = await signUp('Vendeuse');
    const buyer = await signUp('Acheteur');
    const product = await createProduct(seller.token);
    const conversation = (await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id } })).body.id as string;
    const headers = { 'idempotency-key': key('message') };
    const send = () => api('POST', `/api/conversations/${conversation}/messages`, { token: buyer.token, body: { content: 'Toujours disponible ?' }, headers });
    const results = await Promise.all([send(), send(), send()]);
    const statuses = results.map((r) => r.status).sort();
    // One request wrote; the others got its answer, or a 409 while it was still being served.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      if (r.status === 409) expect(r.body.error.details.code).toBe('idempotency_key_in_progress');
      else expect(r.status).toBe(201);
    }
    const later = await send();
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    const thread = await api('GET', `/api/conversations/${conversation}/messages`, { token: buyer.token });
    expect((thread.body.data as Array<{ content: string }>).filter((m) => m.content === 'Toujours disponible ?')).toHaveLength(1);
  });
});
