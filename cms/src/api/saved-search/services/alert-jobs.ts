import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { filtersKey, formatPrice, groupBy, notificationText, type ProductFilters } from '@souk/domain';
import { isPostgres, parseJson, toBool } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { getService } from '../../../services';

export type AlertJob = { kind: 'match'; productId: number } | { kind: 'price_drop'; productId: number; oldPrice: number; newPrice: number };

interface JobRow {
  id: number;
  kind: string;
  product_id: number;
  old_price: number | string | null;
  new_price: number | string | null;
  attempts: number;
}

interface Candidate {
  id: number;
  user_id: number;
  name: string;
  filters: string;
  filters_key: string;
  frequency: string;
}

/** Jobs claimed per transaction; a job that fails this many times is dropped (and logged). */
const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** Filter sets checked per UNION query against the one listing. */
const CHECK_CHUNK = 50;
/** Match rows per insert statement (SQLite binds at most 32 766 values). */
const MATCH_ROWS_CHUNK = 1000;

/**
 * What `candidates` already checked exactly, on the columns the list's SQL reads (the listing's
 * category slug, `p.city`, `p.price`): the rest of a filter set is left to the list's SQL. A
 * listing without a price keeps its price bounds (the candidates read it as 0, the list's SQL not).
 */
function leftToCheck(filters: ProductFilters, priceKnown: boolean): ProductFilters {
  const { category: _category, city: _city, minPrice, maxPrice, ...rest } = filters;
  return priceKnown ? rest : { ...rest, minPrice, maxPrice };
}

/**
 * Alerts off the request path (ARCHITECTURE, Decisions: alerts). Publishing or editing a listing
 * writes a job row in its own transaction; the runner (a Strapi cron on every replica, and a kick
 * right after the write) claims jobs with `FOR UPDATE SKIP LOCKED` on PostgreSQL and handles each
 * in the claiming transaction, so a job's notifications and its deletion commit together, once,
 * whichever replica took it. SQLite has one writer and one process.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  let running: Promise<number> | null = null;
  let again = false;
  /** Since boot, in this process: time finding the matching alerts, time telling them, people told (the run endpoint's figures). */
  const spent = { findMs: 0, tellMs: 0, told: 0 };

  async function listing(trx: Knex.Transaction, productId: number) {
    const row = await trx(`${TABLES.products} as p`)
      .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
      .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
      .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
      .where('p.id', productId)
      .first('p.id', 'p.document_id', 'p.title', 'p.price', 'p.currency', 'p.is_free', 'p.is_hidden', 'p.city', 'c.slug as category', 'po.user_id as owner_id');
    if (!row || toBool(row.is_hidden)) return null;
    return {
      id: Number(row.id),
      documentId: String(row.document_id),
      title: String(row.title),
      price: Number(row.price ?? 0),
      priceKnown: row.price !== null && row.price !== undefined,
      currency: row.currency as string | null,
      category: (row.category as string | null) ?? null,
      city: (row.city as string | null) ?? null,
      ownerId: row.owner_id == null ? null : Number(row.owner_id),
    };
  }

  /**
   * The alerts that could match: what each requires (category, city, price bounds) read from its
   * indexed columns, minus the owner's own and those that already told about this listing.
   */
  function candidates(trx: Knex.Transaction, p: NonNullable<Awaited<ReturnType<typeof listing>>>) {
    const q = trx(`${TABLES.savedSearches} as s`)
      .whereIn('s.category_key', p.category ? ['', p.category] : [''])
      .whereIn('s.city_key', p.city ? ['', p.city] : [''])
      .where((w) => w.whereNull('s.max_price').orWhere('s.max_price', '>=', p.price))
      .where((w) => w.whereNull('s.min_price').orWhere('s.min_price', '<=', p.price))
      .whereNot('s.frequency', 'off')
      .whereNotExists(trx(`${TABLES.savedSearchMatches} as m`).whereRaw('m.saved_search_id = s.id').where('m.product_id', p.id).select('m.product_id'))
      .select('s.id', 's.user_id', 's.name', 's.filters', 's.filters_key', 's.frequency');
    if (p.ownerId !== null) q.whereNot('s.user_id', p.ownerId);
    return q as unknown as Promise<Candidate[]>;
  }

  /**
   * Which filter sets the listing passes, with the list's own SQL (`filtered`, the product filters
   * of GET /api/products) narrowed to this listing: a filter added there is matched here unchanged.
   */
  async function passing(trx: Knex.Transaction, productId: number, sets: ProductFilters[]): Promise<Set<number>> {
    const product = getService('product');
    const hits = new Set<number>();
    for (let start = 0; start < sets.length; start += CHECK_CHUNK) {
      const queries = sets.slice(start, start + CHECK_CHUNK).map((filters, i) =>
        product.filtered(filters).where('p.id', productId).select(knex().raw(`${start + i} as k`)),
      );
      const [first, ...rest] = queries;
      const rows = (await (rest.length > 0 ? first!.unionAll(rest) : first!).transacting(trx)) as Array<{ k: number | string }>;
      for (const row of rows) hits.add(Number(row.k));
    }
    return hits;
  }

  async function match(trx: Knex.Transaction, productId: number, now: number): Promise<number> {
    const started = performance.now();
    const telling = { ms: 0 };
    try {
      return await findAndTell(trx, productId, now, telling);
    } finally {
      spent.findMs += performance.now() - started - telling.ms;
      spent.tellMs += telling.ms;
    }
  }

  async function findAndTell(trx: Knex.Transaction, productId: number, now: number, telling: { ms: number }): Promise<number> {
    const p = await listing(trx, productId);
    if (!p) return 0;
    const found = await candidates(trx, p);
    if (found.length === 0) return 0;
    // Alerts grouped by what is left to check once the candidates query has checked its part:
    // thousands of alerts come down to the few hundred distinct rests (search words, condition,
    // category fields) the list's SQL is asked about.
    const byKey = groupBy(found, (c) => c.filters_key);
    const byRest = new Map<string, { filters: ProductFilters; alerts: Candidate[] }>();
    for (const alerts of byKey.values()) {
      const filters = leftToCheck(parseJson<ProductFilters>(alerts[0]!.filters, {}), p.priceKnown);
      const key = filtersKey(filters);
      const group = byRest.get(key);
      if (group) group.alerts.push(...alerts);
      else byRest.set(key, { filters, alerts });
    }
    const rests = [...byRest.values()];
    const hits = await passing(trx, productId, rests.map((r) => r.filters));
    const matched = [...hits].flatMap((i) => rests[i]!.alerts);
    if (matched.length === 0) return 0;
    // One statement for the matches and a few for the notifications, however many alerts match:
    // the primary key keeps an (alert, listing) pair once, and only the rows this run inserted tell.
    const fresh = new Set<number>();
    for (let start = 0; start < matched.length; start += MATCH_ROWS_CHUNK) {
      const rows = matched.slice(start, start + MATCH_ROWS_CHUNK).map((alert) => ({ saved_search_id: alert.id, product_id: productId, created_at: now, emailed_at: alert.frequency === 'daily' ? null : now }));
      const inserted = (await trx(TABLES.savedSearchMatches).insert(rows).onConflict(['saved_search_id', 'product_id']).ignore().returning('saved_search_id')) as Array<{ saved_search_id: number }>;
      for (const r of inserted) fresh.add(Number(r.saved_search_id));
    }
    const told = matched
      .filter((alert) => alert.frequency === 'instant' && fresh.has(Number(alert.id)))
      .map((alert) => ({ recipientId: Number(alert.user_id), type: 'alerte' as const, text: notificationText('alertMatchText', p.title, alert.name), link: `/product/${p.documentId}` }));
    // Telling is counted apart from finding.
    const started = performance.now();
    const written = await getService('notification').createMany(told, trx);
    telling.ms += performance.now() - started;
    spent.told += written;
    return written;
  }

  async function priceDrop(trx: Knex.Transaction, productId: number, oldPrice: number, newPrice: number): Promise<number> {
    const p = await listing(trx, productId);
    if (!p || !(newPrice < oldPrice)) return 0;
    const likers = (await trx(`${TABLES.likeUser} as lu`)
      .join(`${TABLES.likeProduct} as lp`, 'lp.like_id', 'lu.like_id')
      .where('lp.product_id', productId)
      .distinct('lu.user_id')) as Array<{ user_id: number }>;
    const text = notificationText('priceDropText', p.title, formatPrice({ price: oldPrice, currency: p.currency }), formatPrice({ price: newPrice, currency: p.currency }));
    const told = likers.filter(({ user_id }) => Number(user_id) !== p.ownerId).map(({ user_id }) => ({ recipientId: Number(user_id), type: 'price_drop' as const, text, link: `/product/${p.documentId}` }));
    return getService('notification').createMany(told, trx);
  }

  async function handle(trx: Knex.Transaction, job: JobRow, now: number) {
    if (job.kind === 'price_drop') return priceDrop(trx, Number(job.product_id), Number(job.old_price), Number(job.new_price));
    return match(trx, Number(job.product_id), now);
  }

  /** One transaction: claims up to BATCH jobs after `cursor`, handles each (a savepoint apiece), deletes the handled. */
  async function batch(cursor: number, now: number): Promise<{ claimed: number; last: number }> {
    return knex().transaction(async (trx) => {
      const claim = trx(TABLES.alertJobs).where('id', '>', cursor).orderBy('id').limit(BATCH).select('id', 'kind', 'product_id', 'old_price', 'new_price', 'attempts');
      const jobs = (await (isPostgres(strapi) ? claim.forUpdate().skipLocked() : claim)) as JobRow[];
      for (const job of jobs) {
        try {
          await trx.transaction((sp) => handle(sp, job, now));
          await trx(TABLES.alertJobs).where('id', job.id).delete();
        } catch (error) {
          strapi.log.error(`[alerts] job ${job.id} (${job.kind} of listing ${job.product_id}) failed: ${error instanceof Error ? error.message : String(error)}`);
          if (job.attempts + 1 >= MAX_ATTEMPTS) await trx(TABLES.alertJobs).where('id', job.id).delete();
          else await trx(TABLES.alertJobs).where('id', job.id).update({ attempts: job.attempts + 1 });
        }
      }
      return { claimed: jobs.length, last: jobs.length > 0 ? Number(jobs[jobs.length - 1]!.id) : cursor };
    });
  }

  /** Handles every job queued so far (each once, whichever replica runs it); answers how many were claimed. */
  async function runPending(now: number = Date.now()): Promise<number> {
    let cursor = 0;
    let total = 0;
    for (;;) {
      const { claimed, last } = await batch(cursor, now);
      total += claimed;
      cursor = last;
      if (claimed < BATCH) return total;
    }
  }

  /** After a write: runs the queue in this process soon, without the request waiting (one run at a time). */
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runPending())
      .catch((error: unknown) => {
        strapi.log.error(`[alerts] run failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    /** Queues a job in the caller's transaction: it exists exactly when the write committed. */
    async enqueue(db: Knex, job: AlertJob) {
      await db(TABLES.alertJobs).insert({
        kind: job.kind,
        product_id: job.productId,
        old_price: job.kind === 'price_drop' ? job.oldPrice : null,
        new_price: job.kind === 'price_drop' ? job.newPrice : null,
        created_at: Date.now(),
      });
    },

    runPending,
    kick,

    /** Waits for this process's run in flight, then handles what is left (the operators' and the tests' entry). */
    async drain(now: number = Date.now()): Promise<number> {
      while (running) await running;
      // Holds the slot kick() uses, so a cron tick meanwhile waits for it instead of running beside it.
      const run = runPending(now);
      running = run.catch(() => 0);
      try {
        return await run;
      } finally {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      }
    },

    /** Matching's cost in this process since boot: finding the alerts, telling them (ms), people told. */
    spent: () => ({ ...spent }),
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'alert-jobs': typeof service;
  }
}
