import { describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, otherProduct, signInAdmin, signUp, useServer } from './api';

useServer();

const nearby = async (query: string) => {
  const res = await api('GET', `/api/products/nearby?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Array<{ title: string }>).map((p) => p.title);
};
const found = async (query: string) => (await api('GET', `/api/products?${query}`)).body.meta.pagination.total as number;

describe("'Annonces proches' for a search that found nothing", () => {
  it('relaxes the search step by step: same category and city, then the category anywhere; never a hidden listing', async () => {
    const [seller, reporter, admin] = await Promise.all([signUp('Vendeur Proches'), signUp('Témoin Proches'), signInAdmin()]);
    await createProduct(seller.token, otherProduct({ title: 'Armoire en noyer', location: 'Sfax', price: 400 }));
    await createProduct(seller.token, otherProduct({ title: 'Buffet ancien', location: 'Tunis', price: 600 }));
    await createProduct(seller.token, carProduct({ title: 'Renault Clio Sfax', location: 'Sfax' }));
    const pine = await createProduct(seller.token, otherProduct({ title: 'Commode en pin', location: 'Sfax', price: 150 }));
    const hidden = await createProduct(seller.token, otherProduct({ title: 'Console interdite', location: 'Sfax', price: 90 }));
    await api('POST', `/api/products/${hidden.id}/report`, { token: reporter.token, body: { reason: 'contenu_interdit' } });
    const reports = await api('GET', '/api/admin/reports?status=open', { token: admin.token });
    const report = (reports.body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === hidden.id)!;
    expect((await api('POST', `/api/admin/reports/${report.id}/resolve`, { token: admin.token, body: { action: 'hide' } })).status).toBe(200);

    const search = 'category=mobilier&city=sfax&maxPrice=100&sort=price:asc&page=1';
    expect(await found(search)).toBe(0);
    // Sfax's furniture first (newest first), then furniture elsewhere; no car, no hidden console.
    expect(await nearby(search)).toEqual(['Commode en pin', 'Armoire en noyer', 'Buffet ancien']);

    // Without a category: the words in the place, the words anywhere, then the place.
    expect(await nearby('search=armoire&city=tunis')).toEqual(['Armoire en noyer', 'Buffet ancien']);
    expect(await nearby('search=licorne&city=sfax')).toEqual(['Commode en pin', 'Renault Clio Sfax', 'Armoire en noyer']);
    // Several words that no listing holds together: each long word alone.
    expect(await nearby('search=armoire%20licorne')).toEqual(['Armoire en noyer']);

    // 'Available only' is kept: a reserved listing is not offered to who asked for available ones.
    expect((await api('PUT', `/api/products/${pine.id}`, { token: seller.token, body: { is_reserved: true } })).status).toBe(200);
    expect(await nearby(`${search}&availableOnly=true`)).toEqual(['Armoire en noyer', 'Buffet ancien']);

    // A listing published now shows at once (writes drop the kept answers).
    await createProduct(seller.token, otherProduct({ title: 'Étagère murale', location: 'Sfax', price: 120 }));
    expect((await nearby(search))[0]).toBe('Étagère murale');

    // Nothing to relax: nothing close.
    expect(await nearby('')).toEqual([]);
    expect(await nearby('minPrice=999999')).toEqual([]);
  });

  it('answers at most 8 listings', async () => {
    const seller = await signUp('Vendeuse Nombreuse');
    for (let i = 0; i < 10; i++) await createProduct(seller.token, otherProduct({ title: `Tabouret ${i}`, location: 'Nabeul', category: 'sport' }));
    expect(await nearby('category=sport&city=nabeul&minPrice=100000')).toHaveLength(8);
  });

  it('refuses what the list refuses, with the same French messages', async () => {
    const unknown = await api('GET', '/api/products/nearby?category=licornes');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.code).toBe('category_unknown');
    const price = await api('GET', '/api/products/nearby?minPrice=abc');
    expect(price.status).toBe(400);
    expect(typeof price.body.error.message).toBe('string');
    expect((await api('GET', '/api/products/nearby?populate=*')).status).toBe(400);
  });
});
