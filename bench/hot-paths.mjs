// Every hot path at country scale, in one run (figures, not a pass/fail test). Boots the compiled
// cms on a fresh PostgreSQL database, fills it with BENCH_PRODUCTS listings (default 100 000) and
// BENCH_USERS users by SQL (bench/lib/generate.mjs), starts the bare node:http + pg server that
// answers the same first page (bench/bare-server.mjs), then loads one after the other:
// Strapi's /_health, the bare page, the listing (newest, category + price sort, city, price range),
// search, detail, categories, unread-count and profile signed in, and 200 users liking at once.
// The detail path is also measured as a browser loads it (bench/lib/detail-visits.mjs): reads spread
// over BENCH_DETAIL_SPREAD listings, alone and then each followed by its view beacon (issue 28: views
// counted in 10 s batches while the reads go on), side by side, and the views written are checked.
// Prints req/s and p99 with the ratios to the bare page and /_health next to the goals, and
// writes them to bench/results/hot-paths-postgres-<n>[-<BENCH_LABEL>].{md,json}.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresRun } from './lib/postgres-run.mjs';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { sessionToken } from './lib/session.mjs';
import { detailPageViews } from './lib/detail-visits.mjs';
import { likesAtOnce } from './lib/likes-at-once.mjs';
import { BENCH_JWT_SECRET } from './server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LIKERS = Number(process.env.BENCH_LIKERS ?? 200);
const LIKES_EACH = Number(process.env.BENCH_LIKES_EACH ?? 10);
const LABEL = process.env.BENCH_LABEL ?? '';
const DETAIL_SPREAD = Number(process.env.BENCH_DETAIL_SPREAD ?? 2_000);
// Long enough for the cms's 10 s view flush to fall inside the run with beacons.
const VIEWS_SECONDS = Math.max(DURATION, 12);

const { server, db, dbUrl, close } = await postgresRun('hot');
let bare;
const loadBefore = os.loadavg();

try {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-hot@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const template = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;

  console.log(`filling ${PRODUCTS} listings and ${LIKERS + 20} users by SQL...`);
  const started = Date.now();
  const sellers = await generateUsers(db, { templateId: template, count: 20 });
  const likers = await generateUsers(db, { templateId: template, count: LIKERS });
  const total = await generateListings(db, { count: PRODUCTS, ownerIds: [template, ...sellers] });
  console.log(`${total} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The signed-in user has some notifications, like a real seller.
  await db.query(
    `WITH n AS (INSERT INTO notifications (document_id, type, title, message, is_read, created_at, updated_at, published_at)
                SELECT 'benchnotif' || g, 'like', 'Nouveau j''aime', 'Quelqu''un aime votre annonce', g % 3 = 0, now(), now(), now() FROM generate_series(1, 200) g RETURNING id)
     INSERT INTO notifications_recipient_lnk (notification_id, user_id) SELECT id, $1 FROM n`,
    [template],
  );
  const user = await sessionToken(db, template);
  const check = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${user}` } });
  if (check.status !== 200) throw new Error(`a bench token is refused (${check.status}): is the cms's JWT_SECRET still ${BENCH_JWT_SECRET}?`);
  const detail = (await db.query(`SELECT document_id FROM products WHERE document_id LIKE 'bench%' ORDER BY id OFFSET $1 LIMIT 1`, [Math.floor(total / 2)])).rows[0].document_id;
  const popular = (await db.query(`SELECT p.id, p.document_id AS "documentId" FROM products p JOIN products_owner_lnk o ON o.product_id = p.id WHERE o.user_id <> ALL($1) ORDER BY p.id DESC LIMIT 50`, [likers])).rows;

  // The pages must hold what the bench generated, or it measures empty answers.
  const page = await (await fetch(`${server.url}/api/products`)).json();
  const one = await fetch(`${server.url}/api/products/${detail}`);
  if (page.data?.length !== 24 || one.status !== 200) throw new Error(`the generated listings are not served: ${page.data?.length} on the first page, detail ${one.status}`);
  bare = fork(path.join(root, 'bench', 'bare-server.mjs'), { env: { ...process.env, PORT: '0', DATABASE_URL: dbUrl } });
  const { port: barePort } = await new Promise((resolve, reject) => (bare.once('message', resolve), bare.once('exit', reject)));

  const signedIn = { authorization: `Bearer ${user}` };
  const list = { vs: 'bare', rps: 0.5, p99: 2 };
  const scenarios = [
    { key: 'health', name: 'Strapi `/_health` (the framework\'s floor)', url: `${server.url}/_health` },
    { key: 'bare', name: 'bare node:http + pg, the same first page', url: `http://127.0.0.1:${barePort}/` },
    { name: '`GET /api/products` (24 newest)', url: `${server.url}/api/products`, goal: list },
    { name: 'category + price sort', url: `${server.url}/api/products?category=mobilier&sort=price_asc`, goal: list },
    { name: 'most liked first', url: `${server.url}/api/products?sort=likes`, goal: list },
    { name: 'city filter (Sfax)', url: `${server.url}/api/products?city=sfax`, goal: list },
    { name: 'price range 100–1000, cheapest first', url: `${server.url}/api/products?minPrice=100&maxPrice=1000&sort=price_asc`, goal: list },
    { name: 'search `canape`', url: `${server.url}/api/products?search=canape`, goal: { vs: 'bare', rps: 0.4, p99: 2 } },
    { name: 'detail', url: `${server.url}/api/products/${detail}`, goal: { vs: 'bare', rps: 0.6 } },
    { name: '`GET /api/categories`', url: `${server.url}/api/categories`, goal: { vs: 'health', rps: 0.5 } },
    { name: 'unread-count (signed in)', url: `${server.url}/api/notifications/unread-count`, headers: signedIn, goal: { vs: 'health', rps: 0.5 } },
    { name: '`GET /api/profile` (signed in)', url: `${server.url}/api/profile`, headers: signedIn, goal: { vs: 'health', rps: 0.5 } },
  ];
  const results = {};
  const rows = [];
  for (const s of scenarios) {
    const r = await autocannon({ url: s.url, connections: CONNECTIONS, duration: DURATION, headers: s.headers ?? {} });
    const row = { ...s, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
    if (s.key) results[s.key] = row;
    rows.push(row);
    console.log(`${s.name.padEnd(44)} ${String(row.rps).padStart(6)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}${row.errors ? ` ${JSON.stringify(r.statusCodeStats)} ${r.errors} socket errors, ${r.timeouts} timeouts` : ''}`);
  }
  // The detail page with views counted: the same spread of reads without and with the beacons.
  const spread = (await db.query(`SELECT document_id FROM products WHERE document_id LIKE 'bench%' ORDER BY random() LIMIT $1`, [DETAIL_SPREAD])).rows.map((r) => r.document_id);
  const viewTotals = async () => {
    const { rows: [row] } = await db.query('SELECT (SELECT count(*) FROM product_visits) AS visits, (SELECT coalesce(sum(view_count), 0) FROM products) AS counted, (SELECT coalesce(sum(views), 0) FROM product_view_days) AS by_day');
    return { visits: Number(row.visits), counted: Number(row.counted), byDay: Number(row.by_day) };
  };
  const bareBefore = await viewTotals();
  const detailGoal = { vs: 'bare', rps: 0.6 };
  const pageViews = {};
  // The yardstick does the same page views: its page, then the same beacon, buffered and written the
  // same way (bench/bare-server.mjs); the cms's reads with beacons are compared with these.
  const bareViews = await detailPageViews({ base: `http://127.0.0.1:${barePort}`, ids: spread, beacon: true, connections: CONNECTIONS, duration: VIEWS_SECONDS, readPath: () => '/' });
  results.bareViews = { rps: bareViews.readsPerSecond, p99: bareViews.readP99 };
  rows.push({ name: `bare page over the same page views, each read followed by its beacon (${bareViews.beaconsPerSecond} beacons/s)`, rps: bareViews.readsPerSecond, p99: bareViews.readP99, errors: bareViews.errors });
  console.log(`bare page views with beacons ${String(bareViews.readsPerSecond).padStart(6)} req/s  p99 ${String(bareViews.readP99).padStart(4)} ms  errors ${bareViews.errors}`);
  // Its visits land in the same tables within its next 10 s flush: the cms's are counted from there.
  let viewsBefore = await viewTotals();
  for (let waited = 0; viewsBefore.visits - bareBefore.visits < bareViews.beacons && waited < 25_000; waited += 1_000) {
    await new Promise((r) => setTimeout(r, 1_000));
    viewsBefore = await viewTotals();
  }
  for (const beacon of [false, true]) {
    const r = await detailPageViews({ base: server.url, ids: spread, beacon, connections: CONNECTIONS, duration: VIEWS_SECONDS });
    pageViews[beacon ? 'withBeacon' : 'readsOnly'] = r;
    const name = beacon
      ? `detail over ${spread.length} listings, each read followed by its view beacon (${r.beaconsPerSecond} beacons/s, p99 ${r.beaconP99} ms): the reads`
      : `detail over ${spread.length} listings, reads alone`;
    rows.push({ name, rps: r.readsPerSecond, p99: r.readP99, errors: r.errors, goal: beacon ? { vs: 'bareViews', rps: detailGoal.rps } : detailGoal });
    console.log(`${name.padEnd(44)} ${String(r.readsPerSecond).padStart(6)} req/s  p99 ${String(r.readP99).padStart(4)} ms  errors ${r.errors}`);
  }
  // Every beacon was a new visitor: each must become one row once the cms's next flush has run.
  const beacons = pageViews.withBeacon.beacons;
  let after = await viewTotals();
  for (let waited = 0; after.visits - viewsBefore.visits < beacons && waited < 25_000; waited += 1_000) {
    await new Promise((r) => setTimeout(r, 1_000));
    after = await viewTotals();
  }
  const [written, counted, byDay] = [after.visits - viewsBefore.visits, after.counted - viewsBefore.counted, after.byDay - viewsBefore.byDay];
  const views = { beacons, written, counted, byDay, readsKept: pageViews.withBeacon.readsPerSecond / (pageViews.readsOnly.readsPerSecond || 1) };
  console.log(`views: ${beacons} beacons answered, ${written} visits written, view_count +${counted}, ${byDay} in the days' series; reads with beacons ${views.readsKept.toFixed(2)}× reads alone`);

  const likes = await likesAtOnce(db, server.url, likers, popular, LIKES_EACH);
  console.log(`likes: ${likes.liked} in ${likes.seconds.toFixed(2)} s = ${likes.perSecond}/s, statuses ${JSON.stringify(likes.status)}, exactly once: ${likes.exact}`);

  const fmt = (n) => n.toFixed(2);
  const lines = rows.map((r) => {
    if (!r.goal) return `| ${r.name} | ${r.rps} | ${r.p99} | — | — | — | ${r.errors} |`;
    const ref = results[r.goal.vs];
    const rpsRatio = r.rps / (ref.rps || 1);
    const p99Ratio = r.goal.p99 ? r.p99 / (ref.p99 || 1) : null;
    const ok = rpsRatio >= r.goal.rps && (p99Ratio === null || p99Ratio <= r.goal.p99) && r.errors === 0;
    const against = { bare: ['bare', 'bare'], health: ['/_health', 'health'], bareViews: ['bare with beacons', 'bare with beacons'] }[r.goal.vs];
    const goal = `≥ ${r.goal.rps}× ${against[0]} req/s${r.goal.p99 ? `, p99 ≤ ${r.goal.p99}× bare` : ''}`;
    return `| ${r.name} | ${r.rps} | ${r.p99} | ${fmt(rpsRatio)}× ${against[1]}${p99Ratio === null ? '' : `, p99 ${fmt(p99Ratio)}×`} | ${goal} | ${ok ? 'yes' : 'NO'} | ${r.errors} |`;
  });
  const likesOk = likes.exact && likes.perSecond >= 500;
  // A beacon still in flight when the clock stopped may be written without being counted here.
  const viewsOk = views.written >= views.beacons && views.written <= views.beacons + CONNECTIONS && views.counted === views.written && views.byDay === views.written;
  const loadAfter = os.loadavg();
  const table = [
    `| path | req/s | p99 ms | ratio | goal | met | errors |`,
    `|---|---|---|---|---|---|---|`,
    ...lines,
    `| views counted: each page view a new visitor | — | — | ${views.written} visits written for ${views.beacons} beacons answered, view_count +${views.counted}, days' series +${views.byDay}; reads ${fmt(views.readsKept)}× the reads alone | every beacon one view | ${viewsOk ? 'yes' : 'NO'} | — |`,
    `| likes: ${LIKERS} users at once, ${LIKES_EACH} likes each, every like clicked twice | ${likes.perSecond} likes/s | — | ${likes.liked} liked, ${likes.status[409] ?? 0} refused as already liked, counter +${likes.counted}, ${likes.rowsCount} rows | ≥ 500 likes/s, exactly once | ${likesOk ? 'yes' : 'NO'} | ${Object.entries(likes.status).filter(([s]) => s !== '200' && s !== '409').map(([s, n]) => `${n}×${s}`).join(' ') || 0} |`,
  ].join('\n');
  const header = `${new Date().toISOString()} — postgres, ${total} listings, ${CONNECTIONS} connections, ${DURATION} s each; load average ${loadBefore.map(fmt).join(' ')} before, ${loadAfter.map(fmt).join(' ')} after, ${os.cpus().length} cores`;
  console.log(`\n${header}\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const stamp = `hot-paths-postgres-${total}${LABEL ? `-${LABEL}` : ''}`;
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.md`), `${header}\n\n${table}\n`);
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.json`), JSON.stringify({ date: new Date().toISOString(), total, connections: CONNECTIONS, duration: DURATION, loadBefore, loadAfter, rows: rows.map(({ name, rps, p99, errors }) => ({ name, rps, p99, errors })), pageViews, views, likes }, null, 2));
} finally {
  bare?.kill();
  await close();
}
