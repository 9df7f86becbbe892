import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { CATEGORIES, getCategory, productInputSchema, resolveCity } from '@souk/domain';
import { dbDate } from '../lib/db';
import { DEMO_ADMIN, DEMO_ADS, DEMO_FAQ, DEMO_LISTINGS, DEMO_NEIGHBOURS, DEMO_PASSWORD, DEMO_SELLERS, type DemoListing } from './demo-data';
import { getService } from '../lib/services';
import { TABLES, UIDS } from '../lib/tables';

/**
 * Fills an EMPTY database once with demo content (SEED_DEMO). Everything goes through the same
 * services as the API — listings are validated by productInputSchema, likes are real likes — so
 * counters, promotions and notifications are consistent. Images are drawn locally (no network).
 */
async function demoImage(color: string, variant: number): Promise<Buffer> {
  const shapes = [
    `<circle cx="560" cy="200" r="${120 + variant * 10}" fill="rgba(255,255,255,0.25)"/>`,
    `<rect x="${80 + variant * 20}" y="320" width="360" height="180" rx="24" fill="rgba(255,255,255,0.2)"/>`,
    `<circle cx="200" cy="160" r="60" fill="rgba(0,0,0,0.12)"/>`,
  ].join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>${shapes}</svg>`,
  );
  return sharp(svg).jpeg({ quality: 80 }).toBuffer();
}

function toBody(l: DemoListing): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: l.title,
    description: l.description,
    category: l.category,
    location: resolveCity(l.city)?.name ?? l.city,
    city: l.city,
    is_free: l.price === null,
    currency: l.currency ?? 'TND',
    is_reserved: l.reserved ?? false,
  };
  if (l.price !== null) body.price = l.price;
  if (l.condition) body.condition = l.condition;
  for (const [prefix, component] of [['car_', l.car], ['real_estate_', l.real_estate], ['job_', l.job]] as const) {
    for (const [k, v] of Object.entries(component ?? {})) body[`${prefix}${k}`] = v;
  }
  return body;
}

export async function seedDemo(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const existing = await knex(TABLES.products).count({ n: 'id' }).first();
  if (Number(existing?.n ?? 0) > 0) return;
  const started = Date.now();
  strapi.log.info('[seed] empty database: adding demo data');
  const accounts = getService('account');
  const writes = getService('product-write');
  const likes = getService('like');

  const ensureUser = async (u: { email: string; display_name: string; first_name?: string; last_name?: string; location?: string; bio?: string }, password: string, role: 'user' | 'admin' = 'user') => {
    const found = await accounts.findByEmail(u.email);
    const user = found ?? (await accounts.createUser({ ...u, password, role }));
    if (u.bio || u.location) {
      await strapi.db.query(UIDS.user).update({ where: { id: user.id }, data: { bio: u.bio ?? null, location: u.location ?? null, show_email: true } });
    }
    return user;
  };

  await ensureUser(DEMO_ADMIN, DEMO_ADMIN.password, 'admin');
  const sellers = [];
  for (const s of DEMO_SELLERS) sellers.push(await ensureUser(s, DEMO_PASSWORD));
  const neighbours = [];
  for (const n of DEMO_NEIGHBOURS) neighbours.push(await ensureUser(n, DEMO_PASSWORD));

  const now = Date.now();
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const seller = sellers[i % sellers.length]!;
    const input = productInputSchema.parse(toBody(listing));
    const color = getCategory(input.category).color;
    const photos = await Promise.all(
      Array.from({ length: listing.images ?? 1 }, async (_, v) => ({ buffer: await demoImage(color, (i + v) % 5), name: `${input.category}-${i}-${v}.jpg` })),
    );
    const product = await writes.create(input, { id: seller.id, documentId: seller.documentId, isAdmin: false }, photos);
    // Spread listings over the last ~3 weeks, categories interleaved (23 is coprime with the count),
    // so date filters and "Produits récents" show a mix rather than seven cars in a row.
    const ageRank = (i * 23) % DEMO_LISTINGS.length;
    await knex(TABLES.products).where('document_id', product.id).update({ created_at: dbDate(strapi, new Date(now - ageRank * 7 * 3600_000)) });
    for (const fan of neighbours.slice(0, listing.likes ?? 0)) {
      await likes.like(fan, product.id);
    }
  }

  const categories = new Map(
    ((await strapi.db.query(UIDS.category).findMany({ select: ['slug', 'documentId'] })) as Array<{ slug: string; documentId: string }>).map((c) => [c.slug, c.documentId]),
  );
  const images = getService('product-images');
  for (const [i, ad] of DEMO_ADS.entries()) {
    const [imageId] = await images.store([{ buffer: await demoImage(ad.color, i), name: `pub-${i}.jpg` }], ad.title);
    await strapi.documents(UIDS.advertisement).create({
      locale: 'fr',
      data: {
        title: ad.title,
        description: ad.description,
        position: ad.position,
        target_url: ad.target_url,
        advertiser_name: ad.advertiser_name,
        image: imageId,
        starts_at: new Date(now - 24 * 3600_000).toISOString(),
        ends_at: new Date(now + 365 * 24 * 3600_000).toISOString(),
        impression_count: 0,
        click_count: 0,
        category: i === 1 ? categories.get('voiture') : undefined,
      } as never,
    });
  }

  for (const faq of DEMO_FAQ) {
    await strapi.documents(UIDS.faqEntry).create({ locale: faq.locale, data: { question: faq.question, keywords: faq.keywords, answer: faq.answer, suggestions: faq.suggestions, priority: 0 } as never });
  }
  strapi.log.info(`[seed] ${DEMO_LISTINGS.length} listings, ${sellers.length + neighbours.length + 1} users, ${DEMO_ADS.length} ads, ${DEMO_FAQ.length} FAQ entries in ${Date.now() - started} ms (${CATEGORIES.length} categories)`);
}
