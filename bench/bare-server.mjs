// The yardstick of bench/map.mjs: a bare node:http + pg server answering the listing page (the 24
// newest listings — or page N — with their category and seller, and the total) with the same SQL the cms runs,
// without Strapi, Koa or any cache. Run as its own process: DATABASE_URL=... [PORT=...] node bare-server.mjs
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });

// The cms's bound on exact totals (TOTAL_EXACT_UP_TO of @souk/domain): past it the count stops walking.
const TOTAL_EXACT_UP_TO = 10_000;

async function listingPage(withCount, { page = 1, bounded = false } = {}) {
  const publicOnly = bounded ? "WHERE p.is_hidden = false AND p.lifecycle = 'active'" : '';
  const [ids, count] = await Promise.all([
    pool.query(`SELECT p.id FROM products p ${publicOnly} ORDER BY p.created_at DESC, p.id DESC LIMIT 24 OFFSET $1`, [(page - 1) * 24]),
    !withCount
      ? { rows: [{ total: null }] }
      : bounded
        ? pool.query(`SELECT count(*) AS total FROM (SELECT p.id FROM products p ${publicOnly} LIMIT ${TOTAL_EXACT_UP_TO + 1}) t`)
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

const server = http.createServer(async (req, res) => {
  try {
    // `/?count=0` leaves out the exact total (the cms caches it; this server caches nothing).
    // `/?page=N&bounded=1` (bench/search-spread.mjs): page N of the public listings with the total
    // counted as the API counts it, up to TOTAL_EXACT_UP_TO + 1 rows.
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
