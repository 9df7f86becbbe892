/**
 * /sitemap.xml and /robots.txt. The sitemap lists the public pages, one page per category, the
 * category × governorate landing pages that have listings (issue 26) and every listing; past 50,000 listings (the protocol's limit per file) /sitemap.xml becomes an index
 * of /sitemap-pages.xml and /sitemap-products-<n>.xml files. File n holds the listings whose id is in
 * the n-th block of 50,000 ids: one request reads at most 50,000 rows through the primary key (no
 * OFFSET over the rows before, no count of them all), even at a million listings; a block thinned by
 * deletions is a shorter file.
 */
import type { Knex } from 'knex';
import { CATEGORIES, LANDING_PAIRS, landingPath } from '@souk/domain';
import { TABLES } from '../db/tables';
import { wherePublic } from '../api/product/utils/public-listing';

export const SITEMAP_MAX_URLS = 50_000;
const STATIC_PATHS = ['/', '/products', '/map', '/a-propos', '/conditions', '/confidentialite'];

// A product file writes 50,000 URLs: one test per URL, the replacements only when there is something to escape.
const xml = (text: string) => (/[&<>"]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : text);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(urls: Array<{ loc: string; lastmod?: string }>): string {
  const body = urls.map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

const isoDate = (value: unknown): string | undefined => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : value ? new Date(String(value)) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
};

const isPostgres = (knex: Knex) => String(knex.client.config.client).startsWith('p');

/** The highest listing id: bounds the number of id blocks (one index lookup). */
async function highestId(knex: Knex): Promise<number> {
  const row = await knex(TABLES.products).max({ n: 'id' }).first();
  return Number(row?.n ?? 0);
}

async function productUrls(knex: Knex, origin: string, page: number, maxUrls: number): Promise<Array<{ loc: string; lastmod?: string }>> {
  // Hidden (reported), expired and sold listings are not public pages.
  const rows = (await knex(TABLES.products)
    .where('id', '>', (page - 1) * maxUrls)
    .andWhere('id', '<=', page * maxUrls)
    .modify(wherePublic, null)
    // PostgreSQL writes the day itself: parsing 50,000 timestamps into Dates cost more than the read.
    .select('document_id', isPostgres(knex) ? knex.raw("to_char(updated_at, 'YYYY-MM-DD') AS updated_at") : 'updated_at')
    .orderBy('id')) as Array<{ document_id: string; updated_at: unknown }>;
  return rows.map((r) => ({ loc: `${origin}/product/${encodeURIComponent(r.document_id)}`, lastmod: isoDate(r.updated_at) }));
}

/**
 * The landing pages with at least one public listing (a page without listings is `noindex`, so it
 * stays out of the sitemap too). One probe per (category, city) pair, a subquery per row that
 * walks the city's newest listings (products_city_created_at_idx) and stops at the first of the
 * category: a present pair reads a few listings. A DISTINCT over every public listing read them
 * all (1M: 0.48 s, and ~2 800 listing reads now; ARCHITECTURE decision 85); a pair with none reads
 * that city's listings, never the country's.
 */
async function landingUrls(knex: Knex, origin: string): Promise<Array<{ loc: string }>> {
  const pairs = LANDING_PAIRS.map(() => '(?, ?)').join(', ');
  const firstListing = knex(`${TABLES.products} as p`)
    .join(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
    .whereRaw('pc.category_id = c.id')
    .whereRaw('p.city = x.column2')
    .modify(wherePublic)
    .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
    .limit(1)
    .select('p.id');
  const rows = (await knex
    .select('x.column1 as category', 'x.column2 as city', firstListing.as('hit'))
    .from(knex.raw(`(VALUES ${pairs}) AS x`, LANDING_PAIRS.flatMap((p) => [p.category, p.city])))
    .join(`${TABLES.categories} as c`, 'c.slug', 'x.column1')) as Array<{ category: string; city: string; hit: unknown }>;
  const present = new Set(rows.filter((r) => r.hit !== null && r.hit !== undefined).map((r) => `${r.category}/${r.city}`));
  return LANDING_PAIRS.filter((p) => present.has(`${p.category}/${p.city}`)).map((p) => ({ loc: `${origin}${landingPath(p)}` }));
}

async function pageUrls(knex: Knex, origin: string) {
  return [
    ...STATIC_PATHS.map((p) => ({ loc: `${origin}${p}` })),
    ...CATEGORIES.map((c) => ({ loc: `${origin}/products?category=${encodeURIComponent(c.slug)}` })),
    ...(await landingUrls(knex, origin)),
  ];
}
/** At most this many page URLs: whether the sitemap splits is known without reading the pairs. */
const MAX_PAGE_URLS = STATIC_PATHS.length + CATEGORIES.length + LANDING_PAIRS.length;

/**
 * The XML for a sitemap path, or null when the path is not one (or names a page past the end).
 * `maxUrls` is the protocol's 50,000 (smaller in tests, to see the split without 50,000 rows).
 */
export async function sitemap(knex: Knex, origin: string, pathname: string, maxUrls = SITEMAP_MAX_URLS): Promise<string | null> {
  const highest = await highestId(knex);
  const pages = Math.ceil(highest / maxUrls);
  // Ids bound the count: below the limit in ids, one file holds everything.
  const split = highest + MAX_PAGE_URLS > maxUrls;
  if (pathname === '/sitemap.xml') {
    if (!split) return urlset([...(await pageUrls(knex, origin)), ...(await productUrls(knex, origin, 1, maxUrls))]);
    const files = ['/sitemap-pages.xml', ...Array.from({ length: pages }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xml(origin + f)}</loc></sitemap>`).join('\n');
    return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
  }
  if (!split) return null;
  if (pathname === '/sitemap-pages.xml') return urlset(await pageUrls(knex, origin));
  const match = /^\/sitemap-products-(\d{1,6})\.xml$/.exec(pathname);
  const page = match ? Number(match[1]) : 0;
  if (page < 1 || page > pages) return null;
  return urlset(await productUrls(knex, origin, page, maxUrls));
}

/** Crawlers stay out of the private and technical parts of the site. */
export function robots(origin: string): string {
  const disallow = ['/admin', '/admin-info', '/products-management', '/test-promotion', '/studio', '/api/', '/messages', '/profile', '/settings', '/auth'];
  return ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
