import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@souk/domain';
import { sitemap } from '../src/site/sitemap';

/**
 * Past the protocol's URL limit /sitemap.xml becomes an index of files. Seen with a limit of 10 on
 * an in-memory SQLite products table (the same SQL the server runs), instead of 50,000 rows.
 */
const db = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
const origin = 'https://souk.tn';
const urls = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  await db.schema.createTable('products', (t) => {
    t.increments('id');
    t.string('document_id');
    t.boolean('is_hidden');
    t.string('lifecycle').defaultTo('active');
    t.bigInteger('updated_at');
    t.bigInteger('created_at');
    t.string('city');
  });
  await db.schema.createTable('categories', (t) => {
    t.increments('id');
    t.string('slug');
  });
  await db.schema.createTable('products_category_lnk', (t) => {
    t.integer('product_id');
    t.integer('category_id');
  });
  // Listings 1-3 are cars in Sfax, 4 real estate in Ariana; the hidden 27th the only car in Sousse.
  const cities: Record<number, string> = { 1: 'sfax', 2: 'sfax', 3: 'sfax', 4: 'ariana', 27: 'sousse' };
  await db('products').insert(
    Array.from({ length: 27 }, (_, i) => ({ document_id: `annonce${i + 1}`, is_hidden: i === 26, updated_at: Date.UTC(2026, 10, 1 + (i % 20)), city: cities[i + 1] ?? null })),
  );
  await db('categories').insert([{ slug: 'voiture' }, { slug: 'immobilier' }]);
  await db('products_category_lnk').insert([1, 2, 3, 27].map((id) => ({ product_id: id, category_id: 1 })).concat([{ product_id: 4, category_id: 2 }]));
});
afterAll(() => db.destroy());

describe('a sitemap past its URL limit', () => {
  it('is an index of a pages file and product files of at most the limit each, hidden listings left out', async () => {
    const index = await sitemap(db, origin, '/sitemap.xml', 10);
    expect(index).toContain('<sitemapindex');
    expect(urls(index)).toEqual([`${origin}/sitemap-pages.xml`, `${origin}/sitemap-products-1.xml`, `${origin}/sitemap-products-2.xml`, `${origin}/sitemap-products-3.xml`]);

    const pages = urls(await sitemap(db, origin, '/sitemap-pages.xml', 10));
    expect(pages).toContain(`${origin}/products`);
    expect(pages).toContain(`${origin}/products?category=${CATEGORIES[0]!.slug}`);
    // The category × governorate pages with a public listing, and only those.
    expect(pages.filter((u) => /\/(voitures|immobilier)\//.test(u!))).toEqual([`${origin}/voitures/sfax`, `${origin}/immobilier/ariana`]);

    const products = [1, 2, 3].map(async (n) => urls(await sitemap(db, origin, `/sitemap-products-${n}.xml`, 10)));
    const [first, second, third] = await Promise.all(products);
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(third).toEqual([...Array.from({ length: 6 }, (_, i) => `${origin}/product/annonce${21 + i}`)]); // the 27th is hidden
    expect(new Set([...first!, ...second!, ...third!]).size).toBe(26);
    expect(await sitemap(db, origin, '/sitemap-products-4.xml', 10)).toBeNull();
  });

  it('a file reads one block of ids through the primary key, never the rows before it; a thinned block is shorter', async () => {
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    db.on('query', record);
    const third = urls(await sitemap(db, origin, '/sitemap-products-3.xml', 10));
    db.off('query', record);
    expect(third).toHaveLength(6);
    const read = queries.find((q) => q.includes('document_id'))!;
    expect(read).toMatch(/[`"]id[`"] > \? and [`"]id[`"] <= \?/);
    expect(read).not.toMatch(/offset|count\(/i);

    await db('products').whereBetween('id', [12, 15]).delete();
    expect(urls(await sitemap(db, origin, '/sitemap-products-2.xml', 10))).toEqual(
      [11, 16, 17, 18, 19, 20].map((n) => `${origin}/product/annonce${n}`),
    );
    await db('products').insert([12, 13, 14, 15].map((n) => ({ id: n, document_id: `annonce${n}`, is_hidden: false, updated_at: Date.UTC(2026, 10, 1) })));
  });

  it('the pages file probes each category × city pair for one listing, never a DISTINCT over every listing', async () => {
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    db.on('query', record);
    const pages = urls(await sitemap(db, origin, '/sitemap-pages.xml', 10));
    db.off('query', record);
    expect(pages).toContain(`${origin}/voitures/sfax`);
    expect(pages).not.toContain(`${origin}/voitures/sousse`); // its only car is hidden
    const probe = queries.find((q) => q.includes('products_category_lnk'))!;
    expect(probe).not.toMatch(/distinct/i);
    expect(probe).toMatch(/limit \?/i);
  });

  it('under the limit, is one file and has no split files', async () => {
    const single = await sitemap(db, origin, '/sitemap.xml', 1000);
    expect(single).toContain('<urlset');
    expect(urls(single)).toContain(`${origin}/product/annonce1`);
    expect(await sitemap(db, origin, '/sitemap-products-1.xml', 1000)).toBeNull();
    expect(await sitemap(db, origin, '/sitemap-pages.xml', 1000)).toBeNull();
  });
});
