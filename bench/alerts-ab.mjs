// Alert matching, builds side by side on ONE kept bench database (figures, not a test): the
// machine is shared and its load moves, so a build is only compared with another measured in the
// same minutes on the same rows. Each build in turn (the order rotates each repeat) boots alone on
// the database (two replicas would share the queue), matches BENCH_WARM listings untimed, then
// BENCH_MATCH listings through `POST /api/admin/alert-jobs/run` (its `findMs`, `tellMs`), and stops.
// The matches table is dropped before each boot, so each build runs on the one its boot makes.
//
//   BENCH_KEEP_DB=1 BENCH_DB_NAME=souk_bench_x node bench/alerts.mjs     # once: the data
//   BENCH_DB_NAME=souk_bench_x BENCH_BUILDS=old=/path/to/worktree,new=/path/to/other node bench/alerts-ab.mjs
//
// Each worktree's cms must be compiled (`npx tsc -p tsconfig.json` in its cms/). BENCH_REPEAT
// (default 2) rounds of each build. Writes bench/results/alerts-ab-<date>.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DB = process.env.BENCH_DB_NAME;
const BUILDS = Object.fromEntries((process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
const NAMES = Object.keys(BUILDS);
if (!DB || NAMES.length < 2) throw new Error('BENCH_DB_NAME and BENCH_BUILDS (two builds or more) are required (see the header)');
const MATCH = Number(process.env.BENCH_MATCH ?? 300);
const WARM = Number(process.env.BENCH_WARM ?? 50);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);
const dbUrl = `${process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'}/${DB}`;
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: dbUrl });

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
// bench/alerts.mjs empties saved_searches after its loaded round and keeps a copy: put it back.
if ((await db.query('SELECT count(*)::int AS n FROM saved_searches')).rows[0].n === 0) {
  await db.query('INSERT INTO saved_searches SELECT * FROM saved_searches_kept');
  await db.query('VACUUM ANALYZE saved_searches');
}
const alerts = (await db.query('SELECT count(*)::int AS n FROM saved_searches')).rows[0].n;

/** Queues `count` of the bench's published listings (offset past the warm-up's) and runs the queue once. */
async function round(url, token, count, offset) {
  await db.query('DELETE FROM saved_search_matches');
  await db.query(`DELETE FROM notifications WHERE type = 'alerte'`);
  await db.query(
    `INSERT INTO alert_jobs (kind, product_id, created_at)
     SELECT 'match', id, $3 FROM products WHERE document_id LIKE 'bench%' ORDER BY id DESC LIMIT $1 OFFSET $2`,
    [count, offset, Date.now()],
  );
  const res = await fetch(`${url}/api/admin/alert-jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  const left = (await db.query('SELECT count(*)::int AS n FROM alert_jobs')).rows[0].n;
  if (res.status !== 200 || left !== 0) throw new Error(`the run answered ${res.status}, ${left} jobs left`);
  const told = (await db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'alerte'`)).rows[0].n;
  const matches = (await db.query('SELECT count(*)::int AS n FROM saved_search_matches')).rows[0].n;
  return { findMs: body.data.findMs / count, tellMs: body.data.tellMs / count, told: told / count, matches: matches / count };
}

const rows = [];
const order = Array.from({ length: REPEAT }, (_, i) => [...NAMES.slice(i % NAMES.length), ...NAMES.slice(0, i % NAMES.length)]).flat();
for (const build of order) {
  // The matches table as this build makes it at boot (its columns and indexes are what a build may
  // change): dropped here, created by the build's own boot; every round empties it anyway.
  await db.query('DROP TABLE IF EXISTS saved_search_matches');
  const { startServer, TEST_ADMIN } = await import(path.join(BUILDS[build], 'bench', 'server.mjs'));
  const server = await startServer();
  try {
    const signIn = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    const token = (await signIn.json())?.token;
    if (!token) throw new Error(`admin sign-in failed: ${signIn.status}`);
    await round(server.url, token, WARM, MATCH);
    const load = os.loadavg()[0];
    const r = await round(server.url, token, MATCH, 0);
    rows.push({ build, load, ...r });
    console.log(JSON.stringify(rows.at(-1)));
  } finally {
    await server.stop();
  }
}
await db.query('DELETE FROM saved_search_matches');
await db.end();

const fmt = (n) => n.toFixed(1);
const mean = (build, key) => rows.filter((r) => r.build === build).reduce((s, r) => s + r[key], 0) / rows.filter((r) => r.build === build).length;
const report = [
  `${new Date().toISOString()} — postgres, database ${DB} (${alerts} alerts), ${MATCH} listings matched per round after ${WARM} untimed; ${NAMES.map((name) => `${name} = ${BUILDS[name]}`).join(', ')}; ${os.cpus().length} cores`,
  '',
  // Telling is the same code in every build: find/tell sets the find against the machine's speed of the moment.
  '| round | build | load (1 min) | find ms/listing | tell ms/listing | find / tell | told/listing | matches recorded/listing |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((r, i) => `| ${i + 1} | ${r.build} | ${r.load.toFixed(1)} | ${fmt(r.findMs)} | ${fmt(r.tellMs)} | ${(r.findMs / r.tellMs).toFixed(2)} | ${fmt(r.told)} | ${fmt(r.matches)} |`),
  '',
  ...NAMES.map((name) => `- ${name}: find ${fmt(mean(name, 'findMs'))} ms per listing (${(mean(name, 'findMs') / mean(NAMES[0], 'findMs')).toFixed(2)}× ${NAMES[0]}), tell ${fmt(mean(name, 'tellMs'))} ms, find / tell ${(mean(name, 'findMs') / mean(name, 'tellMs')).toFixed(2)}`),
  '',
].join('\n');
console.log(`\n${report}`);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', `alerts-ab-${new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.md`), report);
