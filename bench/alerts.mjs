// Alerts at country scale (issue 27): what matching one new listing against BENCH_ALERTS saved
// searches (default 100 000) costs the server, and whether publishing gets slower with them stored.
// Figures, not a pass/fail test. PostgreSQL only (the production shape; SQLite is one process).
//
// One run, on a fresh database filled by SQL (bench/lib/generate.mjs) with BENCH_PRODUCTS listings:
//   1. with no alert stored: publish BENCH_PUBLISH listings through `POST /api/products` (the
//      request's latency: p50/p99) and match BENCH_MATCH listings (queued as the publish request
//      queues them, then handled by `POST /api/admin/alert-jobs/run`: server time per listing);
//   2. BENCH_ALERTS saved searches inserted by SQL, spread like real ones (mostly a category, often a
//      city and a price ceiling, some search words and category fields; many people save the same
//      popular searches) over BENCH_ALERT_USERS accounts;
//   3. the same two measures again, then once more with no alert (the machine's drift between rounds).
// Goals: matching one listing ≤ 20 ms of server time; the publish request's p99 does not grow.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filtersKey, productFiltersSchema } from '@souk/domain';
import { postgresRun } from './lib/postgres-run.mjs';
import { GENERATED_CITIES, generateListings, generateUsers } from './lib/generate.mjs';
import { sessionToken } from './lib/session.mjs';
import { TEST_ADMIN } from './server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const ALERT_USERS = Number(process.env.BENCH_ALERT_USERS ?? 10_000);
const PUBLISH = Number(process.env.BENCH_PUBLISH ?? 150);
const MATCH = Number(process.env.BENCH_MATCH ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const GOAL_MATCH_MS = 20;

const { server, db, close } = await postgresRun('alerts');
const loadBefore = os.loadavg();

// A deterministic pseudo-random sequence: two runs store the same alerts.
let seed = 42;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
const pick = (list) => list[Math.floor(rand() * list.length)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const CATEGORIES = ['voiture', 'immobilier', 'emplois', 'electronique', 'sport', 'bureautique', 'jeux-video', 'mobilier', 'mode', 'autres'];
// The first ten are the generated listings' title words; the rest, what people also look for.
const WORDS = ['canape', 'table', 'iphone', 'velo', 'armoire', 'ordinateur', 'chaise', 'lampe', 'tapis', 'bureau', 'peugeot', 'golf', 'clio', 'villa', 'samsung', 'playstation', 'frigo', 'climatiseur', 'scooter', 'poussette', 'lit', 'macbook', 'studio', 'terrain', 'moto', 'machine a laver', 'velo electrique', 'iphone 13', 'bureau d angle', 'commode'];
const CEILINGS = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 40000, 80000, 150000, 300000];
const CITY_DRAW = GENERATED_CITIES.flatMap(([slug, , , , weight]) => Array.from({ length: weight }, () => slug));

/** One saved search as a person would make it, parsed by the list's own schema (as the API stores it). */
function aFilterSet() {
  const raw = {};
  // Nobody saves "everything": an alert names a category, or at least words to look for.
  if (rand() < 0.97) raw.category = pick(CATEGORIES);
  if (rand() < 0.6 || !raw.category) raw.search = pick(WORDS);
  if (rand() < 0.6) raw.city = pick(CITY_DRAW);
  if (rand() < 0.6) raw.maxPrice = String(pick(CEILINGS));
  if (rand() < 0.1) raw.minPrice = String(Math.min(pick(CEILINGS) / 10, (Number(raw.maxPrice) || Infinity) / 2));
  if (raw.category === 'voiture' && rand() < 0.5) raw.brand = pick(['peugeot', 'renault', 'volkswagen', 'kia', 'hyundai']);
  if (raw.category === 'voiture' && rand() < 0.3) raw.maxMileage = String(pick([50000, 100000, 150000]));
  if (raw.category === 'immobilier' && rand() < 0.5) raw.minRooms = String(pick([1, 2, 3]));
  if (rand() < 0.1) raw.condition = pick(['new', 'like_new', 'good']);
  return productFiltersSchema.parse(raw);
}

async function storeAlerts(userIds) {
  // Popular searches are saved by many people: a pool of distinct sets drawn with a skew.
  const pool = Array.from({ length: Math.max(1, Math.floor(ALERTS / 2)) }, aFilterSet);
  const now = Date.now();
  const perUser = new Map();
  const rows = [];
  for (let i = 0; i < ALERTS; i++) {
    const user = userIds[i % userIds.length];
    const seen = perUser.get(user) ?? new Set();
    let filters = pool[Math.floor(pool.length * rand() ** 1.5)];
    // One account never saves the same search twice (the API refuses it): draw again.
    for (let tries = 0; seen.has(filtersKey(filters)) && tries < 5; tries++) filters = aFilterSet();
    const key = filtersKey(filters);
    if (seen.has(key)) continue;
    seen.add(key);
    perUser.set(user, seen);
    const frequency = rand() < 0.8 ? 'instant' : rand() < 0.75 ? 'daily' : 'off';
    // The columns as the API writes them (cms saved-search requiredColumns and utils/rest-key.ts).
    const { category, city, minPrice, maxPrice, ...rest } = filters;
    rows.push([`benchalert${String(i).padStart(14, '0')}`, user, 'Alerte', JSON.stringify(filters), key, frequency, category ?? '', city ?? '', minPrice ?? null, maxPrice ?? null, filtersKey(rest), now]);
  }
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    const cols = chunk[0].map((_, k) => chunk.map((r) => r[k]));
    await db.query(
      `INSERT INTO saved_searches (document_id, user_id, name, filters, filters_key, frequency, category_key, city_key, min_price, max_price, rest_key, last_seen_at, created_at, updated_at)
       SELECT d, u, n, f, k, q, c, ci, mi, ma, r, t, t, t
         FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::float8[], $10::float8[], $11::text[], $12::bigint[]) AS x(d, u, n, f, k, q, c, ci, mi, ma, r, t)`,
      cols,
    );
  }
  await db.query('VACUUM ANALYZE saved_searches');
  return { stored: rows.length, distinct: new Set(rows.map((r) => r[4])).size };
}

/** A listing as sellers publish them: the mix of categories, cities and prices the alerts aim at. */
function aListing(i) {
  const slug = pick(CITY_DRAW);
  const city = GENERATED_CITIES.find(([s]) => s === slug);
  const base = { title: `${pick(['Canapé', 'Table', 'iPhone', 'Vélo', 'Armoire', 'Ordinateur'])} bench ${i}`, description: 'Annonce publiée par le bench des alertes, en bon état.', location: city[1], condition: 'good' };
  if (i % 4 === 0) return { ...base, title: `Peugeot 208 bench ${i}`, category: 'voiture', price: 20000 + (i % 30) * 1000, car_brand: 'Peugeot', car_model: '208', car_year: 2015 + (i % 8), car_condition: 'used', car_mileage: 40000 + (i % 10) * 15000 };
  return { ...base, category: pick(['mobilier', 'electronique', 'sport', 'mode', 'autres']), price: Math.round(50 + rand() * 3000) };
}

async function publishRound(token, label) {
  const latencies = [];
  const failures = new Map();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < PUBLISH; i = next++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/products`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(aListing(i)) });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 201) failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  // What those publications queued is handled by the publishing process right after each write.
  return { label, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures: Object.fromEntries(failures) };
}

/** Queues MATCH existing listings as a publication does, then times one run of the queue. */
async function matchRound(adminToken, label) {
  // Whatever the publish round left in flight is handled first, outside the clock.
  await fetch(`${server.url}/api/admin/alert-jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } });
  const before = (await db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'alerte'`)).rows[0].n;
  await db.query(
    `INSERT INTO alert_jobs (kind, product_id, created_at)
     SELECT 'match', id, $2 FROM products WHERE document_id LIKE 'bench%' ORDER BY id DESC LIMIT $1`,
    [MATCH, Date.now()],
  );
  const res = await fetch(`${server.url}/api/admin/alert-jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } });
  const body = await res.json();
  // The server's own figures for the queue (without the digests it sends after): finding the
  // matching alerts (and recording the matches) apart from writing the notifications.
  const { ms, findMs, tellMs } = body?.data ?? {};
  // The replica's cron may have started on the queued jobs a moment before the run: `drain` waits
  // for that run too, so its time is in `matchMs`; what must hold is that the queue is empty.
  const left = (await db.query('SELECT count(*)::int AS n FROM alert_jobs')).rows[0].n;
  if (res.status !== 200 || left !== 0) throw new Error(`the run answered ${res.status}, ${left} jobs left of ${MATCH} queued`);
  const handled = MATCH;
  const told = (await db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'alerte'`)).rows[0].n - before;
  // Matched once means matched for good: the next round's listings must be new to every alert.
  await db.query(`DELETE FROM saved_search_matches`);
  return { label, status: res.status, handled, perListing: ms / MATCH, findPerListing: findMs / MATCH, tellPerListing: tellMs / MATCH, told };
}

let report;
try {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-alerts@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const template = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
  await db.query('UPDATE up_users SET confirmed = true WHERE id = $1', [template]);
  console.log(`filling ${PRODUCTS} listings and ${ALERT_USERS} alert owners by SQL...`);
  const owners = await generateUsers(db, { templateId: template, count: ALERT_USERS });
  await generateListings(db, { count: PRODUCTS, ownerIds: [template] });
  const seller = await sessionToken(db, template);
  const signIn = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }) });
  const adminToken = (await signIn.json())?.token;
  if (!adminToken) throw new Error(`admin sign-in failed: ${signIn.status}`);

  const rounds = [];
  rounds.push({ alerts: 0, publish: await publishRound(seller, 'no alert'), match: await matchRound(adminToken, 'no alert') });
  console.log(JSON.stringify(rounds.at(-1)));
  const started = Date.now();
  const stored = await storeAlerts(owners);
  console.log(`${stored.stored} alerts (${stored.distinct} distinct searches) stored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  rounds.push({ alerts: stored.stored, publish: await publishRound(seller, `${stored.stored} alerts`), match: await matchRound(adminToken, `${stored.stored} alerts`) });
  console.log(JSON.stringify(rounds.at(-1)));
  // BENCH_KEEP_DB=1: the alerts stay in `saved_searches_kept`, to EXPLAIN the matcher on them afterwards.
  if (process.env.BENCH_KEEP_DB) await db.query('CREATE TABLE saved_searches_kept AS SELECT * FROM saved_searches');
  await db.query('TRUNCATE saved_searches');
  rounds.push({ alerts: 0, publish: await publishRound(seller, 'no alert, again'), match: await matchRound(adminToken, 'no alert, again') });
  console.log(JSON.stringify(rounds.at(-1)));

  const fmt = (n) => n.toFixed(1);
  const baseP99 = Math.max(rounds[0].publish.p99, rounds[2].publish.p99);
  const loaded = rounds[1];
  const table = [
    '| round | alerts stored | publish p50 ms | publish p99 ms | finding the alerts, ms per listing | telling them, ms per listing | whole job, ms per listing | alerts told per listing | publish failures |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rounds.map((r) => `| ${r.publish.label} | ${r.alerts} | ${fmt(r.publish.p50)} | ${fmt(r.publish.p99)} | ${fmt(r.match.findPerListing)} | ${fmt(r.match.tellPerListing)} | ${fmt(r.match.perListing)} | ${fmt(r.match.told / MATCH)} | ${JSON.stringify(r.publish.failures)} |`),
  ].join('\n');
  const verdict = [
    `- matching one listing with ${loaded.alerts} alerts (finding which alerts it meets and recording it): ${fmt(loaded.match.findPerListing)} ms (goal ≤ ${GOAL_MATCH_MS} ms): ${loaded.match.findPerListing <= GOAL_MATCH_MS ? 'met' : 'NOT met'}; writing its ${fmt(loaded.match.told / MATCH)} notifications: ${fmt(loaded.match.tellPerListing)} ms (${fmt((loaded.match.tellPerListing / Math.max(1, loaded.match.told / MATCH)) * 1000)} µs each)`,
    `- publish p99 with alerts ${fmt(loaded.publish.p99)} ms vs ${fmt(baseP99)} ms without (the worse of the two rounds around it): ${(loaded.publish.p99 / baseP99).toFixed(2)}×, ${loaded.publish.p99 <= baseP99 * 1.1 ? 'does not grow' : 'GROWS'}`,
  ].join('\n');
  const header = `${new Date().toISOString()} — postgres, ${PRODUCTS} listings, ${PUBLISH} publications at ${CONCURRENCY} at once per round, ${MATCH} listings matched per round; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} after, ${os.cpus().length} cores`;
  report = `${header}\n\n${table}\n\n${verdict}\n`;
  console.log(`\n${report}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', `alerts-postgres-${ALERTS}.md`), report);
} finally {
  await close();
}
