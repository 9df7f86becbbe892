// Users liking at once, every like clicked twice (bench/hot-paths.mjs, bench/likes.mjs): exactly one
// of the two clicks must count, and the counters and rows must add up.
import http from 'node:http';
import { sessionToken } from './session.mjs';

// The likers' client is node:http with kept-alive sockets, not fetch: on 2 shared cores fetch's
// own CPU (~0.7 ms a request) was taken from the server it measures.
function post(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': 0 }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `likers` (user ids) each like `likesEach` of `products` ({ id, documentId }), twice at once. */
export async function likesAtOnce(db, base, likers, products, likesEach) {
  // Each user likes likesEach products out of a small popular set (many users on the same rows).
  const before = new Map((await db.query('SELECT id, like_count FROM products WHERE id = ANY($1)', [products.map((p) => p.id)])).rows.map((r) => [r.id, r.like_count]));
  const rowsBefore = Number((await db.query('SELECT count(*) AS n FROM likes_product_lnk WHERE product_id = ANY($1)', [products.map((p) => p.id)])).rows[0].n);
  // The users are signed in before the clock starts: their sessions are the bench's own SQL writes.
  const tokens = [];
  for (const userId of likers) tokens.push(await sessionToken(db, userId));
  const status = new Map();
  // An agent per run: a socket left idle between runs may be closed by the server as it is reused.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, u) => {
      const headers = { authorization: `Bearer ${token}` };
      for (let k = 0; k < likesEach; k++) {
        const product = products[(u * 7 + k) % products.length];
        const clicks = await Promise.all([0, 1].map(() => post(agent, `${base}/api/products/${product.documentId}/like`, headers)));
        for (const s of clicks) status.set(s, (status.get(s) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const liked = status.get(200) ?? 0;
  const { rows } = await db.query(
    `SELECT p.id, p.like_count, (SELECT count(*)::int FROM likes_product_lnk l WHERE l.product_id = p.id) AS likes FROM products p WHERE p.id = ANY($1)`,
    [products.map((p) => p.id)],
  );
  const counted = rows.reduce((n, r) => n + (r.like_count - before.get(r.id)), 0);
  const rowsCount = rows.reduce((n, r) => n + r.likes, 0) - rowsBefore;
  const exact = liked === likers.length * likesEach && counted === liked && rowsCount === liked && (status.get(409) ?? 0) === liked;
  return { liked, seconds, perSecond: Math.round(liked / seconds), status: Object.fromEntries(status), counted, rowsCount, exact };
}
