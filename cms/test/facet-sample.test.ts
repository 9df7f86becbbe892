import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { filtersOfKind, isFacet, productFiltersSchema, type CategoryKind } from '@souk/domain';
import { dbConnection, onPostgres, sql, sqlWrite, useServer } from './api';
import { facetPass, isActive, withoutFilters, type PassResult } from '../src/api/product/utils/facet-pass';
import { SAMPLE_STALE_FOR_MS, decidesInMemory, passInMemory, sampledRows } from '../src/api/product/utils/facet-sample';
import { clearProductReads, clearProductReadsAfterLike } from '../src/api/product/utils/read-cache';

/**
 * The facets' block sample kept in memory (ARCHITECTURE decision 92) decides a search on its rows
 * as the SQL decides it on the same sample: same rows read, same matches, same count per option,
 * for every kind of filter (sets, ranges, yes/no, city, price, words, dates, condition, free,
 * available), over listings with missing fields, hidden and expired ones among them.
 */
useServer();

describe.runIf(onPostgres)('the facet sample kept in memory', () => {
  let db: Knex;
  // What the facet code asks of Strapi: its knex and which database it speaks to.
  const strapiOf = (knex: Knex) => ({ db: { connection: knex, config: { connection: { client: 'postgres' } } } }) as unknown as Core.Strapi;
  const SAMPLE = { samplePercent: 60, seed: 26 };

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: dbConnection() });
    const ids = Object.fromEntries(
      (await sql<{ id: number; slug: string }>("SELECT id, slug FROM categories WHERE slug IN ('voiture', 'immobilier', 'emplois')")).map((c) => [c.slug, c.id]),
    );
    const pick = (list: string[], by: string) => `(ARRAY[${list.map((v) => (v === 'NULL' ? 'NULL' : `'${v}'`)).join(', ')}])[1 + (${by}) % ${list.length}]`;
    await sqlWrite(
      `INSERT INTO products (document_id, title, description, location, city, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count,
                             condition, created_at, category_ref, filters_version, search_text,
                             car_brand, car_model, car_year, car_mileage, car_fuel_type, car_transmission, car_condition,
                             real_estate_type, real_estate_deal, real_estate_rooms, real_estate_surface, real_estate_furnished, real_estate_parking, real_estate_garden,
                             job_type, job_salary_max, job_remote)
       SELECT 'sample' || g, 'Annonce ' || g, 'Texte.', 'Tunisie', ${pick(['tunis', 'sfax', 'sousse', 'NULL'], 'g')}, CASE WHEN g % 17 = 0 THEN 0 ELSE (g * 37) % 5000 END,
              'TND', g % 17 = 0, g % 5 = 0, false, g % 50 = 0, CASE WHEN g % 40 = 0 THEN 'expired' ELSE 'active' END, 0,
              ${pick(['new', 'used', 'good', 'NULL'], 'g / 3')}, now() - (g % 60) * interval '1 day', CASE g % 3 WHEN 0 THEN ?::int WHEN 1 THEN ?::int ELSE ?::int END, 2,
              ${pick(['peugeot 208 diesel', 'kia picanto', 'appartement s+2 lumineux', 'villa piscine', 'developpeur web', 'comptable'], 'g')} || ' ' || g,
              CASE WHEN g % 3 = 0 THEN ${pick(['peugeot', 'kia', 'renault', 'NULL'], 'g / 3')} END, CASE WHEN g % 3 = 0 THEN ${pick(['208', 'picanto', 'clio'], 'g / 7')} END,
              CASE WHEN g % 3 = 0 THEN 1998 + g % 25 END, CASE WHEN g % 3 = 0 THEN (g * 1013) % 300000 END,
              CASE WHEN g % 3 = 0 THEN ${pick(['diesel', 'essence', 'hybride'], 'g / 5')} END, CASE WHEN g % 3 = 0 THEN ${pick(['manual', 'automatic'], 'g / 11')} END,
              CASE WHEN g % 3 = 0 THEN ${pick(['used', 'new'], 'g / 13')} END,
              CASE WHEN g % 3 = 1 THEN ${pick(['apartment', 'house', 'villa'], 'g / 3')} END, CASE WHEN g % 3 = 1 THEN ${pick(['sale', 'rent'], 'g / 5')} END,
              CASE WHEN g % 3 = 1 THEN 1 + g % 6 END, CASE WHEN g % 3 = 1 THEN 30 + (g * 7) % 300 END,
              CASE WHEN g % 3 = 1 THEN g % 2 = 0 END, CASE WHEN g % 3 = 1 AND g % 7 <> 0 THEN g % 5 = 0 END, CASE WHEN g % 3 = 1 THEN g % 4 = 0 END,
              CASE WHEN g % 3 = 2 THEN ${pick(['cdi', 'cdd', 'freelance'], 'g / 3')} END, CASE WHEN g % 3 = 2 THEN 500 + (g * 13) % 4000 END,
              CASE WHEN g % 3 = 2 THEN g % 3 = 0 OR g % 5 = 0 END
         FROM generate_series(1, 6000) g`,
      [ids.voiture, ids.immobilier, ids.emplois],
    );
  });
  afterAll(() => db?.destroy());

  /** The facets of `query` as the service asks a sample for them: each facet leaves its own filter out and keeps the others set. */
  function asked(query: string) {
    const where = productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const facets = filtersOfKind((where.category ?? undefined) as CategoryKind | undefined).filter(isFacet);
    const active = facets.filter((f) => isActive(f, where));
    return { where, wider: withoutFilters(where, active), list: facets.map((filter) => ({ filter, also: active.filter((a) => a !== filter) })), active };
  }
  const comparable = (pass: PassResult) => ({
    read: pass.read,
    matched: pass.matched,
    counts: [...pass.counts].map(([filter, rows]) => [filter.column, rows.map((r) => `${String(r.value)}=${r.count}`).sort()]),
  });

  it.each([
    'category=voiture',
    'category=voiture&brand=peugeot,kia&minYear=2005&maxMileage=150000',
    'category=voiture&fuel=diesel&gearbox=manual&carCondition=used&city=sfax',
    'category=voiture&search=peugeot&minPrice=100&maxPrice=3000&condition=new',
    'category=immobilier&propertyType=apartment,villa&deal=rent&minRooms=2&minSurface=50&maxSurface=200',
    'category=immobilier&furnished=true&parking=true&dateRange=week',
    'category=immobilier&garden=true&availableOnly=true&city=tunis',
    'category=emplois&contract=cdi&minSalary=1000&remote=true',
    'category=emplois&freeOnly=true',
    'search=lumineux&maxPrice=2500',
    'city=sousse&dateRange=month&condition=new',
  ])('decides %s as the SQL does on the same sample', async (query) => {
    const { where, wider, list, active } = asked(query);
    expect(decidesInMemory(where)).toBe(true);
    const [category] = where.category ? await sql<{ id: number }>('SELECT id FROM categories WHERE slug = ?', [where.category]) : [];
    const bySql = await facetPass(strapiOf(db), wider, list, where, SAMPLE, active);
    const inMemory = passInMemory(await sampledRows(db, SAMPLE.samplePercent, SAMPLE.seed), wider, list, where, active, category?.id ?? null);
    expect(comparable(inMemory)).toEqual(comparable(bySql));
    expect(bySql.read).toBeGreaterThan(0);
  });

  it('keeps the sample until a listing write (a like keeps it), then reads it again, at most once in 5 s', async () => {
    // The secrets a booted cms would have, so the cache bus can read its settings (as units.test.ts does).
    for (const name of ['APP_KEYS', 'JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY']) vi.stubEnv(name, process.env[name] ?? 'sample-test-secret');
    // Another share of the table than the tests above: a sample of its own, read at t0.
    const t0 = Date.now();
    const kept = sampledRows(db, 55, SAMPLE.seed, t0);
    expect(sampledRows(db, 55, SAMPLE.seed, t0 + 60_000)).toBe(kept);
    await clearProductReadsAfterLike();
    expect(sampledRows(db, 55, SAMPLE.seed, t0 + 60_000)).toBe(kept);
    await clearProductReads();
    // Stale, but read less than SAMPLE_STALE_FOR_MS ago: kept a little longer.
    expect(sampledRows(db, 55, SAMPLE.seed, t0 + SAMPLE_STALE_FOR_MS - 1)).toBe(kept);
    const again = sampledRows(db, 55, SAMPLE.seed, t0 + SAMPLE_STALE_FOR_MS);
    expect(again).not.toBe(kept);
    expect((await again).all.length).toBe((await kept).all.length);
    expect(sampledRows(db, 55, SAMPLE.seed, t0 + SAMPLE_STALE_FOR_MS + 60_000)).toBe(again);
    // Another share of the table (it grew), another sample.
    expect(sampledRows(db, 50, SAMPLE.seed, t0)).not.toBe(again);
  });

  it('leaves to the SQL a search with a filter it does not decide', () => {
    expect(decidesInMemory({ category: 'voiture', owner: 'abc' })).toBe(false);
    expect(decidesInMemory({ category: 'voiture', brand: ['kia'], minYear: 2001 })).toBe(true);
  });
});
