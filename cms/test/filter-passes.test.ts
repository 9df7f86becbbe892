import { beforeAll, describe, expect, it } from 'vitest';
import { KIND_FILTERS, PRODUCT_FILTER_NAMES, filterParams, productFiltersSchema } from '@souk/domain';
import { api, carProduct, createProduct, dbValue, otherProduct, signUp, sql, sqlWrite, useServer, type Session } from './api';
import { FILTER_ROW_COLUMNS, filterPasses } from '../src/api/product/utils/filter-passes';

useServer();

/**
 * Alert matching decides a listing's single filters in memory (product utils/filter-passes.ts);
 * the list's SQL is what "matches" means. Every filter kind, with values on both sides of each
 * bound and rows with NULL columns, is asked of GET /api/products (the seller's listings only) and
 * of the in-memory predicate over the same rows as the database driver reads them: both must agree.
 */
let seller: Session;

/** Filters the candidates' query decides on indexed columns (alert-jobs `requiring`), not this predicate. */
const DECIDED_BY_CANDIDATES = ['category', 'city', 'minPrice', 'maxPrice'];

const QUERIES: string[] = [
  'condition=new',
  'condition=good',
  'condition=like_new',
  'freeOnly=true',
  'availableOnly=true',
  'dateRange=today',
  'dateRange=week',
  'dateRange=month',
  'dateRange=3months',
  'search=peugeot',
  'search=Peugéot 208',
  'search=canape',
  'search=CANAPÉ velours',
  'search=جديد',
  'search=100%',
  'search=a_b',
  'search=introuvable',
  'search=sfax',
  'brand=peugeot',
  'brand=Peugeot,Renault',
  'brand=bmw',
  'model=208',
  'model=clio,308',
  'minYear=2018',
  'maxYear=2018',
  'minYear=2010&maxYear=2019',
  'maxMileage=65000',
  'maxMileage=64999',
  'fuel=diesel',
  'fuel=essence,diesel',
  'gearbox=automatic',
  'carCondition=used',
  'carCondition=new',
  'propertyType=villa',
  'propertyType=apartment,villa',
  'deal=rent',
  'deal=sale',
  'minRooms=2',
  'minRooms=5',
  'minSurface=85',
  'maxSurface=85',
  'minSurface=40&maxSurface=100',
  'furnished=true',
  'parking=true',
  'garden=true',
  'contract=cdi',
  'contract=cdd,cdi',
  'sector=informatique',
  'minSalary=2000',
  'minSalary=3001',
  'remote=true',
  'search=peugeot&maxMileage=100000&fuel=diesel&availableOnly=true',
  'condition=good&dateRange=week&search=velours',
];

beforeAll(async () => {
  seller = await signUp('Vendeur Filtres Mémoire');
  const flat = (over: Record<string, unknown>) => ({ title: 'Appartement lumineux', description: 'Proche des commodités.', category: 'immobilier', location: 'Ariana', price: 250000, real_estate_type: 'apartment', real_estate_rooms: 2, real_estate_surface: 90, ...over });
  const job = (over: Record<string, unknown>) => ({ title: 'Développeur web', description: 'Équipe produit.', category: 'emplois', location: 'Tunis', price: 0, job_type: 'cdi', job_sector: 'informatique', ...over });
  const bodies = [
    carProduct({ title: 'Peugeot 308 HDi', car_model: '308', car_year: 2018, car_mileage: 90000, car_fuel_type: 'diesel', car_transmission: 'manual' }),
    carProduct({ title: 'Peugeot 208 remise 100% a_b', car_mileage: 65000, is_reserved: true }),
    carProduct({ title: 'Renault Clio', car_brand: 'renault', car_model: 'Clio', car_year: 2020, car_mileage: 30000, car_fuel_type: 'essence', car_transmission: 'automatic', car_condition: 'new', location: 'Tunis' }),
    // A car without mileage nor fuel (and every other kind's columns): NULL columns pass no bound.
    carProduct({ title: 'BMW ancienne', car_brand: 'BMW', car_model: 'Série 3', car_year: 2005, car_mileage: undefined }),
    flat({ title: 'S+2 meublé à louer', real_estate_deal: 'rent', real_estate_furnished: true, real_estate_surface: 85, price: 1200 }),
    flat({ title: 'Villa avec jardin', real_estate_type: 'villa', real_estate_deal: 'sale', real_estate_rooms: 5, real_estate_surface: 320, real_estate_garden: true, real_estate_parking: true }),
    flat({ title: 'Studio à louer', real_estate_rooms: 1, real_estate_surface: 40, price: 600, condition: 'new' }),
    job({ job_salary_min: 2000, job_salary_max: 3000, job_remote: true }),
    job({ title: 'Serveur', job_type: 'cdd', job_sector: 'restauration', job_salary_min: 900 }),
    otherProduct(),
    otherProduct({ title: 'Canapé جديد', condition: 'like_new', is_free: true, price: 'Free' }),
    otherProduct({ title: 'Table basse', condition: undefined }),
    otherProduct({ title: 'Lampe ancienne annonce' }),
  ];
  const ids: string[] = [];
  for (const body of bodies) ids.push((await createProduct(seller.token, JSON.parse(JSON.stringify(body)) as Record<string, unknown>)).id);
  // Older listings, for the date ranges: 3 days, 20 days, 50 days ago.
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  for (const [i, days] of [[0, 3], [4, 20], [12, 50]] as const) await sqlWrite('UPDATE products SET created_at = ? WHERE document_id = ?', [dbValue(ago(days)), ids[i]]);
});

async function listed(query: string): Promise<string[]> {
  const res = await api('GET', `/api/products?owner=${seller.user.id}&pageSize=100&${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body.data as Array<{ id: string }>).map((p) => p.id).sort();
}

describe('filters decided in memory agree with the list', () => {
  it('covers every filter of the list but those the candidates query decides', () => {
    const asked = new Set(QUERIES.flatMap((q) => [...new URLSearchParams(q).keys()]));
    const expected = PRODUCT_FILTER_NAMES.filter((name) => !DECIDED_BY_CANDIDATES.includes(name));
    expect(expected.filter((name) => !asked.has(name))).toEqual([]);
    for (const filter of KIND_FILTERS) for (const param of filterParams(filter)) expect(asked.has(param), param).toBe(true);
  });

  it.each(QUERIES)('%s', async (query) => {
    const filters = productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const rows = await sql<Record<string, unknown>>(
      `SELECT p.document_id, ${FILTER_ROW_COLUMNS.map((c) => `p.${c}`).join(', ')} FROM products p
        JOIN products_owner_lnk po ON po.product_id = p.id JOIN up_users u ON u.id = po.user_id WHERE u.document_id = ?`,
      [seller.user.id],
    );
    expect(rows.length).toBe(13);
    const now = new Date();
    const inMemory = rows
      .filter((row) =>
        Object.entries(filters).every(([name, value]) => {
          const verdict = filterPasses(row, name, value, now);
          expect(verdict, `${name} is decided in memory`).not.toBeUndefined();
          return verdict;
        }),
      )
      .map((row) => String(row.document_id))
      .sort();
    expect(inMemory, query).toEqual(await listed(query));
  });

  it('leaves a filter it does not know to the SQL', () => {
    expect(filterPasses({}, 'someFutureFilter', 'x')).toBeUndefined();
  });
});
