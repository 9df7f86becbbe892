import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, LISTING_VISIBLE_DAYS } from '@souk/domain';
import { api, createProduct, dbConnection, dbName, otherProduct, signUp, sql, sqlWrite, useServer } from './api';
import { startServer, type TestServer } from './harness';

/**
 * Listings stored before the lifecycle existed (ARCHITECTURE decision 84): the next boot gives
 * them `active` and an expiry 60 days after that boot, so an upgrade hides nothing on its first day.
 */
useServer();

/**
 * What an older database looks like after Strapi's schema sync has added the new columns (it
 * adds them empty): the rows written before have no lifecycle and no expiry.
 */
const toOldRows = () => sqlWrite('UPDATE products SET lifecycle = NULL, expires_at = NULL, expiry_reminded_at = NULL, sold_at = NULL');

describe('listings from before the lifecycle', () => {
  let next: TestServer | undefined;
  afterAll(async () => {
    await next?.stop();
  });

  it('are active after the next boot, expiring 60 days after it, and still listed and on the map', async () => {
    const seller = await signUp('Ancienne annonce');
    const tag = `bahut${Date.now()}`;
    const listing = await createProduct(seller.token, otherProduct({ title: `Bahut ${tag}`, latitude: 36.8, longitude: 10.18 }));
    expect(await toOldRows()).toBe(1);
    expect(await sql('SELECT lifecycle, expires_at FROM products')).toEqual([{ lifecycle: null, expires_at: null }]);

    const bootedAt = Date.now();
    next = await startServer(dbName() === 'postgres' ? { db: 'postgres', databaseUrl: dbConnection() } : { db: 'sqlite', env: { DATABASE_FILENAME: dbConnection() } });
    const rows = await sql<{ lifecycle: string; expires_at: number | string }>('SELECT lifecycle, expires_at FROM products');
    expect(rows.map((r) => r.lifecycle)).toEqual(['active']);
    const expiresAt = Number(rows[0]!.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(bootedAt + LISTING_VISIBLE_DAYS * DAY_MS);
    expect(expiresAt).toBeLessThan(Date.now() + LISTING_VISIBLE_DAYS * DAY_MS);

    const found = await api('GET', `/api/products?search=${tag}`, { base: next.url });
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual([listing.id]);
    const map = await api('GET', '/api/products/map?bbox=7,30,12,38&zoom=7', { base: next.url });
    expect(map.body.data.points.map((p: { id: string }) => p.id)).toContain(listing.id);
  });
});
