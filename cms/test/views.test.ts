import { describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signInAdmin, signUp, type Session } from './api';
import { useServer } from './api';

useServer();

const BROWSER = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';

const visit = (productId: string, opts: { token?: string; agent?: string } = {}) =>
  api('POST', `/api/products/${productId}/view`, { token: opts.token, headers: { 'user-agent': opts.agent ?? BROWSER } });

/** What the batch writer does every few seconds, now. */
async function flush(admin: Session) {
  const res = await api('POST', '/api/admin/product-views/flush', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.data.listings as number;
}

const viewsOf = async (productId: string) => (await api('GET', `/api/products/${productId}`)).body.data.view_count as number;

describe('listing views', () => {
  it('counts one view per visitor per listing per day, never the owner nor a crawler, written in a batch', async () => {
    const [seller, buyer, admin] = await Promise.all([signUp('Vendeur Vues'), signUp('Visiteuse Vues'), signInAdmin()]);
    const product = await createProduct(seller.token, otherProduct({ title: 'Lampe berbère en cuivre' }));
    expect(await viewsOf(product.id)).toBe(0);

    // The beacon answers at once and writes nothing yet: the count moves at the flush.
    expect((await visit(product.id, { token: buyer.token })).status).toBe(204);
    expect(await viewsOf(product.id)).toBe(0);
    expect(await flush(admin)).toBe(1);
    expect(await viewsOf(product.id)).toBe(1);

    // The same signed-in visitor again the same day, before and after a flush: still one view.
    expect((await visit(product.id, { token: buyer.token })).status).toBe(204);
    await flush(admin);
    expect((await visit(product.id, { token: buyer.token, agent: OTHER_BROWSER })).status).toBe(204);
    await flush(admin);
    expect(await viewsOf(product.id)).toBe(1);

    // The owner and robots are not visitors.
    expect((await visit(product.id, { token: seller.token })).status).toBe(204);
    expect((await visit(product.id, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
    expect((await visit(product.id, { agent: '' })).status).toBe(204);
    await flush(admin);
    expect(await viewsOf(product.id)).toBe(1);

    // Anonymous visitors are told apart by a daily key (address and browser): two browsers, two views; one browser twice, one.
    await visit(product.id);
    await visit(product.id);
    await flush(admin);
    await visit(product.id, { agent: OTHER_BROWSER });
    await visit(product.id);
    await flush(admin);
    expect(await viewsOf(product.id)).toBe(3);
    // The owner's list ('Mes annonces') reads the same count.
    const mine = await api('GET', `/api/products?owner=${seller.user.id}&sort=date`, { token: seller.token });
    expect((mine.body.data as Array<{ id: string; view_count: number }>).find((p) => p.id === product.id)?.view_count).toBe(3);
  });

  it('refuses a malformed listing id with a 404 and ignores an unknown one; the flush is the admins’ only', async () => {
    const [user, admin] = await Promise.all([signUp('Curieux Vues'), signInAdmin()]);
    for (const id of ['a'.repeat(80), 'abc.def', '%27%20or%201%3D1']) {
      const odd = await visit(id);
      expect(odd.status, id).toBe(404);
      expect(odd.body.error.details.code).toBe('product_not_found');
    }
    expect((await visit('inconnu42')).status).toBe(204);
    expect(await flush(admin)).toBe(0);
    expect((await api('POST', '/api/admin/product-views/flush', { token: user.token })).status).toBe(403);
    expect((await api('POST', '/api/admin/product-views/flush')).status).toBe(401);
  });
});
