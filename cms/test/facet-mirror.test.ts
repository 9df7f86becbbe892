import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { TOTAL_EXACT_UP_TO, filtersOfKind, isFacet, productFiltersSchema, type CategoryKind } from '@souk/domain';
import { api, carProduct, createProduct, dbConnection, onPostgres, signUp, sql, sqlWrite, useServer } from './api';
import { insertFacetListings } from './facet-listings';
import { facetParam, facetPass, isActive, withoutFilters } from '../src/api/product/utils/facet-pass';
import { MIRROR_FRESH_FOR_MS, MIRROR_READ_SPACING, MIRROR_RENEW_AHEAD_MS, MIRROR_TOO_LARGE_FOR_MS, MIRROR_UNHEARD_FRESH_FOR_MS, mirrorRead, mirroredCategory, pageFromCopy } from '../src/api/product/utils/facet-mirror';
import { applyFilters } from '../src/api/product/utils/list-filters';
import { clearProductReads } from '../src/api/product/utils/read-cache';
import { filterTest } from '../src/api/product/utils/filter-passes';

/**
 * A small category's listings kept in memory for exact facet counts (ARCHITECTURE decision 93):
 * the server counts a category past the bound exactly once its copy is read, equal to the SQL's
 * exact grouping, and a write is counted at once; the copy's life (a controlled clock here):
 * trusted 60 s while every write reaches the replica, 5 s while not, renewed 1 s ahead, never used
 * after a write, nor when a write overtook its read.
 */
useServer();

type Answer = { total: number; totalExact: boolean; facets: Array<{ param: string; exact: boolean; options: Array<{ value: string; count: number }> }> };
const facets = async (query: string) => {
  const res = await api('GET', `/api/products/facets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Answer;
};

describe.runIf(onPostgres)('a small category kept in memory for exact facet counts (PostgreSQL)', () => {
  let db: Knex;
  let ids: Record<string, number>;
  // What the facet code asks of Strapi: its knex and which database it speaks to.
  const strapiOf = (knex: Knex) => ({ db: { connection: knex, config: { connection: { client: 'postgres' } } } }) as unknown as Core.Strapi;
  const warnings: string[] = [];
  const warn = (message: string) => void warnings.push(message);

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: dbConnection() });
    // 12 000 listings per category: more than the bound, which the SQL answers with estimates.
    await insertFacetListings(36_000, 'mirror');
    ids = Object.fromEntries((await sql<{ id: number; slug: string }>("SELECT id, slug FROM categories WHERE slug IN ('voiture', 'immobilier', 'emplois')")).map((c) => [c.slug, c.id]));
    // The secrets a booted cms would have, so the cache bus can read its settings (as units.test.ts does).
    for (const name of ['APP_KEYS', 'JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY']) vi.stubEnv(name, process.env[name] ?? 'mirror-test-secret');
  }, 60_000);
  afterAll(() => db?.destroy());

  /** Each facet of `query` grouped by the SQL over all its rows (no bound): the truth the copy must give. */
  async function truth(query: string) {
    const where = productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const list = filtersOfKind(where.category as CategoryKind).filter(isFacet);
    const active = list.filter((f) => isActive(f, where));
    const others = (f: (typeof list)[number]) => active.filter((a) => a !== f);
    const idle = await facetPass(strapiOf(db), where, list.filter((f) => !active.includes(f)).map((filter) => ({ filter, also: [] })), where, { bound: 1_000_000 });
    const set = await facetPass(strapiOf(db), withoutFilters(where, active), active.map((filter) => ({ filter, also: others(filter) })), where, { bound: 1_000_000 }, active);
    const counts = new Map([...idle.counts, ...set.counts].map(([filter, rows]) => [facetParam(filter), Object.fromEntries(rows.map((r) => [String(r.value), r.count]))]));
    return { total: idle.read, counts };
  }
  const counted = (answer: Answer) => new Map(answer.facets.map((f) => [f.param, Object.fromEntries(f.options.map((o) => [o.value, o.count]))]));

  it('counts a category past the bound exactly once its copy is here, as the SQL groups all its rows, and a new listing at once', async () => {
    // The first request of a category is the SQL's (estimates past the bound) and starts the read;
    // each search after it is new to the facet counts' cache, answered by the copy once it is read.
    for (const category of ['voiture', 'immobilier']) {
      let answer = await facets(`category=${category}&maxPrice=4999`);
      expect(answer.facets.some((f) => !f.exact)).toBe(true);
      for (let tries = 0; tries < 50 && answer.facets.some((f) => !f.exact); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await facets(`category=${category}&maxPrice=${4998 - tries}`);
      }
      expect(answer.facets.every((f) => f.exact)).toBe(true);
    }
    // The copies are here: a page of those categories is cut from them (decision 95), as the SQL cuts it.
    for (const [query, field, order] of [
      ['category=voiture&brand=kia&maxMileage=200000', 'price', 'asc'],
      ['category=immobilier&deal=rent&minRooms=3', 'created_at', 'desc'],
      ['category=voiture', 'price', 'desc'],
    ] as const) {
      const res = await api('GET', `/api/products?${query}&sort=${field}:${order}&page=3&pageSize=24`);
      expect(res.status).toBe(200);
      const where = productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const rows = await applyFilters(strapiOf(db), db('products as p').select('p.document_id'), where)
        .orderBy([{ column: `p.${field}`, order }, { column: 'p.id', order }])
        .limit(24)
        .offset(48);
      expect((res.body.data as Array<{ id: string }>).map((p) => p.id), query).toEqual((rows as Array<{ document_id: string }>).map((r) => r.document_id));
    }
    for (const query of [
      'category=voiture&brand=peugeot,kia&minYear=2005',
      'category=voiture&fuel=diesel&gearbox=manual&maxMileage=150000&city=sfax',
      'category=voiture&search=peugeot&minPrice=100&maxPrice=3000&condition=new',
      'category=voiture&carCondition=used&availableOnly=true&dateRange=month',
      'category=immobilier&deal=rent&minRooms=2&maxSurface=250&furnished=true',
      'category=immobilier&propertyType=apartment,villa&parking=true&garden=true&freeOnly=true',
    ]) {
      const shown = await facets(query);
      const expected = await truth(query);
      expect(shown.facets.every((f) => f.exact), query).toBe(true);
      expect(counted(shown), query).toEqual(expected.counts);
      expect(shown.total, query).toBe(Math.min(expected.total, TOTAL_EXACT_UP_TO));
    }

    // A listing published now is counted by the next search, whatever the copy's age.
    const seller = await signUp('Vendeur Miroir');
    await createProduct(seller.token, carProduct({ title: 'Kia Picanto diesel miroir', car_brand: 'kia', car_fuel_type: 'diesel', car_year: 2024 }));
    const after = await facets('category=voiture&minYear=2024&fuel=diesel');
    expect(counted(after).get('brand')?.kia).toBe((await truth('category=voiture&minYear=2024&fuel=diesel')).counts.get('brand')?.kia);
    expect(counted(after).get('brand')?.kia).toBeGreaterThan(0);
  });

  it('trusts a copy 60 s from its read while every write reaches it (5 s while not), renews it 1 s ahead, and drops it at a write or when a write overtook its read', async () => {
    const voiture = ids.voiture!;
    const rows = Number((await sql<{ n: string }>("SELECT count(*) AS n FROM products WHERE category_ref = ? AND NOT is_hidden AND lifecycle = 'active'", [voiture]))[0]!.n);
    for (const [hears, freshFor] of [
      [true, MIRROR_FRESH_FOR_MS],
      [false, MIRROR_UNHEARD_FRESH_FOR_MS],
    ] as const) {
      const t0 = Date.now() + (hears ? 1 : 2) * 3_600_000; // after any copy the tests before left in this process
      const at = (ms: number) => mirroredCategory(db, voiture, 50_000, warn, t0 + ms, hears, 0);
      expect(at(0)).toBeNull(); // none trusted: read now
      await mirrorRead(voiture);
      const copy = at(1);
      expect(copy?.size).toBe(rows);
      expect(at(freshFor - MIRROR_RENEW_AHEAD_MS - 1)).toBe(copy);
      // 1 s ahead of its end a new read starts; the old copy answers until it arrives.
      expect(at(freshFor - MIRROR_RENEW_AHEAD_MS)).toBe(copy);
      await mirrorRead(voiture);
      const renewed = at(freshFor - MIRROR_RENEW_AHEAD_MS + 1);
      expect(renewed).not.toBe(copy);
      expect(renewed?.size).toBe(rows);
      // Its own end without a renewal: not used.
      expect(at(2 * freshFor - MIRROR_RENEW_AHEAD_MS)).toBeNull();
      await mirrorRead(voiture);
    }

    // A write: not used even a millisecond later; read again.
    const t1 = Date.now() + 3 * 3_600_000;
    expect(mirroredCategory(db, voiture, 50_000, warn, t1, true, 0)).toBeNull();
    await mirrorRead(voiture);
    expect(mirroredCategory(db, voiture, 50_000, warn, t1 + 1, true, 0)).not.toBeNull();
    await clearProductReads();
    expect(mirroredCategory(db, voiture, 50_000, warn, t1 + 2, true, 0)).toBeNull();
    // A write while that read runs: its copy may predate the write, so it is not used either.
    await clearProductReads();
    await mirrorRead(voiture);
    expect(mirroredCategory(db, voiture, 50_000, warn, t1 + 3, true, 0)).toBeNull();
    await mirrorRead(voiture);
    expect(mirroredCategory(db, voiture, 50_000, warn, t1 + 4, true, 0)?.size).toBe(rows);
    expect(warnings).toEqual([]);
  });

  it('spaces its reads by their length: a run of writes, or copies of a short life, do not keep the server reading', async () => {
    const voiture = ids.voiture!;
    const t0 = Date.now() + 4 * 3_600_000;
    // Spacing 1e9: any read's length, however short, spaces the next one past this test's clock.
    const at = (ms: number, spacing = 1e9) => mirroredCategory(db, voiture, 50_000, warn, t0 + ms, true, spacing);
    expect(MIRROR_READ_SPACING).toBe(20);
    at(0, 0);
    await mirrorRead(voiture);
    const copy = at(1);
    expect(copy).not.toBeNull();
    // A write: unusable at once, but no read begins before the spacing has passed…
    await clearProductReads();
    expect(at(2)).toBeNull();
    await mirrorRead(voiture);
    expect(at(3)).toBeNull();
    // …then one does.
    expect(at(4, 0)).toBeNull();
    await mirrorRead(voiture);
    const next = at(5);
    expect(next).not.toBe(copy);
    expect(next?.size).toBe(copy?.size);
    // Nor a renewal: the copy ends at its time, and the SQL answers until a read is due.
    expect(at(MIRROR_FRESH_FOR_MS - MIRROR_RENEW_AHEAD_MS + 4)).toBe(next);
    await mirrorRead(voiture);
    expect(at(MIRROR_FRESH_FOR_MS + 4)).toBeNull();
  });

  it('makes ahead, in its background read, the orders the last copy\'s searches used', async () => {
    const voiture = ids.voiture!;
    const t0 = Date.now() + 5 * 3_600_000;
    const at = (ms: number) => mirroredCategory(db, voiture, 50_000, warn, t0 + ms, true, 0);
    at(0);
    await mirrorRead(voiture);
    const copy = at(1)!;
    const search = (columns: NonNullable<typeof copy>) => {
      const kept = columns.rowsPassingAll([['brand', ['kia'], filterTest('brand', ['kia'])!], ['minYear', 2005, filterTest('minYear', 2005)!]]);
      const wide = columns.rowsPassingAll([['minYear', 2001, filterTest('minYear', 2001)!]]);
      return { kept: kept.length, fuels: columns.countByValue(kept, 'car_fuel_type', () => true), brands: columns.countByValue(wide, 'car_brand', () => true) };
    };
    expect(copy.madeOrders()).toEqual([]);
    const answered = search(copy);
    const made = copy.madeOrders();
    // By year, by brand (each filter's span is weighed), by brand then year; counted off them: the brands since 2001, the fuels of the Kias since 2005.
    expect(made).toEqual([
      { kind: 'number', key: 'car_year', counted: ['car_brand'] },
      { kind: 'code', key: 'car_brand', counted: [] },
      { kind: 'grouped', key: 'car_brand car_year', counted: ['car_fuel_type'] },
    ]);
    // Renewed a second ahead of its end: the new copy holds those orders before any search.
    at(MIRROR_FRESH_FOR_MS - MIRROR_RENEW_AHEAD_MS);
    await mirrorRead(voiture);
    const renewed = at(MIRROR_FRESH_FOR_MS - MIRROR_RENEW_AHEAD_MS + 1)!;
    expect(renewed).not.toBe(copy);
    expect(renewed.madeOrders()).toEqual(made);
    expect(search(renewed)).toEqual(answered);
  });

  it('keeps no copy of a category past the maximum, and counts it again a minute later', async () => {
    const emplois = ids.emplois!;
    const t0 = Date.now() + 7_200_000;
    expect(mirroredCategory(db, emplois, 1_000, warn, t0)).toBeNull();
    await mirrorRead(emplois);
    // Not counted again within the minute, a write or not: a read now would keep the rows (a larger maximum), and none is.
    await clearProductReads();
    expect(mirroredCategory(db, emplois, 50_000, warn, t0 + MIRROR_TOO_LARGE_FOR_MS - 1)).toBeNull();
    await mirrorRead(emplois);
    expect(mirroredCategory(db, emplois, 50_000, warn, t0 + MIRROR_TOO_LARGE_FOR_MS - 1)).toBeNull();
    // A minute on, counted again, and kept under the larger maximum.
    expect(mirroredCategory(db, emplois, 50_000, warn, t0 + MIRROR_TOO_LARGE_FOR_MS)).toBeNull();
    await mirrorRead(emplois);
    expect(mirroredCategory(db, emplois, 50_000, warn, t0 + MIRROR_TOO_LARGE_FOR_MS + 1)?.size).toBeGreaterThan(1_000);
  });

  it('is off at 0', () => {
    expect(mirroredCategory(db, ids.immobilier!, 0, warn)).toBeNull();
  });
  it('gives a category\'s pages off its copy as the SQL gives them: the same listings in the same order, the same bounded count (decision 95)', async () => {
    const t0 = Date.now() + 10 * 3_600_000; // after the copies of the tests before, in this process
    // A seeded draw of searches: every filter the copy decides, each sort it keeps, first and deep pages.
    let seed = 95;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const some = (list: readonly string[]) => list.filter(() => random() < 0.5).join(',') || list[0]!;
    const OPTIONS: Record<string, Array<() => string>> = {
      voiture: [
        () => `brand=${some(['peugeot', 'kia', 'renault'])}`,
        () => `fuel=${pick(['diesel', 'essence', 'hybride'])}`,
        () => `gearbox=${pick(['manual', 'automatic'])}`,
        () => `minYear=${1998 + Math.floor(random() * 25)}`,
        () => `maxYear=${2000 + Math.floor(random() * 25)}`,
        () => `maxMileage=${Math.floor(random() * 300_000)}`,
        () => `carCondition=${pick(['used', 'new'])}`,
      ],
      immobilier: [
        () => `deal=${pick(['sale', 'rent'])}`,
        () => `propertyType=${some(['apartment', 'house', 'villa'])}`,
        () => `minRooms=${1 + Math.floor(random() * 5)}`,
        () => `minSurface=${30 + Math.floor(random() * 200)}`,
        () => `maxSurface=${100 + Math.floor(random() * 250)}`,
        () => pick(['furnished=true', 'parking=true', 'garden=true']),
      ],
    };
    const COMMON = [
      () => `minPrice=${Math.floor(random() * 3_000)}`,
      () => `maxPrice=${1_000 + Math.floor(random() * 4_000)}`,
      () => `city=${pick(['tunis', 'sfax', 'sousse'])}`,
      () => `condition=${pick(['new', 'used', 'good'])}`,
      () => pick(['freeOnly=true', 'availableOnly=true', 'dateRange=week', 'dateRange=month']),
    ];
    const SORTS = [
      { field: 'created_at', order: 'desc' },
      { field: 'created_at', order: 'asc' },
      { field: 'price', order: 'asc' },
      { field: 'price', order: 'desc' },
    ] as const;
    // A price left empty here and there (the column allows it): last ascending, first descending, as PostgreSQL orders it.
    await sqlWrite("UPDATE products SET price = NULL WHERE document_id LIKE 'mirror%' AND id % 53 = 0");
    let fromCopy = 0;
    for (const category of ['voiture', 'immobilier'] as const) {
      const categoryId = ids[category]!;
      mirroredCategory(db, categoryId, 50_000, warn, t0, true, 0);
      await mirrorRead(categoryId);
      for (let n = 0; n < 60; n++) {
        // None to three filters: the whole category (its pages walk the sort's order), then narrower ones (sorted themselves).
        const filters = Array.from({ length: n % 4 }, () => pick([...OPTIONS[category]!, ...COMMON])());
        const query = [`category=${category}`, ...filters].join('&');
        const parsed = productFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
        if (!parsed.success) continue; // a price bound above the other: the API's 400
        const where = parsed.data;
        const sort = pick(SORTS);
        const page = pick([1, 1, 2, 3, 40]);
        const kept = pageFromCopy(mirroredCategory(db, categoryId, 50_000, warn, t0 + 1, true, 0)!, where, sort, page, 24);
        expect(kept, query).not.toBeNull();
        fromCopy++;
        const ranked = applyFilters(strapiOf(db), db('products as p').select('p.id'), where)
          .orderBy([{ column: `p.${sort.field}`, order: sort.order }, { column: 'p.id', order: sort.order }])
          .limit(24)
          .offset((page - 1) * 24);
        const bounded = applyFilters(strapiOf(db), db('products as p').select('p.id'), where).limit(TOTAL_EXACT_UP_TO + 1);
        const [rows, [{ n: total }]] = await Promise.all([ranked, db.from(bounded.as('t')).count({ n: '*' })]);
        const label = `${query} ${sort.field} ${sort.order} page ${page}`;
        expect(kept!.ids.map((r) => r.id), label).toEqual((rows as Array<{ id: number }>).map((r) => Number(r.id)));
        expect(kept!.counted, label).toBe(Number(total));
      }
    }
    expect(fromCopy).toBeGreaterThan(100);
    // Words, the popularity sort: not the copy's.
    const copy = mirroredCategory(db, ids.voiture!, 50_000, warn, t0 + 2, true, 0)!;
    expect(pageFromCopy(copy, productFiltersSchema.parse({ category: 'voiture', search: 'peugeot' }), { field: 'price', order: 'asc' }, 1, 24)).toBeNull();
    expect(pageFromCopy(copy, productFiltersSchema.parse({ category: 'voiture' }), { field: 'like_count', order: 'desc' }, 1, 24)).toBeNull();
    expect(warnings).toEqual([]);
  });
});
