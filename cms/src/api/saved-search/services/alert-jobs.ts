import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { formatPrice, notificationText, type ProductFilters } from '@souk/domain';
import { isPostgres, parseJson, toBool } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { getService } from '../../../services';
import { FILTER_ROW_COLUMNS, filterPasses, type FilterRow } from '../../product/utils/filter-passes';
import { singleFilters } from '../utils/rest-key';

export type AlertJob = { kind: 'match'; productId: number } | { kind: 'price_drop'; productId: number; oldPrice: number; newPrice: number };

/** An alert a listing matched for the first time, set to tell at once: whom, and the alert's name. */
interface AlertToTell {
  user_id: number;
  name: string;
}

interface JobRow {
  id: number;
  kind: string;
  product_id: number;
  old_price: number | string | null;
  new_price: number | string | null;
  attempts: number;
}

/** Jobs claimed per transaction; a job that fails this many times is dropped (and logged). */
const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** Single filters checked per UNION query against the one listing. */
const CHECK_CHUNK = 50;
/** Alert ids per read of the alerts to tell (SQLite binds at most 32 766 values). */
const MATCH_ROWS_CHUNK = 1000;
/** Rests kept parsed in memory (a listing meets a few hundred; 100 000 alerts share ~20 000). */
const PARSED_RESTS_MAX = 50_000;
/** One single filter of a rest: its key (a JSON text of one filter), parsed into name and value. */
interface ParsedSingle {
  key: string;
  name: string | undefined;
  value: unknown;
}
/** The first key of the transaction-level advisory lock that lets one transaction match a listing (the second: its id). */
const MATCH_LOCK = 27_080;

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
  const parsedRests = new Map<string, ParsedSingle[]>();

  async function listing(trx: Knex.Transaction, productId: number) {
    const row = await trx(`${TABLES.products} as p`)
      .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
      .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
      .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
      .where('p.id', productId)
      .first(
        'p.id',
        'p.document_id',
        'p.title',
        'p.price',
        'p.currency',
        'p.is_hidden',
        'p.lifecycle',
        'p.city',
        'c.slug as category',
        'po.user_id as owner_id',
        ...FILTER_ROW_COLUMNS.map((column) => `p.${column}`),
      );
    // Hidden, expired or sold: no alert tells about it (ARCHITECTURE, Decisions: listing lifecycle).
    if (!row || toBool(row.is_hidden) || row.lifecycle !== 'active') return null;
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
      /** The row as read, for the single filters decided in memory (filterPasses). */
      row: row as FilterRow,
    };
  }

  type Listing = NonNullable<Awaited<ReturnType<typeof listing>>>;

  /**
   * The alerts that could match, by what each requires (category, city, price bounds) in its
   * indexed columns, minus the owner's own and those turned off. A listing without a price meets
   * only alerts without price bounds, as the list's `p.price` comparisons would have it.
   */
  function requiring(trx: Knex.Transaction, p: Listing) {
    const q = trx(`${TABLES.savedSearches} as s`)
      .whereIn('s.category_key', p.category ? ['', p.category] : [''])
      .whereIn('s.city_key', p.city ? ['', p.city] : [''])
      .whereNot('s.frequency', 'off');
    if (p.priceKnown) {
      q.where((w) => w.whereNull('s.max_price').orWhere('s.max_price', '>=', p.price));
      q.where((w) => w.whereNull('s.min_price').orWhere('s.min_price', '<=', p.price));
    } else {
      q.whereNull('s.max_price').whereNull('s.min_price');
    }
    if (p.ownerId !== null) q.whereNot('s.user_id', p.ownerId);
    return q;
  }

  /**
   * Which of the rests the listing passes: a rest passes when each of its single filters does
   * (every list filter adds its own AND-ed condition). Each distinct single filter is decided once,
   * in memory from the listing's row, as the list's SQL decides it (product utils/filter-passes.ts);
   * one the memory does not know is asked of the list's own SQL (`filtered`, the product filters of
   * GET /api/products) narrowed to this listing, so a filter added there is matched here unchanged.
   */
  async function passingRests(trx: Knex.Transaction, p: Listing, rests: string[], now: Date): Promise<string[]> {
    const singlesOf = new Map(rests.map((key) => [key, singlesOfRest(key)]));
    const passed = new Set<string>();
    const decided = new Set<string>();
    const unknown: string[] = [];
    for (const { key, name, value } of [...singlesOf.values()].flat()) {
      if (decided.has(key)) continue;
      decided.add(key);
      const verdict = name === undefined ? undefined : filterPasses(p.row, name, value, now);
      if (verdict === undefined) unknown.push(key);
      else if (verdict) passed.add(key);
    }
    for (const single of await passingInSql(trx, p.id, unknown)) passed.add(single);
    return rests.filter((key) => singlesOf.get(key)!.every((single) => passed.has(single.key)));
  }

  /**
   * A rest's single filters, each with its name and value: a rest is text that never changes, so it
   * is parsed once per process rather than once per listing (bounded: cleared past PARSED_RESTS_MAX).
   */
  function singlesOfRest(rest: string): ParsedSingle[] {
    let singles = parsedRests.get(rest);
    if (!singles) {
      if (parsedRests.size >= PARSED_RESTS_MAX) parsedRests.clear();
      singles = singleFilters(parseJson<ProductFilters>(rest, {})).map((key) => {
        const [name, value] = Object.entries(parseJson<Record<string, unknown>>(key, {}))[0] ?? [];
        return { key, name, value };
      });
      parsedRests.set(rest, singles);
    }
    return singles;
  }

  /** The single filters the listing passes, asked of the list's SQL (a UNION per CHECK_CHUNK). */
  async function passingInSql(trx: Knex.Transaction, productId: number, singles: string[]): Promise<string[]> {
    const product = getService('product');
    const passed: string[] = [];
    for (let start = 0; start < singles.length; start += CHECK_CHUNK) {
      const chunk = singles.slice(start, start + CHECK_CHUNK);
      const queries = chunk.map((single, i) => product.filtered(parseJson<ProductFilters>(single, {})).where('p.id', productId).select(knex().raw(`${i} as k`)));
      const [first, ...rest] = queries;
      const rows = (await (rest.length > 0 ? first!.unionAll(rest) : first!).transacting(trx)) as Array<{ k: number | string }>;
      for (const row of rows) passed.push(chunk[Number(row.k)]!);
    }
    return passed;
  }

  /** Tells the alerts the listing matches; finding them and telling them are timed apart (`spent`). */
  async function match(trx: Knex.Transaction, productId: number, now: number): Promise<number> {
    const started = performance.now();
    const { told, tellMs } = await findAndTell(trx, productId, now);
    spent.findMs += performance.now() - started - tellMs;
    spent.tellMs += tellMs;
    spent.told += told;
    return told;
  }

  async function findAndTell(trx: Knex.Transaction, productId: number, now: number): Promise<{ told: number; tellMs: number }> {
    const none = { told: 0, tellMs: 0 };
    const p = await listing(trx, productId);
    if (!p) return none;
    // The distinct rests among the candidates: a few hundred rows, whatever the number of alerts.
    const rests = ((await requiring(trx, p).distinct('s.rest_key')) as Array<{ rest_key: string }>).map((r) => r.rest_key);
    if (rests.length === 0) return none;
    const passed = await passingRests(trx, p, rests, new Date());
    if (passed.length === 0) return none;
    const alerts = await record(trx, p, passed, now);
    const started = performance.now();
    const told = alerts.map((alert) => ({ recipientId: Number(alert.user_id), type: 'alerte' as const, text: notificationText('alertMatchText', p.title, alert.name), link: `/product/${p.documentId}` }));
    const written = await getService('notification').createMany(told, trx);
    return { told: written, tellMs: performance.now() - started };
  }

  /**
   * Records the matches of the alerts whose rest passed, by the database itself (INSERT … SELECT,
   * once per (listing, alert) by the primary key), and answers the 'instant' ones this run inserted:
   * the people to tell.
   */
  async function record(trx: Knex.Transaction, p: Listing, passed: string[], now: number): Promise<AlertToTell[]> {
    const columns = `${TABLES.savedSearchMatches} (product_id, saved_search_id, created_at, emailed_at)`;
    if (isPostgres(strapi)) {
      // One listing is matched by one transaction at a time, on every replica (the lock lasts until
      // the batch commits): so the rows this listing already has are all committed and visible,
      // and a plain insert of the others replaces ON CONFLICT's per-row arbitration (decision 80).
      await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [MATCH_LOCK, p.id]);
      // One statement: the alerts read once, from the matching index alone (it carries user and
      // name; the passed rests as one array, sought in the index), the insert's RETURNING joined
      // back to them in memory rather than to the table.
      const matching = requiring(trx, p).whereRaw('s.rest_key = ANY(CAST(? AS text[]))', [passed]).select('s.id', 's.user_id', 's.name', 's.frequency').toSQL();
      const result = (await trx.raw(
        `WITH matching AS MATERIALIZED (${matching.sql}),
         fresh AS (INSERT INTO ${columns}
           SELECT CAST(? AS INTEGER), m.id, CAST(? AS BIGINT), CASE WHEN m.frequency = 'daily' THEN NULL ELSE CAST(? AS BIGINT) END FROM matching AS m
           WHERE NOT EXISTS (SELECT 1 FROM ${TABLES.savedSearchMatches} AS done WHERE done.product_id = CAST(? AS INTEGER) AND done.saved_search_id = m.id)
           RETURNING saved_search_id)
         SELECT m.user_id, m.name FROM fresh JOIN matching AS m ON m.id = fresh.saved_search_id WHERE m.frequency = 'instant'`,
        [...(matching.bindings as Knex.RawBinding[]), p.id, now, now, p.id],
      )) as { rows: AlertToTell[] };
      return result.rows;
    }
    // SQLite (one writer): the insert, then the inserted alerts read by id. The passed rests go as
    // one JSON array, whatever their number. Raw, because knex drops ON CONFLICT and RETURNING from
    // an INSERT … SELECT on SQLite.
    const alerts = requiring(trx, p).whereRaw('s.rest_key IN (SELECT value FROM json_each(?))', [JSON.stringify(passed)]);
    const matching = alerts.select(trx.raw('CAST(? AS INTEGER)', [p.id]), 's.id', trx.raw('CAST(? AS BIGINT)', [now]), trx.raw("CASE WHEN s.frequency = 'daily' THEN NULL ELSE ? END", [now])).toSQL();
    const inserted = (await trx.raw(
      `INSERT INTO ${columns} ${matching.sql} ON CONFLICT (product_id, saved_search_id) DO NOTHING RETURNING saved_search_id`,
      matching.bindings as Knex.RawBinding[],
    )) as Array<{ saved_search_id: number }>;
    const fresh = inserted.map((r) => Number(r.saved_search_id));
    const told: AlertToTell[] = [];
    for (let start = 0; start < fresh.length; start += MATCH_ROWS_CHUNK) {
      told.push(...((await trx(TABLES.savedSearches).whereIn('id', fresh.slice(start, start + MATCH_ROWS_CHUNK)).where('frequency', 'instant').select('user_id', 'name')) as AlertToTell[]));
    }
    return told;
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
