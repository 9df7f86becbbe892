// Every admin list and count at a national scale (issue 31: "every admin list and count at 1M
// answers within 1 s"). Boots the compiled cms on a fresh PostgreSQL database, fills it by SQL with
// BENCH_LISTINGS listings (default 1 000 000, bench/lib/generate.mjs), BENCH_USERS users (default a
// tenth of the listings) with spread sign-up and sign-in dates and some blocked, BENCH_REPORTS
// reports (default 3 000: open, dismissed, hidden, seller deactivated), hidden and promoted listings
// and BENCH_CONVERSATIONS conversations (default a quarter of the listings), then signs in the
// in-app admin and asks, one at a time, what the admin screens ask (frontend/src/features/admin):
// the dashboard tab (stats, health, 5 newest, banners), the products tab and /products-management
// (first page, every filter, status and search, fr and ar words, the counters' pageSize=1 totals,
// a deep page), categories, users (search, roles, a deep page) and reports (each status).
// Each request is asked BENCH_REPEAT times (default 5), each time right after a like by another
// user: a like drops the cms's short caches of counts and category totals, as a busy marketplace's
// writes do, so every figure is a computed answer. Prints p50/p99 per request against the 1 s goal
// and writes bench/results/admin-lists-postgres-<n>[-BENCH_LABEL].{md,json}.
//
//   BENCH_LISTINGS=100000 node bench/admin-lists.mjs
//   BENCH_DB_NAME=souk_admin_1m BENCH_KEEP_DB=1 node bench/admin-lists.mjs      # keep the data
//   BENCH_DB_NAME=souk_admin_1m BENCH_REUSE_DB=1 node bench/admin-lists.mjs    # measure it again
//
// Goal: every request's p99 ≤ 1 000 ms at 1M listings.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresRun } from './lib/postgres-run.mjs';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { median } from './lib/median.mjs';
import { sessionToken } from './lib/session.mjs';
import { TEST_ADMIN } from './server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? Math.max(1_000, Math.round(LISTINGS / 10)));
const REPORTS = Number(process.env.BENCH_REPORTS ?? 3_000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? Math.round(LISTINGS / 4));
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const LABEL = process.env.BENCH_LABEL ?? '';
const GOAL_MS = 1_000;

const { server, db, close } = await postgresRun('admin');
const loadBefore = os.loadavg();

/** The users' dates spread over a year, a third signed in within two months, 2 % blocked. */
async function spreadUsers() {
  await db.query(
    `UPDATE up_users SET created_at = now() - ((id::bigint * 7919) % 31536000 || ' seconds')::interval,
                         last_login = CASE WHEN id % 3 = 0 THEN now() - ((id::bigint * 31) % 5184000 || ' seconds')::interval END,
                         blocked = id % 50 = 0
      WHERE document_id LIKE 'benchuser%'`,
  );
}

/** Reports of random listings by random users in the statuses a moderated site holds; the listings of 'hidden' ones hidden, plus 0.2 % more; 0.5 % promoted. */
async function reportsAndHidden(users) {
  const { rows } = await db.query(`SELECT min(id)::int AS lo, count(*)::int AS n FROM products WHERE document_id LIKE 'bench%'`);
  const { lo, n } = rows[0];
  await db.query(
    `WITH r AS (
       INSERT INTO reports (document_id, reason, details, status, pair_key, created_at, updated_at, resolved_at)
       SELECT 'benchreport' || g, (ARRAY['arnaque','contenu_interdit','doublon','deja_vendu','autre'])[1 + g % 5],
              CASE WHEN g % 3 = 0 THEN 'Prix trop bas, le vendeur demande un virement' END,
              CASE WHEN g % 20 < 8 THEN 'open' WHEN g % 20 < 14 THEN 'dismissed' WHEN g % 20 < 19 THEN 'hidden' ELSE 'seller_deactivated' END,
              'bench:' || g, now() - ((g * 3607) % 7776000 || ' seconds')::interval, now(),
              CASE WHEN g % 20 >= 8 THEN now() END
         FROM generate_series(1, $1::int) g
       RETURNING id, substr(document_id, 12)::int AS g),
     linked AS (INSERT INTO reports_product_lnk (report_id, product_id) SELECT id, $2::int + (g::bigint * 7919) % $3::int FROM r)
     INSERT INTO reports_reporter_lnk (report_id, user_id) SELECT r.id, (ARRAY[${users.join(',')}]::int[])[1 + (r.g * 31) % ${users.length}] FROM r`,
    [REPORTS, lo, n],
  );
  await db.query(
    `UPDATE products SET is_hidden = true
      WHERE id IN (SELECT l.product_id FROM reports_product_lnk l JOIN reports r ON r.id = l.report_id WHERE r.status = 'hidden')
         OR (document_id LIKE 'bench%' AND id % 500 = 0)`,
  );
  await db.query(`UPDATE products SET is_promoted = true, promoted_at = created_at WHERE document_id LIKE 'bench%' AND id % 199 = 0 AND NOT is_hidden`);
}

async function conversations() {
  await db.query(
    `INSERT INTO conversations (document_id, pair_key, last_message_at, created_at, updated_at)
     SELECT 'benchconv' || g, 'bench:' || g, now() - ((g * 4099) % 15552000 || ' seconds')::interval,
            now() - ((g * 4099) % 15552000 || ' seconds')::interval, now()
       FROM generate_series(1, $1::int) g`,
    [CONVERSATIONS],
  );
}

async function fill() {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-admin-lists@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const template = (await db.query(`SELECT id FROM up_users WHERE email = 'bench-admin-lists@bench.souk.tn'`)).rows[0].id;
  console.log(`filling ${LISTINGS} listings, ${USERS} users, ${REPORTS} reports, ${CONVERSATIONS} conversations by SQL...`);
  const started = Date.now();
  const users = await generateUsers(db, { templateId: template, count: USERS });
  await generateListings(db, { count: LISTINGS, ownerIds: [template, ...users], onProgress: (k) => console.log(`  ${k} listings`) });
  await spreadUsers();
  await reportsAndHidden(users);
  await conversations();
  await db.query('VACUUM ANALYZE');
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const count = async (sql) => (await db.query(sql)).rows[0].n;
if ((await count(`SELECT count(*)::int AS n FROM products WHERE document_id LIKE 'bench%'`)) === 0) await fill();
else console.log('reusing the filled database');

const figures = {
  listings: await count('SELECT count(*)::int AS n FROM products'),
  hidden: await count('SELECT count(*)::int AS n FROM products WHERE is_hidden'),
  users: await count('SELECT count(*)::int AS n FROM up_users'),
  reports: await count('SELECT count(*)::int AS n FROM reports'),
  conversations: await count('SELECT count(*)::int AS n FROM conversations'),
};

try {
  const signIn = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const admin = { authorization: `Bearer ${(await signIn.json()).token}` };

  // The liker: a bench user who likes a new listing before each request (not timed).
  const liker = (await db.query(`SELECT id FROM up_users WHERE document_id LIKE 'benchuser%' AND NOT blocked ORDER BY id DESC LIMIT 1`)).rows[0].id;
  const likerHeaders = { authorization: `Bearer ${await sessionToken(db, liker)}` };
  const scenarios = [];
  const screen = (name, rows) => rows.forEach(([what, query]) => scenarios.push({ screen: name, what, url: `/api/admin/${query}` }));
  screen('dashboard', [
    ['stats (the four cards, month over month)', 'stats'],
    ['health badge', 'health'],
    ['5 newest listings', 'products?pageSize=5'],
    ['banner figures', 'advertisements/stats'],
  ]);
  screen('products tab', [
    ['first page', 'products?pageSize=50'],
    ['search a common word (`peugeot`)', 'products?search=peugeot&pageSize=50'],
    ['search a rare one (`numéro 777777`)', `products?search=${encodeURIComponent('numéro 777777')}&pageSize=50`],
    ['search an Arabic word (`سيارة`, no match)', `products?search=${encodeURIComponent('سيارة')}&pageSize=50`],
    ['category `voiture`', 'products?category=voiture&pageSize=50'],
    ['category `jeux-video` (5 %)', 'products?category=jeux-video&pageSize=50'],
    ['category + search (`immobilier`, `villa`)', 'products?category=immobilier&search=villa&pageSize=50'],
  ]);
  screen('products-management', [
    ['counter: total (pageSize=1)', 'products?pageSize=1'],
    ['counter: promoted', 'products?status=promoted&pageSize=1'],
    ['counter: free', 'products?status=free&pageSize=1'],
    ['first page (100)', 'products?pageSize=100'],
    ['status promoted', 'products?status=promoted&pageSize=100'],
    ['status free', 'products?status=free&pageSize=100'],
    ['status paid', 'products?status=paid&pageSize=100'],
    ['status regular', 'products?status=regular&pageSize=100'],
    ['search + category + status', `products?search=appartement&category=immobilier&status=paid&pageSize=100`],
  ]);
  screen('deep pages (API)', [
    ['products page 200 of 50 (the last a bounded total offers)', 'products?page=200&pageSize=50'],
    ['products page 2 000 of 50 (offset 100 000)', 'products?page=2000&pageSize=50'],
    ['users page 200 of 50', 'users?page=200&pageSize=50'],
    ['reports page 20 of 100, all', 'reports?status=all&page=20&pageSize=100'],
  ]);
  screen('categories tab', [['every category with its count', 'categories']]);
  screen('users tab', [
    ['first page', 'users?pageSize=50'],
    ['search a name (`bench-user-4242`)', 'users?search=bench-user-4242&pageSize=50'],
    ['search, no match (`karim`)', 'users?search=karim&pageSize=50'],
    ['role admin', 'users?role=admin&pageSize=50'],
    ['role user', 'users?role=user&pageSize=50'],
    ['deactivated', 'users?is_active=false&pageSize=50'],
  ]);
  screen('reports tab', ['open', 'hidden', 'dismissed', 'seller_deactivated', 'all'].map((s) => [`status ${s}`, `reports?status=${s}&pageSize=100`]));

  const targets = (
    await db.query(
      `SELECT p.document_id FROM products p JOIN products_owner_lnk o ON o.product_id = p.id
        WHERE p.document_id LIKE 'bench%' AND NOT p.is_hidden AND o.user_id <> $1
          AND NOT EXISTS (SELECT 1 FROM likes_product_lnk lp JOIN likes_user_lnk lu ON lu.like_id = lp.like_id WHERE lp.product_id = p.id AND lu.user_id = $1)
        ORDER BY p.id DESC LIMIT $2`,
      [liker, scenarios.length * REPEAT],
    )
  ).rows.map((r) => r.document_id);
  let liked = 0;
  const like = async () => {
    const res = await fetch(`${server.url}/api/products/${targets[liked++ % targets.length]}/like`, { method: 'POST', headers: likerHeaders });
    if (res.status !== 200) throw new Error(`the cache-dropping like failed: ${res.status} ${await res.text()}`);
  };

  const rows = [];
  for (const s of scenarios) {
    const times = [];
    let shown = '';
    for (let i = 0; i < REPEAT; i++) {
      await like();
      const started = performance.now();
      const res = await fetch(`${server.url}${s.url}`, { headers: admin });
      const body = await res.json();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${s.url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      const p = body.meta?.pagination;
      shown = p ? `${p.total}${p.totalExact === false ? '+' : ''} (${body.data.length} rows)` : Array.isArray(body.data) ? `${body.data.length} rows` : '';
    }
    const sorted = [...times].sort((a, b) => a - b);
    const row = { ...s, p50: Math.round(median(times)), p99: Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]), shown };
    row.met = row.p99 <= GOAL_MS;
    rows.push(row);
    console.log(`${s.screen.padEnd(20)} ${s.what.padEnd(58)} p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${row.met ? 'ok' : 'MISSED'}  ${shown}`);
  }

  const loadAfter = os.loadavg();
  const fmt = (n) => n.toFixed(2);
  const missed = rows.filter((r) => !r.met).length;
  const header =
    `${new Date().toISOString()} — postgres, ${figures.listings} listings (${figures.hidden} hidden), ${figures.users} users, ${figures.reports} reports, ` +
    `${figures.conversations} conversations; ${REPEAT} requests each, one at a time, each after a like (caches dropped); ` +
    `load average ${loadBefore.map(fmt).join(' ')} before, ${loadAfter.map(fmt).join(' ')} after, ${os.cpus().length} cores. ` +
    `Goal: p99 ≤ ${GOAL_MS} ms — ${rows.length - missed} of ${rows.length} met.`;
  const table = [
    '| screen | request | p50 ms | p99 ms | met | total shown |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.screen} | ${r.what}: \`${r.url.replace('/api/admin/', '')}\` | ${r.p50} | ${r.p99} | ${r.met ? 'yes' : 'NO'} | ${r.shown} |`),
  ].join('\n');
  console.log(`\n${header}\n\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const stamp = `admin-lists-postgres-${LISTINGS}${LABEL ? `-${LABEL}` : ''}`;
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.md`), `${header}\n\n${table}\n`);
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.json`), JSON.stringify({ date: new Date().toISOString(), ...figures, repeat: REPEAT, loadBefore, loadAfter, rows }, null, 2));
} finally {
  await close();
}
