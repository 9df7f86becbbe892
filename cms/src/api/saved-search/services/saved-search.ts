import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  filtersKey,
  proposeSavedSearchName,
  SAVED_SEARCHES_MAX,
  type ApiSavedSearch,
  type Language,
  type ProductFilters,
  type SavedSearchFrequency,
} from '@souk/domain';
import { isPostgres, newDocumentId, parseJson, toIso } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { restKey } from '../utils/rest-key';
import { conflict, notFound } from '../../../http/errors';
import { wherePublic } from '../../product/utils/public-listing';

export interface SavedSearchRow {
  id: number;
  document_id: string;
  user_id: number;
  name: string;
  filters: string;
  frequency: SavedSearchFrequency;
  last_seen_at: number | string;
  created_at: number | string;
}

/**
 * What an alert requires, in the indexed columns the matcher narrows candidates with ('' = any),
 * and the rest of its filters as one key (`rest_key`: alerts with the same rest are checked once).
 */
export function requiredColumns(filters: ProductFilters) {
  return {
    category_key: filters.category ?? '',
    city_key: filters.city ?? '',
    min_price: filters.minPrice ?? null,
    max_price: filters.maxPrice ?? null,
    rest_key: restKey(filters),
  };
}

const COLUMNS = ['s.id', 's.document_id', 's.user_id', 's.name', 's.filters', 's.frequency', 's.last_seen_at', 's.created_at'];

/**
 * A user's saved searches: at most SAVED_SEARCHES_MAX, each a distinct filter set. Only the owner
 * reaches an alert; anyone else's answers 404, as if absent.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = (db: Knex, userId: number) => db(`${TABLES.savedSearches} as s`).where('s.user_id', userId);

  /** Listings matched since the alert was last opened, per alert id. */
  async function newCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = (await knex()(`${TABLES.savedSearchMatches} as m`)
      .join(`${TABLES.savedSearches} as s`, 's.id', 'm.saved_search_id')
      .join(`${TABLES.products} as p`, 'p.id', 'm.product_id')
      .whereIn('m.saved_search_id', ids)
      .modify(wherePublic)
      .whereRaw('m.created_at > s.last_seen_at')
      .groupBy('m.saved_search_id')
      .select('m.saved_search_id', knex().raw('count(*) as n'))) as Array<{ saved_search_id: number; n: number | string }>;
    return new Map(rows.map((r) => [Number(r.saved_search_id), Number(r.n)]));
  }

  const serialize = (r: SavedSearchRow, count: number): ApiSavedSearch => ({
    id: r.document_id,
    name: r.name,
    filters: parseJson<ProductFilters>(r.filters, {}),
    frequency: r.frequency,
    new_count: count,
    last_seen_at: toIso(r.last_seen_at),
    created_at: toIso(r.created_at),
  });

  async function owned(userId: number, documentId: string): Promise<SavedSearchRow> {
    const row = (await mine(knex(), userId).where('s.document_id', documentId).first(COLUMNS)) as SavedSearchRow | undefined;
    if (!row) throw notFound('savedSearchNotFound');
    return row;
  }

  async function one(row: SavedSearchRow): Promise<ApiSavedSearch> {
    return serialize(row, (await newCounts([row.id])).get(row.id) ?? 0);
  }

  return {
    async list(userId: number): Promise<ApiSavedSearch[]> {
      const rows = (await mine(knex(), userId).select(COLUMNS).orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])) as SavedSearchRow[];
      const counts = await newCounts(rows.map((r) => r.id));
      return rows.map((r) => serialize(r, counts.get(r.id) ?? 0));
    },

    async create(userId: number, input: { filters: ProductFilters; name?: string; frequency?: SavedSearchFrequency }): Promise<ApiSavedSearch> {
      const key = filtersKey(input.filters);
      const now = Date.now();
      const documentId = newDocumentId();
      await knex().transaction(async (trx) => {
        // The account row is the lock two simultaneous creations queue on, so the limit holds (SQLite has one writer).
        if (isPostgres(strapi)) await trx(TABLES.users).where('id', userId).forUpdate().first('id');
        const account = (await trx(TABLES.users).where('id', userId).first('language')) as { language?: string } | undefined;
        const language: Language = account?.language === 'ar' ? 'ar' : 'fr';
        const existing = (await trx(TABLES.savedSearches).where('user_id', userId).select('filters_key')) as Array<{ filters_key: string }>;
        if (existing.some((r) => r.filters_key === key)) throw conflict('savedSearchExists');
        if (existing.length >= SAVED_SEARCHES_MAX) throw conflict('savedSearchLimit', SAVED_SEARCHES_MAX);
        await trx(TABLES.savedSearches).insert({
          document_id: documentId,
          user_id: userId,
          name: input.name || proposeSavedSearchName(input.filters, language),
          filters: JSON.stringify(input.filters),
          filters_key: key,
          frequency: input.frequency ?? 'instant',
          ...requiredColumns(input.filters),
          last_seen_at: now,
          created_at: now,
          updated_at: now,
        });
      });
      return one(await owned(userId, documentId));
    },

    async update(userId: number, documentId: string, patch: { name?: string; frequency?: SavedSearchFrequency }): Promise<ApiSavedSearch> {
      const row = await owned(userId, documentId);
      const changes: Record<string, unknown> = { updated_at: Date.now() };
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.frequency !== undefined) changes.frequency = patch.frequency;
      await knex()(TABLES.savedSearches).where('id', row.id).update(changes);
      return one(await owned(userId, documentId));
    },

    /** 'Voir les résultats': what matched so far counts as seen. */
    async markSeen(userId: number, documentId: string): Promise<ApiSavedSearch> {
      const row = await owned(userId, documentId);
      await knex()(TABLES.savedSearches).where('id', row.id).update({ last_seen_at: Date.now() });
      return one(await owned(userId, documentId));
    },

    async remove(userId: number, documentId: string) {
      const row = await owned(userId, documentId);
      await knex().transaction(async (trx) => {
        await trx(TABLES.savedSearchMatches).where('saved_search_id', row.id).delete();
        await trx(TABLES.savedSearches).where('id', row.id).delete();
      });
      return { id: documentId };
    },

    /** Part of the account deletion cascade. */
    async removeAllOf(trx: Knex.Transaction, userId: number) {
      const ids = trx(TABLES.savedSearches).where('user_id', userId).select('id');
      await trx(TABLES.savedSearchMatches).whereIn('saved_search_id', ids).delete();
      await trx(TABLES.savedSearches).where('user_id', userId).delete();
    },
  };
};

export default service;
export type SavedSearchService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    'saved-search': typeof service;
  }
}
