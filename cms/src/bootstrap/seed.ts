import type { Core } from '@strapi/strapi';
import { CATEGORIES, getCategory, productInputSchema, resolveCity, type CategorySlug } from '@souk/domain';
import { dbDate } from '../db/sql';
import { seedDemoConversations } from './demo-conversations';
import { demoPhoto } from './demo-images';
import { ensureStudioUser, superAdminRoleId } from '../studio/roles';
import { DEMO_ADMIN, DEMO_ADS, DEMO_EDITOR, DEMO_STUDIO_ADMIN, DEMO_FAQ, DEMO_LISTINGS, DEMO_NEIGHBOURS, DEMO_PASSWORD, DEMO_SELLERS, type DemoListing } from './demo-data';
import { getService } from '../services';
import { TABLES, UIDS } from '../db/tables';

/**
 * Fills an EMPTY database once with demo content (SEED_DEMO). Everything goes through the same
 * services as the API — listings are validated by productInputSchema, likes are real likes — so
 * counters, promotions and notifications are consistent. Photos are drawn locally (no network).
 */

/** What each demo banner shows (TechZone, car insurance, removals, coding bootcamp). */
const AD_PICTURES = ['electronique', 'voiture', 'autres', 'emplois'];

/** Age of the rank-th newest demo listing: minutes for the first ones, then hours, days and months. */
export function demoAgeMs(rank: number): number {
  const MINUTE = 60_000;
  if (rank < 3) return [3, 25, 50][rank]! * MINUTE;
  if (rank < 10) return (rank - 2) * 3 * 60 * MINUTE; // 3 h … 21 h
  if (rank < 40) return (rank - 9) * 20 * 60 * MINUTE; // about a day … 25 days
  return (rank - 39) * 5 * 24 * 60 * MINUTE; // a few weeks … four months
}

function toBody(l: DemoListing): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: l.title,
    description: l.description,
    category: l.category,
    location: resolveCity(l.city)?.name ?? l.city,
    city: l.city,
    is_free: l.price === null,
    currency: 'TND',
    is_reserved: l.reserved ?? false,
  };
  if (l.price !== null) body.price = l.price;
  if (l.condition) body.condition = l.condition;
  for (const [prefix, component] of [['car_', l.car], ['real_estate_', l.real_estate], ['job_', l.job]] as const) {
    for (const [k, v] of Object.entries(component ?? {})) body[`${prefix}${k}`] = v;
  }
  return body;
}

/**
 * Studio accounts of the demo: the editor, and a super admin (a seeded studio user closes the
 * studio's first-admin registration, so the demo brings its own).
 */
async function seedStudioUsers(strapi: Core.Strapi, editorRoleId: number) {
  await ensureStudioUser(strapi, DEMO_EDITOR, editorRoleId);
  const superAdmin = await superAdminRoleId(strapi);
  if (superAdmin !== null) await ensureStudioUser(strapi, DEMO_STUDIO_ADMIN, superAdmin);
}

export async function seedDemo(strapi: Core.Strapi, editorRoleId: number) {
  await seedStudioUsers(strapi, editorRoleId);
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
  const listingIds = new Map<string, string>();
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const seller = sellers[i % sellers.length]!;
    const input = productInputSchema.parse(toBody(listing));
    const color = getCategory(input.category as CategorySlug).color;
    const photos = await Promise.all(
      Array.from({ length: listing.images ?? 1 }, async (_, v) => ({ buffer: await demoPhoto(input.category, color, listing.title, v), name: `${input.category}-${i}-${v}.jpg` })),
    );
    const product = await writes.create(input, { id: seller.id, documentId: seller.documentId, isAdmin: false }, photos);
    listingIds.set(listing.title, product.id);
    // Categories interleaved (23 is coprime with the count) so "Produits récents" shows a mix, and
    // ages from minutes to months so every relative time and date filter has listings to show.
    const ageRank = (i * 23) % DEMO_LISTINGS.length;
    await knex(TABLES.products).where('document_id', product.id).update({ created_at: dbDate(strapi, new Date(now - demoAgeMs(ageRank))) });
    for (const fan of neighbours.slice(0, listing.likes ?? 0)) {
      await likes.like(fan, product.id);
    }
  }

  await seedDemoConversations(strapi, listingIds, sellers, now);

  const categories = new Map(
    ((await strapi.db.query(UIDS.category).findMany({ select: ['slug', 'documentId'] })) as Array<{ slug: string; documentId: string }>).map((c) => [c.slug, c.documentId]),
  );
  const images = getService('product-images');
  // Each banner is one document with a French and an Arabic locale: Arabic visitors get the Arabic text.
  for (const [i, ad] of DEMO_ADS.entries()) {
    const [imageId] = await images.store([{ buffer: await demoPhoto(AD_PICTURES[i % AD_PICTURES.length]!, ad.color, ad.fr.title), name: `pub-${i}.jpg` }], ad.fr.title);
    const shared = {
      position: ad.position,
      target_url: ad.target_url,
      advertiser_name: ad.advertiser_name,
      image: imageId,
      starts_at: new Date(now - 24 * 3600_000).toISOString(),
      ends_at: new Date(now + 365 * 24 * 3600_000).toISOString(),
      impression_count: 0,
      click_count: 0,
      category: i === 1 ? categories.get('voiture') : undefined,
    };
    const banner = await strapi.documents(UIDS.advertisement).create({ locale: 'fr', data: { ...shared, ...ad.fr } as never });
    await strapi.documents(UIDS.advertisement).update({ documentId: banner.documentId, locale: 'ar', data: { ...shared, ...ad.ar } as never });
    for (const locale of ['fr', 'ar']) await strapi.documents(UIDS.advertisement).publish({ documentId: banner.documentId, locale });
  }

  // The Arabic answer is the same document's 'ar' locale, so the bot can answer a French question in Arabic.
  for (const faq of DEMO_FAQ) {
    const created = await strapi.documents(UIDS.faqEntry).create({ locale: 'fr', data: { ...faq.fr, priority: 0 } as never });
    await strapi.documents(UIDS.faqEntry).update({ documentId: created.documentId, locale: 'ar', data: { ...faq.ar, priority: 0 } as never });
  }
  strapi.log.info(`[seed] ${DEMO_LISTINGS.length} listings, ${sellers.length + neighbours.length + 1} users, ${DEMO_ADS.length} ads, ${DEMO_FAQ.length * 2} FAQ entries (fr + ar) in ${Date.now() - started} ms (${CATEGORIES.length} categories)`);
}
