import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PAGE_SIZE_MAX, TOTAL_EXACT_UP_TO, searchTokens, type ApiProduct, type ProductListQuery } from '@souk/domain';
import { applyFilters as applyFiltersOn, type ListWhere } from '../utils/list-filters';
import { productCounts } from '../utils/read-cache';
import type { ProductRow } from '../utils/serialize';
import { SELECT, hydrate, joined, listedByIds } from '../utils/listing-rows';
import { TABLES } from '../../../db/tables';
import { isPostgres, toNumber } from '../../../db/sql';
import { PRICE_BAND, rankSimilar, SIMILAR_CANDIDATES, SIMILAR_POOL, type SimilarCandidate } from '../utils/similar-rank';
import { runPrepared } from '../../../framework/prepared';
import { PAGE_LIFECYCLES, wherePublic } from '../utils/public-listing';
import { postedCount, postedPage, postedToken } from '../utils/word-postings';
import { categoryIdOf } from '../../category/utils/category-registry';
import { keptCopy, pageFromCopy } from '../utils/facet-mirror';

/**
 * Read side of products: the hot paths (listing, search, detail) in lean SQL — the columns the
 * screens show, one query per concern (rows, count, images, kind components) — instead of the
 * document service with deep populate (ARCHITECTURE "Hot paths").
 */
export type { ListWhere } from '../utils/list-filters';
export type ListFilters = ListWhere & Pick<ProductListQuery, 'sort' | 'page' | 'pageSize'>;

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const applyFilters = (q: Knex.QueryBuilder, f: ListWhere) => applyFiltersOn(strapi, q, f);
  /** One key per search whatever the order its filters were parsed in (the list's and the facets' schemas differ). */
  const countKey = (where: ListWhere) => JSON.stringify(Object.entries(where).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  /**
   * The matches of a search, counted up to TOTAL_EXACT_UP_TO + 1 (ARCHITECTURE "Bounded totals"):
   * past the bound the count stops walking, so a broad search costs no more than a narrow one.
   */
  function countFor(where: ListWhere): Promise<number> {
    return productCounts.wrap(countKey(where), async () => {
      const db = knex();
      // A one-word search (+ price) on PostgreSQL: counted on the word postings' indexes (decision 86).
      const token = postedToken(strapi, where);
      const posted = token === null ? null : await postedCount(db, token, where);
      if (posted !== null) return posted;
      const bounded = applyFilters(db(`${TABLES.products} as p`).select('p.id'), where).limit(TOTAL_EXACT_UP_TO + 1);
      const row = await db.from(bounded.as('t')).count({ total: '*' }).first();
      return Number((row as { total?: unknown } | undefined)?.total ?? 0);
    });
  }

  /** The bounded count of `where` when a page or the facets counted it within the cache's life (undefined else; a count that failed is not known). */
  const knownCount = (where: ListWhere): Promise<number | undefined> => productCounts.peek(countKey(where))?.catch(() => undefined) ?? Promise.resolve(undefined);

  /** Keeps a bounded count (≤ TOTAL_EXACT_UP_TO + 1) made while reading something else; handed over before it resolves, so a write meanwhile drops it like any count. */
  const rememberCount = (where: ListWhere, counted: Promise<number>) => void productCounts.wrap(countKey(where), () => counted);

  /**
   * A filtered page and its bounded count in one statement on PostgreSQL (decision 79, 90): the
   * bounded count reads every match while they are at most TOTAL_EXACT_UP_TO, so the page is cut
   * from those same rows (`m`) instead of a second walk — for a rare word, the whole sort index;
   * for a car or a flat, the same index range read twice. Past the bound, `m` holds the first
   * TOTAL_EXACT_UP_TO + 1 matches only, and the page is read by `ranked` (the sort index's walk),
   * whose gate on the count (`c.n > bound`: a one-time filter, PostgreSQL runs it only then) keeps
   * it unread otherwise. A count already known lets `ranked` answer alone (a small category's first
   * page: 24 entries of its index, not its every listing), except for a word matching few listings,
   * whose walk would read the sort index in search of them. Null on SQLite or for the popularity
   * sort: the caller reads page and count apart.
   */
  async function pageWithCount(where: ListWhere, ranked: Knex.QueryBuilder, sort: ListFilters['sort'], page: number, pageSize: number) {
    if (!isPostgres(strapi) || sort.field === 'like_count') return null;
    const known = await knownCount(where);
    const fewWordMatches = known !== undefined && known <= TOTAL_EXACT_UP_TO && where.search !== undefined && searchTokens(where.search).length > 0;
    if (known !== undefined && !fewWordMatches) return { counted: known, ids: (await ranked) as Array<{ id: number }> };
    const db = knex();
    const matches = applyFilters(db(`${TABLES.products} as p`).select('p.id', `p.${sort.field} as k`), where).limit(TOTAL_EXACT_UP_TO + 1);
    const order = sort.order === 'asc' ? 'ASC' : 'DESC';
    const fromMatches = `SELECT m.id, m.k FROM m WHERE c.n <= ${TOTAL_EXACT_UP_TO} ORDER BY m.k ${order}, m.id ${order} LIMIT ? OFFSET ?`;
    const walked = ranked.clone().select(`p.${sort.field} as k`).whereRaw(`c.n > ${TOTAL_EXACT_UP_TO}`);
    const read = db
      .with('m', matches)
      .from(db.raw('(SELECT count(*) AS n FROM m) c'))
      .joinRaw(`LEFT JOIN LATERAL (SELECT * FROM (${fromMatches}) a UNION ALL SELECT * FROM (?) b) pg ON true`, [pageSize, (page - 1) * pageSize, walked])
      .select('c.n', 'pg.id')
      .orderBy([{ column: 'pg.k', order: sort.order }, { column: 'pg.id', order: sort.order }])
      .then((rows) => rows as Array<{ n: unknown; id: unknown }>);
    // The count kept as countFor keeps it, for the next pages and the facets.
    rememberCount(where, read.then((rows) => Number(rows[0]?.n ?? 0)));
    const rows = await read;
    return { counted: Number(rows[0]?.n ?? 0), ids: rows.filter((r) => r.id != null).map((r) => ({ id: Number(r.id) })) };
  }

  /**
   * A category's page off the copy of its listings its facets keep in memory (PostgreSQL, decisions
   * 93 and 95): PostgreSQL then reads the page's listings alone. Null while no trusted copy is here.
   */
  function pageOffCopy(where: ListWhere, sort: ListFilters['sort'], page: number, pageSize: number) {
    const categoryId = where.category && isPostgres(strapi) ? categoryIdOf(where.category) : null;
    const kept = categoryId === null ? null : keptCopy(categoryId);
    return kept && pageFromCopy(kept, where, sort, page, pageSize);
  }

  return {
    /** `products as p` narrowed by the listing's filters: the map aggregates the same set the list pages through. */
    filtered(where: ListWhere): Knex.QueryBuilder {
      return applyFilters(knex()(`${TABLES.products} as p`), where);
    },

    async list(filters: ListFilters) {
      const { sort, page, pageSize, ...where } = filters;
      const ranked = applyFilters(knex()(`${TABLES.products} as p`).select('p.id'), where);
      if (sort.field === 'like_count') {
        // Most liked: the counters' mirror holds the index (bootstrap/popularity.ts), so a like does not rewrite the listing's indexes.
        ranked.join(`${TABLES.popularity} as pop`, 'pop.product_id', 'p.id').orderBy('pop.like_count', sort.order).orderBy('pop.product_id', sort.order);
      } else {
        ranked.orderBy(`p.${sort.field}`, sort.order).orderBy('p.id', sort.order);
      }
      ranked.limit(pageSize).offset((page - 1) * pageSize);
      const token = postedToken(strapi, where, sort.field);
      const posted = token === null ? null : await postedPage(knex(), token, where, sort, page, pageSize);
      const kept = posted ?? pageOffCopy(where, sort, page, pageSize);
      if (kept) rememberCount(where, Promise.resolve(kept.counted));
      const together = kept ?? (await pageWithCount(where, ranked, sort, page, pageSize));
      const [ids, counted] = together ? [together.ids, together.counted] : await Promise.all([ranked as unknown as Promise<Array<{ id: number }>>, countFor(where)]);
      const totalExact = counted <= TOTAL_EXACT_UP_TO;
      const total = Math.max(Math.min(counted, TOTAL_EXACT_UP_TO), (page - 1) * pageSize + ids.length);
      return {
        data: await listedByIds(strapi, ids.map((r) => Number(r.id))),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total, totalExact } },
      };
    },

    /** The newest `limit` visible listings of `where` but `skip` (document ids): one step of 'Annonces proches' (utils/nearby-reads.ts). */
    async newest(where: ListWhere, limit: number, skip: string[] = []): Promise<ApiProduct[]> {
      const q = applyFilters(knex()(`${TABLES.products} as p`).select('p.id'), where)
        .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
        .limit(limit);
      if (skip.length > 0) q.whereNotIn('p.document_id', skip);
      return listedByIds(strapi, ((await q) as Array<{ id: number }>).map((r) => Number(r.id)));
    },

    /** The matches of a search, bounded like a page's total: what the facet answer shows. */
    async total(where: ListWhere): Promise<{ total: number; totalExact: boolean }> {
      const counted = await countFor(where);
      return { total: Math.min(counted, TOTAL_EXACT_UP_TO), totalExact: counted <= TOTAL_EXACT_UP_TO };
    },

    /** For the facets' passes: a count a page made, and theirs for the page that follows. */
    knownCount,
    rememberCount,

    async promoted(limit: number) {
      const rows = (await joined(knex())
        .select(SELECT)
        .where('p.is_promoted', true)
        .modify(wherePublic)
        .orderBy('p.promoted_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)) as ProductRow[];
      return hydrate(knex(), rows, { list: true });
    },

    /**
     * A hidden, expired or closed listing is not found (a sold one is, for its 'Vendu' page),
     * except for the write paths and the admin space. `db`: a transaction to read through (a write
     * answering with what it has just stored).
     */
    async findOne(documentId: string, opts: { includeHidden?: boolean; db?: Knex } = {}): Promise<ApiProduct | null> {
      const db = opts.db ?? knex();
      const q = joined(db).select(SELECT).where('p.document_id', documentId).limit(1);
      if (!opts.includeHidden) q.where('p.is_hidden', false).whereIn('p.lifecycle', [...PAGE_LIFECYCLES]);
      const rows = (await q) as ProductRow[];
      const [product] = await hydrate(db, rows, { list: false });
      return product ?? null;
    },

    /** id, owner and title of a product: what the write paths need to check rights. */
    async ownership(documentId: string): Promise<{ id: number; documentId: string; ownerId: number | null; title: string; hidden: boolean } | null> {
      // Prepared: every like reads it, and planning the join cost more than running it.
      const [row] = await runPrepared<{ id: unknown; title: unknown; is_hidden: unknown; owner_id: unknown }>(
        strapi,
        knex()(`${TABLES.products} as p`)
          .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
          .where('p.document_id', documentId)
          .first('p.id', 'p.title', 'p.is_hidden', 'po.user_id as owner_id'),
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        documentId,
        ownerId: row.owner_id == null ? null : Number(row.owner_id),
        title: String(row.title),
        hidden: row.is_hidden === true || row.is_hidden === 1,
      };
    },

    /** The listings a user liked, the newest like first (the favourites tab). */
    async likedBy(userId: number, { page, pageSize }: { page: number; pageSize: number }) {
      const liked = () =>
        knex()('likes as l')
          .join('likes_user_lnk as lu', 'lu.like_id', 'l.id')
          .join('likes_product_lnk as lp', 'lp.like_id', 'l.id')
          .where('lu.user_id', userId);
      const [ids, totalRow] = await Promise.all([
        liked().select('lp.product_id as id').orderBy([{ column: 'l.created_at', order: 'desc' }, { column: 'l.id', order: 'desc' }]).limit(pageSize).offset((page - 1) * pageSize) as unknown as Promise<Array<{ id: number }>>,
        liked().count({ total: 'l.id' }).first(),
      ]);
      const total = Number((totalRow as { total?: unknown } | undefined)?.total ?? 0);
      return {
        data: await listedByIds(strapi, ids.map((r) => Number(r.id))),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      };
    },

    /**
     * Up to SIMILAR_MAX visible listings of the same category, never this one: candidates in its
     * price band (half to twice; any price when it has none) among its newest SIMILAR_POOL, the closest titles first by pg_trgm's
     * `similarity` on PostgreSQL or the newest on SQLite, then ranked by title, price and city
     * (utils/similar-rank.ts). Null when the listing is unknown or hidden.
     */
    async similar(documentId: string): Promise<ApiProduct[] | null> {
      const db = knex();
      const self = (await db(`${TABLES.products} as p`)
        .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
        .where('p.document_id', documentId)
        .where('p.is_hidden', false)
        .whereIn('p.lifecycle', [...PAGE_LIFECYCLES])
        .first('p.id', 'p.title', 'p.price', 'p.city', 'pc.category_id')) as { id: number; title: string; price: unknown; city: string | null; category_id: number | null } | undefined;
      if (!self) return null;
      if (self.category_id == null) return [];
      const price = toNumber(self.price);
      // The category's newest listings in the band, at most SIMILAR_POOL: a large category at a
      // national scale is never scored whole (the newest index walk stops there).
      const pool = db(`${TABLES.products} as p`)
        .join(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
        .where('pc.category_id', self.category_id)
        .modify(wherePublic)
        .whereNot('p.id', self.id)
        .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
        .limit(SIMILAR_POOL)
        .select('p.id', 'p.title', 'p.price', 'p.city', 'p.created_at');
      if (price && price > 0) pool.whereBetween('p.price', [price / PRICE_BAND, price * PRICE_BAND]);
      const q = db.from(pool.as('p')).limit(SIMILAR_CANDIDATES).select('p.id', 'p.title', 'p.price', 'p.city');
      if (isPostgres(strapi)) q.select(db.raw('similarity(p.title, ?) as title_score', [self.title])).orderByRaw('similarity(p.title, ?) desc', [self.title]);
      q.orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]);
      const candidates = ((await q) as Array<Record<string, unknown>>).map(
        (r): SimilarCandidate => ({ id: Number(r.id), title: String(r.title), price: toNumber(r.price), city: (r.city as string | null) ?? null, titleScore: r.title_score == null ? null : Number(r.title_score) }),
      );
      const ids = rankSimilar({ title: self.title, price, city: self.city }, candidates);
      return listedByIds(strapi, ids);
    },

    /** The owner's 'Mes annonces': every state, newest first, up to PAGE_SIZE_MAX (more than a private seller keeps). */
    async ownList(ownerDocumentId: string) {
      return this.list({ owner: ownerDocumentId, anyLifecycle: true, sort: { field: 'created_at', order: 'desc' }, page: 1, pageSize: PAGE_SIZE_MAX });
    },

    async count() {
      const row = await wherePublic(knex()(TABLES.products), null).count({ total: 'id' }).first();
      return Number((row as { total?: unknown } | undefined)?.total ?? 0);
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    product: typeof service;
  }
}
