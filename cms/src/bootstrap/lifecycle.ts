import type { Core } from '@strapi/strapi';
import { expiryFrom } from '@souk/domain';
import { TABLES } from '../db/tables';

/**
 * Listings stored before the lifecycle existed (2026-11-28) get a state at boot, once: `active`,
 * expiring 60 days after this boot rather than after their publication, so a deploy hides nothing
 * on its first day (the demo's backdated listings included) and every owner gets the reminder at
 * day 53. Idempotent: only rows still without a value are written, whatever replica boots first.
 * Runs before the map grid's rebuild, which then counts exactly the active listings.
 */
export async function ensureLifecycle(strapi: Core.Strapi, now: number = Date.now()) {
  const knex = strapi.db.connection;
  await knex(TABLES.products).whereNull('lifecycle').update({ lifecycle: 'active' });
  await knex(TABLES.products).whereNull('expires_at').update({ expires_at: expiryFrom(now) });
  await knex(TABLES.products).whereIn('lifecycle', ['sold', 'closed']).whereNull('sold_at').update({ sold_at: now });
}
