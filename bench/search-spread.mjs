// Spread-out reads at national scale (issue 26 "Fast at a national scale, without the cache's
// help"): every request is new, so no cache answers it. Boots the compiled cms on a fresh
// PostgreSQL database, fills it with BENCH_PRODUCTS listings (default 100 000; 1 000 000 for the
// national figure) carrying the category fields (bench/lib/generate.mjs), then loads one after the
// other: the bare node:http + pg page at a random page counting the way the API does (up to
// TOTAL_EXACT_UP_TO + 1 rows, bench/bare-server.mjs), random search words with random price
// bounds, random car searches (brand + year range + mileage, cheapest first), random real-estate
// searches (rooms + surface + city), the facet counts with random filters, random listing pages.
// Goals: each ≥ 0.5× the bare random page's req/s with p99 ≤ 3× its p99; from 100k to 1M the p99
// grows ≤ 1.5× (printed when search-spread-postgres-100000.json is already in bench/results/).
// Beside req/s, the CPU the serving process and PostgreSQL spent per request (/proc; steadier than req/s
// on a shared machine). Writes bench/results/search-spread-postgres-<n>[-<BENCH_LABEL>].{md,json}.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresRun } from './lib/postgres-run.mjs';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { FACET_FILTERS, PAGES, SPREAD_SEARCHES, int } from './lib/spread-filters.mjs';
import { backendsOf, cpuByPid, cpuSince } from './lib/proc-cpu.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Each path is loaded this long unmeasured first: its first requests (code not yet optimised, statements not yet prepared on each connection) are not what it costs. */
const WARM = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LABEL = process.env.BENCH_LABEL ?? '';
let barePort;
// The bare page draws from the same pages a visitor reaches by paging (PAGES).
const scenarios = [{ key: 'bare', name: 'bare node:http + pg, random page 1–200, bounded count kept 5 s', path: () => `/?bounded=1&page=${int(1, PAGES)}`, bare: true }, ...Object.values(SPREAD_SEARCHES)];

const { server, db, dbUrl, close } = await postgresRun('spread');

/**
 * The facets of a category the cms keeps in memory (ARCHITECTURE decision 93) come from a copy
 * read in the background after the category's first facets request: the runs wait for those reads
 * (every facet of a search past the bound exact) so that they weigh on no measured path, and a
 * server's steady state is measured. Gives up after a minute (mirror off, a category too large).
 */
async function facetCopiesRead() {
  const started = Date.now();
  const categories = [...new Set(FACET_FILTERS.map((filters) => new URLSearchParams(filters()).get('category')))];
  for (const category of categories) {
    for (;;) {
      const answer = await fetch(`${server.url}/api/products/facets?category=${category}&maxPrice=${int(1_000_000, 2_000_000)}`).then((r) => r.json());
      if (answer.data.facets.every((f) => f.exact)) break;
      if (Date.now() - started > 60_000) return console.log(`facet copies: ${category}'s not read within a minute (the SQL counts it)`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  console.log(`facet copies of ${categories.join(', ')} read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
let bare;
const loadBefore = os.loadavg();
const fmt = (n) => n.toFixed(2);

try {
  // BENCH_REUSE_DB=1 on a database an earlier run kept (BENCH_KEEP_DB=1): measured again as it is, no fill.
  const kept = process.env.BENCH_REUSE_DB ? Number((await db.query(`SELECT count(*)::int AS n FROM products WHERE document_id LIKE 'bench%'`)).rows[0].n) : 0;
  let total = kept;
  let fillSeconds = 0;
  if (kept > 0) console.log(`reusing ${kept} listings`);
  else {
    const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-spread@bench.souk.tn', password: 'bench-password' }) });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
    const template = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
    console.log(`filling ${PRODUCTS} listings by SQL...`);
    const started = Date.now();
    const sellers = await generateUsers(db, { templateId: template, count: 50 });
    total = await generateListings(db, { count: PRODUCTS, ownerIds: [template, ...sellers], onProgress: (n) => console.log(`  ${n} inserted, ${((Date.now() - started) / 1000).toFixed(0)} s`) });
    fillSeconds = (Date.now() - started) / 1000;
    console.log(`${total} listings in ${fillSeconds.toFixed(1)} s`);
  }
  bare = fork(path.join(root, 'bench', 'bare-server.mjs'), { env: { ...process.env, PORT: '0', DATABASE_URL: dbUrl } });
  ({ port: barePort } = await new Promise((resolve, reject) => (bare.once('message', resolve), bare.once('exit', reject))));
  const base = (s) => (s.bare ? `http://127.0.0.1:${barePort}` : server.url);

  // Every scenario must answer 200 with listings (or counts), or it measures empty answers.
  for (const s of scenarios) {
    const samples = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base(s)}${s.path()}`).then(async (r) => ({ status: r.status, body: await r.json() }))));
    const found = samples.map((x) => x.body.meta?.pagination?.total ?? x.body.total ?? x.body.data?.total ?? x.body.data?.length ?? '?');
    console.log(`${s.name}: statuses ${samples.map((x) => x.status).join(',')}, totals ${found.join(',')}`);
    if (samples.some((x) => x.status !== 200)) throw new Error(`${s.name} answers ${JSON.stringify(samples.find((x) => x.status !== 200).body)}`);
  }

  await facetCopiesRead();

  const rows = [];
  for (const s of scenarios) {
    // A new URL for every request: setupRequest runs before each one is sent. The CPU its server
    // and PostgreSQL spent per request holds on a busy shared machine where req/s does not.
    const load = (duration) => autocannon({ url: base(s), connections: CONNECTIONS, duration, requests: [{ setupRequest: (req) => ({ ...req, path: s.path() }) }] });
    if (WARM > 0) await load(WARM);
    const serving = (pid) => pid === (s.bare ? bare.pid : server.pid);
    const cpuBefore = [cpuByPid(serving), cpuByPid(backendsOf(db.database))];
    const r = await load(DURATION);
    const perRequest = (ms) => ms / Math.max(1, r.requests.total);
    const cpu = { server: perRequest(cpuSince(serving, cpuBefore[0])), pg: perRequest(cpuSince(backendsOf(db.database), cpuBefore[1])) };
    const row = { key: s.key, name: s.name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, cpu };
    rows.push(row);
    console.log(`${s.name.padEnd(56)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  CPU ${fmt(cpu.server)} + ${fmt(cpu.pg)} ms  errors ${row.errors}`);
  }
  const ref = rows.find((r) => r.key === 'bare');
  const prevFile = path.join(root, 'bench', 'results', `search-spread-postgres-100000${LABEL ? `-${LABEL}` : ''}.json`);
  const prev = total > 100_000 && existsSync(prevFile) ? JSON.parse(readFileSync(prevFile, 'utf8')) : null;
  const lines = rows.map((r) => {
    const before = prev?.rows.find((p) => p.name === r.name);
    const growth = before ? r.p99 / (before.p99 || 1) : null;
    const growthCell = growth === null ? '—' : `${fmt(growth)}× ${growth <= 1.5 ? '(≤ 1.5×: yes)' : '(≤ 1.5×: NO)'}`;
    const cpuCell = `${fmt(r.cpu.server)} + ${fmt(r.cpu.pg)}${r.key === 'bare' ? '' : ` (${fmt((r.cpu.server + r.cpu.pg) / (ref.cpu.server + ref.cpu.pg || 1))}× bare)`}`;
    if (r.key === 'bare') return `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | — | — | ${cpuCell} | ${growthCell} | ${r.errors} |`;
    const rpsRatio = r.rps / (ref.rps || 1);
    const p99Ratio = r.p99 / (ref.p99 || 1);
    const ok = rpsRatio >= 0.5 && p99Ratio <= 3 && r.errors === 0;
    return `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${fmt(rpsRatio)}× bare, p99 ${fmt(p99Ratio)}× | ${ok ? 'yes' : 'NO'} | ${cpuCell} | ${growthCell} | ${r.errors} |`;
  });
  const loadAfter = os.loadavg();
  const table = [
    `| every request new | req/s | p50 ms | p99 ms | ratio (goal ≥ 0.5× bare req/s, p99 ≤ 3×) | met | CPU ms / request: server + PostgreSQL | p99 growth from 100k | errors |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...lines,
  ].join('\n');
  const header = `${new Date().toISOString()} — postgres, ${total} listings (${kept > 0 ? 'a kept database' : `filled in ${fillSeconds.toFixed(0)} s`}), ${CONNECTIONS} connections, ${DURATION} s each after ${WARM} s unmeasured; load average ${loadBefore.map(fmt).join(' ')} before, ${loadAfter.map(fmt).join(' ')} after, ${os.cpus().length} cores (shared)`;
  console.log(`\n${header}\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const stamp = `search-spread-postgres-${total}${LABEL ? `-${LABEL}` : ''}`;
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.md`), `${header}\n\n${table}\n`);
  writeFileSync(path.join(root, 'bench', 'results', `${stamp}.json`), JSON.stringify({ date: new Date().toISOString(), total, connections: CONNECTIONS, duration: DURATION, loadBefore, loadAfter, rows }, null, 2));
} finally {
  bare?.kill();
  await close();
}
