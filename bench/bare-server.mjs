// The yardstick of bench/map.mjs: a bare node:http + pg server answering the listing page (the 24
// newest listings — or page N — with their category and seller, and the total) with the same SQL the cms runs,
// without Strapi, Koa or any cache but the bounded count's (below). Run as its own process: DATABASE_URL=... [PORT=...] node bare-server.mjs
// It also takes the listing page's view beacon (`POST /api/products/:id/view`) the way the cms does
// (decision 82: a per-process buffer, written every 10 s into product_visits, view_count and
// product_view_days in one transaction), so a page view costs both servers the same work, and the
// like (`POST /api/products/:id/like`, lib/bare-like.mjs), the likes' yardstick.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { bareLikes } from './lib/bare-like.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });

// The cms's bound on exact totals (TOTAL_EXACT_UP_TO of @souk/domain): past it the count stops walking.
const TOTAL_EXACT_UP_TO = 10_000;

// The cms keeps a bounded count 5 s (productCounts, cms/src/api/product/utils/read-cache.ts), so
// `/api/products?page=N` counts its listings once per 5 s, whatever N; the bounded page keeps its
// count as long, or its ratio would flatter the cms (concurrent misses share one count, as there).
const COUNT_KEPT_MS = 5_000;
let keptCount = null;
function boundedCount(publicOnly) {
  if (keptCount && Date.now() - keptCount.at < COUNT_KEPT_MS) return keptCount.answer;
  const answer = pool.query(`SELECT count(*) AS total FROM (SELECT p.id FROM products p ${publicOnly} LIMIT ${TOTAL_EXACT_UP_TO + 1}) t`);
  keptCount = { at: Date.now(), answer };
  answer.catch(() => (keptCount = null));
  return answer;
}

async function listingPage(withCount, { page = 1, bounded = false } = {}) {
  const publicOnly = bounded ? "WHERE p.is_hidden = false AND p.lifecycle = 'active'" : '';
  const [ids, count] = await Promise.all([
    pool.query(`SELECT p.id FROM products p ${publicOnly} ORDER BY p.created_at DESC, p.id DESC LIMIT 24 OFFSET $1`, [(page - 1) * 24]),
    !withCount
      ? { rows: [{ total: null }] }
      : bounded
        ? boundedCount(publicOnly)
        : pool.query('SELECT count(p.id) AS total FROM products p'),
  ]);
  const rows = await pool.query(
    `SELECT p.id, p.document_id, p.title, p.description, p.price, p.currency, p.is_free, p.is_reserved, p.like_count,
            p.city, p.location, p.latitude, p.longitude, p.created_at, c.slug AS category_slug, c.name AS category_name,
            u.document_id AS owner_document_id, u.display_name AS owner_display_name
       FROM products p
       LEFT JOIN products_category_lnk pc ON pc.product_id = p.id LEFT JOIN categories c ON c.id = pc.category_id
       LEFT JOIN products_owner_lnk po ON po.product_id = p.id LEFT JOIN up_users u ON u.id = po.user_id
      WHERE p.id = ANY($1)`,
    [ids.rows.map((r) => r.id)],
  );
  return { data: rows.rows, meta: { pagination: { page, pageSize: 24, total: count.rows[0].total === null ? null : Number(count.rows[0].total) } } };
}

const visits = new Map();
const DAY_MS = 86_400_000;
function recordVisit(documentId, req) {
  const day = Math.floor(Date.now() / DAY_MS);
  const visitor = createHmac('sha256', 'bare-visitor-key').update(`${req.socket.remoteAddress}|${req.headers['user-agent'] ?? ''}|${day}`).digest('base64url').slice(0, 22);
  const key = `${documentId}|${day}|${visitor}`;
  if (!visits.has(key)) visits.set(key, { documentId, day, visitor });
}
async function flushVisits() {
  if (visits.size === 0) return;
  const batch = [...visits.values()];
  visits.clear();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const listings = await client.query(
      'SELECT p.id, p.document_id, po.user_id AS owner_id FROM products p LEFT JOIN products_owner_lnk po ON po.product_id = p.id WHERE p.document_id = ANY($1)',
      [[...new Set(batch.map((v) => v.documentId))]],
    );
    const idOf = new Map(listings.rows.map((r) => [r.document_id, r.id]));
    const fresh = batch.filter((v) => idOf.has(v.documentId));
    const inserted = await client.query(
      `INSERT INTO product_visits (product_id, day, visitor) SELECT * FROM unnest($1::int[], $2::int[], $3::text[])
       ON CONFLICT DO NOTHING RETURNING product_id, day`,
      [fresh.map((v) => idOf.get(v.documentId)), fresh.map((v) => v.day), fresh.map((v) => v.visitor)],
    );
    await client.query(
      `UPDATE products p SET view_count = coalesce(p.view_count, 0) + a.n FROM (SELECT id, count(*) AS n FROM unnest($1::int[]) AS u(id) GROUP BY id) a WHERE p.id = a.id`,
      [inserted.rows.map((r) => r.product_id)],
    );
    await client.query(
      `INSERT INTO product_view_days (product_id, day, views) SELECT id, day, count(*) FROM unnest($1::int[], $2::int[]) AS v(id, day) GROUP BY 1, 2
       ON CONFLICT (product_id, day) DO UPDATE SET views = product_view_days.views + excluded.views`,
      [inserted.rows.map((r) => r.product_id), inserted.rows.map((r) => r.day)],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
// Likes as bench/lib/bare-like.mjs does them, with the tokens the bench signs (JWT_SECRET).
const like = bareLikes(pool, process.env.JWT_SECRET ?? '');

setInterval(() => void flushVisits().catch((error) => console.error('bare: views flush failed', error)), 10_000).unref();

const server = http.createServer(async (req, res) => {
  try {
    const beacon = req.method === 'POST' ? /^\/api\/products\/([a-z0-9]{1,64})\/view$/i.exec(req.url ?? '') : null;
    const liked = req.method === 'POST' ? /^\/api\/products\/([a-z0-9]{1,64})\/like$/i.exec(req.url ?? '') : null;
    if (liked) return await like(req, res, liked[1]);
    if (beacon) {
      recordVisit(beacon[1], req);
      req.resume();
      res.writeHead(204);
      res.end();
      return;
    }
    // `/?count=0` leaves out the exact total (the cms caches it; this server caches nothing).
    // `/?page=N&bounded=1` (bench/search-spread.mjs): page N of the public listings with the total
    // counted as the API counts it, up to TOTAL_EXACT_UP_TO + 1 rows, and kept as long.
    const query = new URL(req.url ?? '/', 'http://bare').searchParams;
    const page = Math.max(1, Number(query.get('page')) || 1);
    const body = JSON.stringify(await listingPage(query.get('count') !== '0', { page, bounded: query.get('bounded') === '1' }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.send?.({ port: server.address().port }));
