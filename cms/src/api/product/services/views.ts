import { createHmac } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { VIEW_SERIES_DAYS, viewDayDate, viewDayOf, type ViewSeries } from '@souk/domain';
import { appEnv } from '../../../env';
import { TABLES } from '../../../db/tables';
import { productReads } from '../utils/read-cache';
import { clearFirstScreenRenders } from '../../../site/first-screen-render';

/** Visits kept in one replica's memory between flushes; past this, new ones are dropped (a flood, not visitors). */
const MAX_PENDING = 50_000;
/** Rows per INSERT of a flush. */
const CHUNK = 200;
/** Robots and link previews: they fetch pages, nobody reads them. */
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|curl|wget|python-requests/i;

export const VISITS_TABLE = 'product_visits';

/** How often each replica writes the visits it holds (index.ts), and once more on shutdown. */
export const VIEW_FLUSH_CRON = '*/10 * * * * *';

export const dayOf = viewDayOf;

/**
 * Who a visit is from, for one day: the signed-in user, else an HMAC of the address and browser
 * with the server's secret and the day. Nothing stored names a person or an address, and the key
 * changes every day, so visits cannot be joined across days (the rows go after two days anyway).
 */
export function visitorKey(input: { userId: number | null; ip: string; userAgent: string; day: number }): string {
  if (input.userId !== null) return `u:${input.userId}`;
  const digest = createHmac('sha256', appEnv().JWT_SECRET).update(`${input.day}|${input.ip}|${input.userAgent}`).digest('base64url');
  return `a:${digest.slice(0, 27)}`;
}

export const isCrawler = (userAgent: string) => userAgent.trim() === '' || CRAWLER.test(userAgent);

export async function ensureVisitsTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(VISITS_TABLE))) {
    await knex.schema.createTable(VISITS_TABLE, (t: Knex.CreateTableBuilder) => {
      t.integer('product_id').notNullable();
      t.integer('day').notNullable().index();
      t.string('visitor', 40).notNullable();
      t.primary(['product_id', 'day', 'visitor']);
    });
  }
  // The owner's series: one row per listing and day with views, VIEW_SERIES_DAYS kept. The visits
  // themselves go after two days (they only dedupe), and keeping who visited for a month to draw
  // a curve would keep what the daily key was made to forget.
  if (!(await knex.schema.hasTable(TABLES.productViewDays))) {
    await knex.schema.createTable(TABLES.productViewDays, (t: Knex.CreateTableBuilder) => {
      t.integer('product_id').notNullable();
      t.integer('day').notNullable().index();
      t.integer('views').notNullable();
      t.primary(['product_id', 'day']);
    });
  }
}

interface Visit {
  documentId: string;
  day: number;
  visitor: string;
}

/**
 * Listing views (issue 28), one per visitor per listing per day. A visit costs the request no
 * database work: it joins this replica's buffer, and a flush (every VIEW_FLUSH_CRON, and at
 * shutdown) inserts the buffered visits into `product_visits`, whose primary key (listing, day,
 * visitor) keeps the first one only — across replicas too — and adds to `products.view_count`
 * exactly the rows that went in, in the same transaction. The owner's own visits are dropped there.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  let pending = new Map<string, Visit>();
  let flushing: Promise<string[]> | null = null;

  /** Answers the document ids of the listings whose count grew. */
  async function write(visits: Visit[]): Promise<string[]> {
    const documentIds = [...new Set(visits.map((v) => v.documentId))];
    return knex().transaction(async (trx) => {
      const rows = (await trx(`${TABLES.products} as p`)
        .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
        .whereIn('p.document_id', documentIds)
        .select('p.id', 'p.document_id', 'po.user_id as owner_id')) as Array<{ id: number; document_id: string; owner_id: number | null }>;
      const listings = new Map(rows.map((r) => [String(r.document_id), { id: Number(r.id), owner: r.owner_id == null ? null : `u:${r.owner_id}` }]));
      const documentOf = new Map(rows.map((r) => [Number(r.id), String(r.document_id)]));
      const fresh = visits.flatMap((v) => {
        const listing = listings.get(v.documentId);
        return listing && listing.owner !== v.visitor ? [{ product_id: listing.id, day: v.day, visitor: v.visitor }] : [];
      });
      const added = new Map<number, number>();
      const perDay = new Map<string, { product_id: number; day: number; views: number }>();
      for (let start = 0; start < fresh.length; start += CHUNK) {
        const inserted = (await trx(VISITS_TABLE)
          .insert(fresh.slice(start, start + CHUNK))
          .onConflict(['product_id', 'day', 'visitor'])
          .ignore()
          .returning(['product_id', 'day'])) as Array<{ product_id: number; day: number }>;
        for (const row of inserted) {
          const id = Number(row.product_id);
          added.set(id, (added.get(id) ?? 0) + 1);
          const key = `${id}|${row.day}`;
          const entry = perDay.get(key) ?? { product_id: id, day: Number(row.day), views: 0 };
          entry.views++;
          perDay.set(key, entry);
        }
      }
      // One UPDATE per chunk (CASE on the id), not one per listing: a busy flush touches hundreds of
      // listings, and a statement each was a round trip taken from the detail reads (bench/hot-paths).
      const counts = [...added];
      for (let start = 0; start < counts.length; start += CHUNK) {
        const part = counts.slice(start, start + CHUNK);
        const cases = part.map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ');
        await trx(TABLES.products)
          .whereIn('id', part.map(([id]) => id))
          .update({ view_count: trx.raw(`coalesce(view_count, 0) + CASE id ${cases} END`, part.flat()) });
      }
      const days = [...perDay.values()];
      for (let start = 0; start < days.length; start += CHUNK) {
        await trx(TABLES.productViewDays)
          .insert(days.slice(start, start + CHUNK))
          .onConflict(['product_id', 'day'])
          .merge({ views: trx.raw('?? + excluded.views', [`${TABLES.productViewDays}.views`]) });
      }
      // Yesterday's rows still dedupe a visit buffered before midnight; older ones serve nothing.
      const today = Math.max(...visits.map((v) => v.day));
      await trx(VISITS_TABLE).where('day', '<', today - 1).delete();
      await trx(TABLES.productViewDays).where('day', '<=', today - VIEW_SERIES_DAYS).delete();
      return [...added.keys()].map((id) => documentOf.get(id)!);
    });
  }

  return {
    /** Counts a visit later (no database work here). */
    record(documentId: string, visitor: { userId: number | null; ip: string; userAgent: string }, now: number = Date.now()) {
      if (visitor.userId === null && isCrawler(visitor.userAgent)) return;
      const day = dayOf(now);
      const key = visitorKey({ ...visitor, day });
      const id = `${documentId}|${day}|${key}`;
      if (pending.has(id) || pending.size >= MAX_PENDING) return;
      pending.set(id, { documentId, day, visitor: key });
    },

    /** Writes the buffered visits (one flush at a time in a replica); answers how many listings gained views. */
    async flush(): Promise<number> {
      while (flushing) await flushing.catch(() => []);
      if (pending.size === 0) return 0;
      const visits = [...pending.values()];
      pending = new Map();
      flushing = write(visits).catch((error: unknown) => {
        // Put them back for the next flush rather than lose a day of views to one failed write.
        for (const v of visits) if (pending.size < MAX_PENDING) pending.set(`${v.documentId}|${v.day}|${v.visitor}`, v);
        throw error;
      });
      try {
        const grown = await flushing;
        // This replica's kept detail reads and drawn pages show the new count at once; elsewhere
        // within their 2 s and 10 s (a drawing is kept 10 s anyway: this flush runs as often).
        for (const documentId of grown) productReads.delete(`one:${documentId}`);
        if (grown.length > 0) clearFirstScreenRenders();
        return grown.length;
      } finally {
        flushing = null;
      }
    },

    /**
     * The views per day of every listing of `ownerId`, the last `days` UTC days up to today's: one
     * query over the days' primary key, whatever the number of listings; a listing without views
     * answers zeros. Visits still in a replica's buffer show at its next flush.
     */
    async series(ownerId: number, days: number, now: number = Date.now()): Promise<ViewSeries> {
      const today = dayOf(now);
      const first = today - days + 1;
      const rows = (await knex()(`${TABLES.productOwner} as po`)
        .join(`${TABLES.products} as p`, 'p.id', 'po.product_id')
        .leftJoin(`${TABLES.productViewDays} as d`, (on) => on.on('d.product_id', '=', 'p.id').andOnVal('d.day', '>=', first))
        .where('po.user_id', ownerId)
        .select('p.document_id', 'd.day', 'd.views')) as Array<{ document_id: string; day: number | null; views: number | null }>;
      const views: Record<string, number[]> = {};
      for (const row of rows) {
        const series = (views[String(row.document_id)] ??= new Array<number>(days).fill(0));
        const at = row.day == null ? -1 : Number(row.day) - first;
        if (at >= 0 && at < days) series[at] = Number(row.views);
      }
      return { from: viewDayDate(first), days, views };
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'product-views': typeof service;
  }
}
