import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { KIND_FILTERS } from '@souk/domain';
import { api, carProduct, createProduct, dbConnection, dbName, otherProduct, signUp, sql, sqlWrite, useServer, type Session } from './api';
import { FILTERS_VERSION, backfillFilterColumns } from '../src/api/product/utils/filter-columns';

useServer();

/**
 * The category fields as filters (issue 26): every filter of GET /api/products on its column of
 * the products row, the facet counts, bad input, the boot's backfill and the sale/rent migration.
 */
let seller: Session;
const ids: Record<string, string> = {};

const flat = (over: Record<string, unknown>) => ({
  title: 'Appartement lumineux',
  description: 'Proche des commodités.',
  category: 'immobilier',
  location: 'Ariana',
  price: 250000,
  real_estate_type: 'apartment',
  real_estate_rooms: 2,
  real_estate_surface: 90,
  ...over,
});
const job = (over: Record<string, unknown>) => ({
  title: 'Développeur web',
  description: 'Équipe produit, stack moderne.',
  category: 'emplois',
  location: 'Tunis',
  price: 0,
  job_type: 'cdi',
  job_sector: 'informatique',
  ...over,
});

beforeAll(async () => {
  seller = await signUp('Vendeur Filtres');
  const make = async (key: string, body: Record<string, unknown>) => (ids[key] = (await createProduct(seller.token, body)).id);
  await make('peugeotDiesel', carProduct({ title: 'Peugeot 308 HDi', car_model: '308', car_year: 2018, car_mileage: 90000, car_fuel_type: 'diesel', car_transmission: 'manual' }));
  await make('peugeotOld', carProduct({ title: 'Peugeot 206', car_model: '206', car_year: 2009, car_mileage: 210000, car_fuel_type: 'essence', car_transmission: 'manual' }));
  await make('renaultAuto', carProduct({ title: 'Renault Clio automatique', car_brand: 'renault', car_model: 'Clio', car_year: 2020, car_mileage: 30000, car_fuel_type: 'essence', car_transmission: 'automatic', location: 'Tunis' }));
  await make('bmw', carProduct({ title: 'BMW Série 3', car_brand: 'BMW', car_model: 'Série 3', car_year: 2021, car_mileage: 15000, car_fuel_type: 'diesel', car_transmission: 'automatic', price: 150000 }));
  await make('rent', flat({ title: 'S+2 meublé à louer', real_estate_deal: 'rent', real_estate_furnished: true, real_estate_rooms: 2, real_estate_surface: 85, price: 1200 }));
  await make('saleBig', flat({ title: 'Villa avec jardin', real_estate_type: 'villa', real_estate_deal: 'sale', real_estate_rooms: 5, real_estate_surface: 320, real_estate_garden: true, real_estate_parking: true }));
  // No sale/rent given: read from the text ("à louer").
  await make('rentFromText', flat({ title: 'Studio à louer Ennasr', real_estate_rooms: 1, real_estate_surface: 40, price: 600 }));
  await make('cdi', job({ job_salary_min: 2000, job_salary_max: 3000, job_remote: true }));
  await make('cdd', job({ title: 'Serveur', job_type: 'cdd', job_sector: 'restauration', job_salary_min: 900, location: 'Sousse' }));
  await make('sofa', otherProduct());
});

const list = async (query: string) => {
  const res = await api('GET', `/api/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Array<{ id: string }>; meta: { pagination: { total: number; totalExact: boolean } } };
};
const found = async (query: string) => (await list(query)).data.map((p) => p.id).sort();
const expectIds = async (query: string, keys: string[]) => expect(await found(query), query).toEqual(keys.map((k) => ids[k]).sort());

describe('GET /api/products: the category fields as filters', () => {
  it('filters cars by brand, model, year, mileage, fuel, gearbox and condition', async () => {
    await expectIds('category=voiture&brand=peugeot', ['peugeotDiesel', 'peugeotOld']);
    await expectIds('brand=Peugeot,BMW', ['peugeotDiesel', 'peugeotOld', 'bmw']);
    await expectIds('brand=renault&model=clio', ['renaultAuto']);
    await expectIds('category=voiture&minYear=2018&maxYear=2020', ['peugeotDiesel', 'renaultAuto']);
    await expectIds('category=voiture&maxMileage=90000', ['peugeotDiesel', 'renaultAuto', 'bmw']);
    await expectIds('fuel=diesel', ['peugeotDiesel', 'bmw']);
    await expectIds('fuel=Diesel&gearbox=automatic', ['bmw']);
    await expectIds('gearbox=manual,automatic&carCondition=used&maxPrice=50000', ['peugeotDiesel', 'peugeotOld', 'renaultAuto']);
    await expectIds('category=voiture&brand=peugeot&fuel=diesel&maxMileage=100000&minYear=2015&sort=price:asc', ['peugeotDiesel']);
  });

  it('filters real estate by type, sale or rent, rooms, surface, furnished, parking and garden', async () => {
    await expectIds('category=immobilier&deal=rent', ['rent', 'rentFromText']);
    await expectIds('deal=sale', ['saleBig']);
    await expectIds('deal=Location&minRooms=2', ['rent']);
    await expectIds('propertyType=villa', ['saleBig']);
    await expectIds('minSurface=80&maxSurface=100', ['rent']);
    await expectIds('furnished=true', ['rent']);
    await expectIds('parking=true&garden=true', ['saleBig']);
    await expectIds('category=immobilier&furnished=false', ['rent', 'saleBig', 'rentFromText']);
  });

  it('filters jobs by contract, sector, salary and remote', async () => {
    await expectIds('contract=cdi', ['cdi']);
    await expectIds('contract=cdi,cdd&sector=restauration', ['cdd']);
    await expectIds('minSalary=2500', ['cdi']);
    await expectIds('minSalary=900', ['cdi', 'cdd']);
    await expectIds('remote=true&city=tunis', ['cdi']);
  });

  it('answers a malformed filter with 400, the field and its code, never 500', async () => {
    const cases: Array<[string, string, string]> = [
      ['fuel=charbon', 'filter_value_invalid', 'fuel'],
      ['maxMileage=beaucoup', 'filter_number_invalid', 'maxMileage'],
      ['minRooms=-2', 'filter_number_invalid', 'minRooms'],
      ['minYear=2020&maxYear=2010', 'filter_range_order', 'minYear'],
      ['furnished=peut-etre', 'boolean_param_invalid', 'furnished'],
      ['mileage=1000', 'unknown_field', ''],
      [`brand=${'x'.repeat(80)}`, 'filter_value_invalid', 'brand'],
      ['minSurface=1e400', 'filter_number_invalid', 'minSurface'],
      ['minSurface=300&maxSurface=50', 'filter_range_order', 'minSurface'],
    ];
    for (const [query, code, path] of cases) {
      const res = await api('GET', `/api/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details.code, query).toBe(code);
      if (path) expect(res.body.error.details.issues[0].path, query).toBe(path);
      expect(res.body.error.message, query).toMatch(/filtre|minimum|true ou false|non autorisé/);
      const facets = await api('GET', `/api/products/facets?${query}`);
      expect(facets.status, `facets ${query}`).toBe(400);
      // The map reads the same filters: a year, mileage or surface range out of order is its 400 too.
      const map = await api('GET', `/api/products/map?bbox=7,30,12,38&zoom=7&${query}`);
      expect(map.status, `map ${query}`).toBe(400);
      expect(map.body.error.details.code, `map ${query}`).toBe(code);
    }
  });

  it('counts exactly and says so', async () => {
    const page = await list('category=voiture');
    expect(page.meta.pagination).toMatchObject({ total: 4, totalExact: true });
  });
});

describe('GET /api/products/facets', () => {
  type Answer = { total: number; totalExact: boolean; facets: Array<{ param: string; options: Array<{ value: string; count: number }> }> };
  const facets = async (query: string) => {
    const res = await api('GET', `/api/products/facets?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Answer;
  };
  const options = (answer: Answer, param: string) => Object.fromEntries(answer.facets.find((f) => f.param === param)!.options.map((o) => [o.value, o.count]));

  it('counts each option of the kind with the other filters applied', async () => {
    const all = await facets('category=voiture');
    expect(all.total).toBe(4);
    expect(all.facets.map((f) => f.param)).toEqual(['brand', 'model', 'fuel', 'gearbox', 'carCondition']);
    expect(options(all, 'brand')).toEqual({ peugeot: 2, renault: 1, bmw: 1 });
    expect(options(all, 'fuel')).toEqual({ diesel: 2, essence: 2 });

    // Picking Peugeot: the brands still show every brand (the facet leaves its own filter out), the fuels narrow.
    const peugeot = await facets('category=voiture&brand=peugeot');
    expect(peugeot.total).toBe(2);
    expect(options(peugeot, 'brand')).toEqual({ peugeot: 2, renault: 1, bmw: 1 });
    expect(options(peugeot, 'fuel')).toEqual({ diesel: 1, essence: 1 });
    expect(options(await facets('category=voiture&brand=peugeot&minYear=2015'), 'fuel')).toEqual({ diesel: 1 });
  });

  it('counts the yes-switches and the jobs', async () => {
    const estate = await facets('category=immobilier');
    expect(options(estate, 'deal')).toEqual({ rent: 2, sale: 1 });
    expect(options(estate, 'furnished')).toEqual({ true: 1 });
    expect(options(estate, 'propertyType')).toEqual({ apartment: 2, villa: 1 });
    expect(options(await facets('category=emplois&remote=true'), 'contract')).toEqual({ cdi: 1 });
    expect((await facets('category=mobilier')).facets).toEqual([]);
    expect((await facets('')).total).toBe(10);
  });

  it('drops its counts on a write', async () => {
    expect(options(await facets('category=voiture&fuel=diesel'), 'brand')).toEqual({ peugeot: 1, bmw: 1 });
    const kia = await createProduct(seller.token, carProduct({ title: 'Kia Picanto diesel', car_brand: 'Kia', car_fuel_type: 'diesel' }));
    expect(options(await facets('category=voiture&fuel=diesel'), 'brand')).toEqual({ peugeot: 1, bmw: 1, kia: 1 });
    expect((await api('DELETE', `/api/products/${kia.id}`, { token: seller.token })).status).toBe(200);
    expect(options(await facets('category=voiture&fuel=diesel'), 'brand')).toEqual({ peugeot: 1, bmw: 1 });
  });

  it('refuses an unknown category', async () => {
    expect((await api('GET', '/api/products/facets?category=licornes')).status).toBe(400);
  });
});

describe('the filter columns', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory(dbName() === 'postgres' ? { client: 'pg', connection: dbConnection() } : { client: 'better-sqlite3', connection: { filename: dbConnection() }, useNullAsDefault: true });
  });
  afterAll(() => db?.destroy());

  it('are declared in the schema for every filter of the field table', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '../src/api/product/content-types/product/schema.json'), 'utf8'));
    const attributes = (schema as { attributes: Record<string, { type: string; private?: boolean }> }).attributes;
    for (const filter of KIND_FILTERS) expect(attributes[filter.column], filter.column).toMatchObject({ private: true });
    expect(attributes.filters_version).toMatchObject({ type: 'integer', private: true });
  });

  it('follow an edit, and a listing moved to another kind leaves no value behind', async () => {
    const car = await createProduct(seller.token, carProduct({ title: 'Ford Fiesta', car_brand: 'Ford', car_fuel_type: 'essence' }));
    expect((await api('PUT', `/api/products/${car.id}`, { token: seller.token, body: { car_fuel_type: 'diesel' } })).status).toBe(200);
    const [row] = await sql<{ car_brand: string; car_fuel_type: string }>('SELECT car_brand, car_fuel_type FROM products WHERE document_id = ?', [car.id]);
    expect(row).toMatchObject({ car_brand: 'ford', car_fuel_type: 'diesel' });
    expect((await api('DELETE', `/api/products/${car.id}`, { token: seller.token })).status).toBe(200);
  });

  it('are backfilled at boot for rows an older version wrote, with sale or rent read from their text', async () => {
    // Stand for listings written before the columns and the sale/rent field existed.
    await sqlWrite('UPDATE products SET filters_version = NULL, car_brand = NULL, car_fuel_type = NULL, real_estate_deal = NULL');
    await sqlWrite('UPDATE components_product_real_estates SET deal = NULL');
    const done = await backfillFilterColumns(db);
    expect(done).toBe(10);
    const rows = await sql<{ document_id: string; car_brand: string | null; real_estate_deal: string | null; filters_version: number }>(
      'SELECT document_id, car_brand, real_estate_deal, filters_version FROM products',
    );
    const byId = new Map(rows.map((r) => [r.document_id, r]));
    expect(byId.get(ids.peugeotDiesel!)).toMatchObject({ car_brand: 'peugeot', filters_version: FILTERS_VERSION });
    expect(byId.get(ids.rent!)!.real_estate_deal).toBe('rent');
    expect(byId.get(ids.rentFromText!)!.real_estate_deal).toBe('rent');
    expect(byId.get(ids.saleBig!)!.real_estate_deal).toBe('sale');
    expect(byId.get(ids.sofa!)!.real_estate_deal).toBeNull();
    const deals = await sql<{ deal: string | null }>('SELECT deal FROM components_product_real_estates');
    expect(deals.every((d) => d.deal === 'rent' || d.deal === 'sale')).toBe(true);
    expect(await backfillFilterColumns(db)).toBe(0);
  });

  it.skipIf((process.env.SOUK_TEST_DB ?? 'sqlite') !== 'postgres')('are served by a covering index of public listings on PostgreSQL', async () => {
    // As autovacuum leaves it: statistics and the visibility map an index-only scan counts on.
    await db.raw('VACUUM (ANALYZE) products');
    await db.raw('SET enable_seqscan = off');
    await db.raw('SET enable_bitmapscan = off');
    const plan = async (where: string) =>
      ((await db.raw(`EXPLAIN SELECT p.id FROM products p WHERE p.is_hidden = false AND p.lifecycle = 'active' AND ${where}`)) as { rows: Array<{ 'QUERY PLAN': string }> }).rows.map((r) => r['QUERY PLAN']).join('\n');
    // Any one filter of a kind implies the index's predicate (one of the kind's columns set): a brand, or only a mileage.
    expect(await plan("p.car_brand IN ('peugeot') AND p.car_mileage <= 100000")).toMatch(/Index Only Scan using products_public_car_idx/);
    expect(await plan('p.car_mileage <= 100000')).toMatch(/Index Only Scan using products_public_car_idx/);
    expect(await plan("p.city = 'sousse' AND p.real_estate_rooms >= 3")).toMatch(/Index Only Scan using products_public_real_estate_idx/);
    expect(await plan('p.category_ref = 1 ORDER BY p.created_at DESC, p.id DESC LIMIT 24 OFFSET 48')).toMatch(/Index Only Scan Backward using products_public_category_created_at_idx/);
    // The single-column indexes are SQLite's alone.
    expect((await db.raw("SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'products_car_brand_idx'")).rows[0].n).toBe(0);
    await db.raw('RESET ALL');
  });
});
