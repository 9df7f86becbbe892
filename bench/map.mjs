// Map endpoint at country scale (figures, not a pass/fail test). Boots the compiled cms on a
// PostgreSQL database of its own (BENCH_DB, default souk_bench_maps, recreated), fills it with
// BENCH_MAP_PRODUCTS listings (default 100 000) by SQL in seconds (bench/lib/generate.mjs), then
// loads, in the same run and one after the other:
//   - a bare node:http + pg server answering the listing page (bench/bare-server.mjs), the yardstick,
//     measured first and again last (how much the machine moved during the run);
//   - GET /api/products/map on each kind of view, twice: WARM, one view repeated (the 2 s micro-cache
//     answers all but the first request), and COLD, a new view at every request on a second boot of
//     the same cms with MAP_ANSWER_CACHE=false (every request computes: grid or SQL, no cache).
// Prints p50/p99 of each and the ratio of each p99 to the bare page's p99 (target: within 2×), warm
// and cold side by side.
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateListings } from './lib/generate.mjs';
import { startServer } from './server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_MAP_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = process.env.BENCH_DB ?? 'souk_bench_maps';
const dbUrl = `${PG}/${dbName}`;

// Where listings are: the governorate capitals, weighted roughly by population.
const CENTRES = [
  [36.8065, 10.1815, 30], [34.7406, 10.7603, 10], [35.8256, 10.6411, 9], [36.8625, 10.1956, 6], [36.7531, 10.2189, 6],
  [36.4561, 10.7376, 6], [35.7643, 10.8113, 5], [37.2744, 9.8739, 5], [35.6781, 10.0963, 4], [33.8815, 10.0982, 3],
  [33.3549, 10.5055, 3], [34.425, 8.7842, 2], [35.1676, 8.8365, 2], [36.7256, 9.1817, 2], [36.5011, 8.7802, 2],
  [35.5047, 11.0622, 2], [36.8081, 10.0972, 2], [36.1822, 8.7147, 1], [36.0849, 9.3708, 1], [35.0382, 9.4849, 1],
  [33.9197, 8.1335, 1], [33.7044, 8.969, 1], [32.9297, 10.4518, 1], [36.4029, 10.1429, 1],
];

execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, 'cms'), stdio: 'inherit' });
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: dbUrl });
let server = await startServer();
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
let bare;

try {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-map@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);

  console.log(`filling ${PRODUCTS} listings by SQL...`);
  const started = Date.now();
  // The shared generator: the domain's cities weighted by population, ~15 km around each.
  const total = await generateListings(db, { count: PRODUCTS });
  const rows = [{ n: total }];
  console.log(`${total} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  bare = fork(path.join(root, 'bench', 'bare-server.mjs'), { env: { ...process.env, PORT: '0', DATABASE_URL: dbUrl } });
  const { port: barePort } = await new Promise((resolve, reject) => (bare.once('message', resolve), bare.once('exit', reject)));
  const bareUrl = `http://127.0.0.1:${barePort}/`;

  const country = '7.4,30.1,11.7,37.6';
  const jitter = (n) => (Math.random() - 0.5) * n;
  // A phone-sized view (390×844 px) around a point at zoom z, in degrees.
  const view = (lat, lng, z) => {
    const w = (390 / 256) * (360 / 2 ** z);
    const h = (844 / 256) * (360 / 2 ** z) * Math.cos((lat * Math.PI) / 180);
    return [lng - w / 2, lat - h / 2, lng + w / 2, lat + h / 2].map((v) => v.toFixed(5)).join(',');
  };
  // [name, fixed view (warm), moving view generator (cold)]
  const mapUrl = (q) => `/api/products/map?${q}`;
  const centre = () => CENTRES[Math.floor(Math.random() * CENTRES.length)];
  const kinds = [
    {
      name: 'country, clusters (z7-8, grid)',
      warm: mapUrl(`bbox=${country}&zoom=7`),
      cold: () => mapUrl(`bbox=${view(34.5 + jitter(4), 9.5 + jitter(3), 7)}&zoom=${7 + Math.round(Math.random())}`),
    },
    {
      name: 'region + category (z8-10, grid)',
      warm: mapUrl(`bbox=${view(36.5, 10.2, 9)}&zoom=9&category=mobilier`),
      cold: () => { const c = centre(); return mapUrl(`bbox=${view(c[0] + jitter(0.5), c[1] + jitter(0.5), 9)}&zoom=${8 + Math.floor(Math.random() * 3)}&category=mobilier`); },
    },
    {
      name: 'city (z11-12, grid)',
      warm: mapUrl(`bbox=${view(36.8065, 10.1815, 12)}&zoom=12`),
      cold: () => { const c = centre(); return mapUrl(`bbox=${view(c[0] + jitter(0.2), c[1] + jitter(0.2), 12)}&zoom=${11 + Math.round(Math.random())}`); },
    },
    {
      name: 'streets, points (z14-16, SQL)',
      warm: mapUrl(`bbox=${view(36.8065, 10.1815, 15)}&zoom=15`),
      cold: () => { const c = centre(); return mapUrl(`bbox=${view(c[0] + jitter(0.2), c[1] + jitter(0.2), 15)}&zoom=${14 + Math.floor(Math.random() * 3)}`); },
    },
    {
      name: 'filters + 5 km (z14, SQL)',
      warm: mapUrl(`bbox=${view(36.8065, 10.1815, 14)}&zoom=14&category=mobilier&maxPrice=3000&lat=36.8065&lng=10.1815&maxDistanceKm=5`),
      cold: () => { const c = CENTRES[Math.floor(Math.random() * 6)]; const lat = c[0] + jitter(0.1); const lng = c[1] + jitter(0.1); return mapUrl(`bbox=${view(lat, lng, 14)}&zoom=14&category=mobilier&maxPrice=${1000 + Math.floor(Math.random() * 3000)}&lat=${lat}&lng=${lng}&maxDistanceKm=5`); },
    },
  ];
  const load = async (name, url, path) => {
    const opts = { url, connections: CONNECTIONS, duration: DURATION };
    if (path) opts.requests = [{ setupRequest: (req) => ({ ...req, path: path() }) }];
    const r = await autocannon(opts);
    const out = { name, rps: Math.round(r.requests.average), p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.non2xx };
    console.log(`${name.padEnd(48)} ${String(out.rps).padStart(6)} req/s  p50 ${String(out.p50).padStart(5)} ms  p99 ${String(out.p99).padStart(5)} ms  errors ${out.errors}`);
    return out;
  };

  const bareBefore = await load('bare node+pg: listing page', bareUrl);
  const warm = [];
  for (const k of kinds) warm.push(await load(`warm: ${k.name}`, `${server.url}${k.warm}`));
  await server.stop();
  process.env.MAP_ANSWER_CACHE = 'false';
  server = await startServer();
  const cold = [];
  for (const k of kinds) cold.push(await load(`cold: ${k.name}`, `${server.url}/api/products/map`, k.cold));
  const bareAfter = await load('bare node+pg: listing page (again)', bareUrl);

  const baseline = Math.max(1, (bareBefore.p99 + bareAfter.p99) / 2);
  const ratio = (r) => (r.p99 / baseline).toFixed(2);
  const table = [
    `bare node+pg listing page p99: ${bareBefore.p99} ms before, ${bareAfter.p99} ms after (${bareBefore.rps} / ${bareAfter.rps} req/s); ratios use their mean, ${baseline} ms`,
    '',
    '| map view | warm req/s | warm p50 | warm p99 | warm p99 / bare | cold req/s | cold p50 | cold p99 | cold p99 / bare (target ≤ 2) | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...kinds.map((k, i) => {
      const w = warm[i];
      const c = cold[i];
      return `| ${k.name} | ${w.rps} | ${w.p50} | ${w.p99} | ${ratio(w)} | ${c.rps} | ${c.p50} | ${c.p99} | ${ratio(c)} | ${w.errors + c.errors} |`;
    }),
  ].join('\n');
  console.log(`\npostgres, ${rows[0].n} listings, ${CONNECTIONS} connections, ${DURATION} s each\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', `map-postgres-${rows[0].n}.md`), `${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n\n${table}\n`);
} finally {
  bare?.kill();
  await db.end();
  await server.stop();
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
