import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { filtersOfKind, isFacet, productFiltersSchema, type CategoryKind } from '@souk/domain';
import { dbConnection, onPostgres, sql, useServer } from './api';
import { insertFacetListings } from './facet-listings';
import { facetPass, isActive, withoutFilters, type PassResult } from '../src/api/product/utils/facet-pass';
import { SAMPLE_COLUMNS, SAMPLE_STALE_FOR_MS, columnsDecide, decidesInMemory, passInMemory, sampleColumns, sampledRows } from '../src/api/product/utils/facet-sample';
import { ColumnsBuilder } from '../src/api/product/utils/row-columns';
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
    await insertFacetListings(6000, 'sample');
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
  ])('decides %s as the SQL does on the same sample, with its rows and in columns alone', async (query) => {
    const { where, wider, list, active } = asked(query);
    expect(decidesInMemory(where)).toBe(true);
    const [category] = where.category ? await sql<{ id: number }>('SELECT id FROM categories WHERE slug = ?', [where.category]) : [];
    const bySql = await facetPass(strapiOf(db), wider, list, where, SAMPLE, active);
    const sample = await sampledRows(db, SAMPLE.samplePercent, SAMPLE.seed);
    const inMemory = passInMemory(sampleColumns(sample, category?.id ?? null), wider, list, where, active);
    expect(comparable(inMemory)).toEqual(comparable(bySql));
    // The same rows as a category's copy keeps them (decision 93): columns only, no words; a search with words is left to the SQL.
    const builder = new ColumnsBuilder([...SAMPLE_COLUMNS.filter((c) => c !== 'search_text'), 'price']);
    builder.add(category ? (sample.byCategory.get(category.id) ?? []) : sample.all);
    const copy = builder.build();
    expect(columnsDecide(copy, where)).toBe(!where.search);
    if (!where.search) expect(comparable(passInMemory(copy, wider, list, where, active))).toEqual(comparable(bySql));
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
