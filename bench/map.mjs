// Map endpoint at country scale (figures, not a pass/fail test). Boots the compiled cms on a fresh
// PostgreSQL database, fills it with BENCH_MAP_PRODUCTS listings (default 100 000) by SQL in
// seconds (bench/lib/generate.mjs), then loads, in the same run and one after the other:
//   - a bare node:http + pg server answering the listing page (bench/bare-server.mjs), the yardstick;
//   - GET /api/products/map at low zoom (the whole country, clusters) and high zoom (a Tunis
//     neighbourhood, points), once on one view (the micro-cache answers) and once on views that
//     move at every request (every request computes).
// Prints p99 and the ratio to the bare page's p99 (target: within 2×).
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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
const dbName = `souk_bench_map_${process.pid}`;
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
await admin.query(`CREATE DATABASE ${dbName}`);
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: dbUrl });
const server = await startServer();
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
  const scenarios = [
    { name: 'bare node+pg: listing page', url: bareUrl, bare: true },
    { name: 'bare node+pg: listing page, no count', url: `${bareUrl}?count=0`, bare: true },
    { name: 'map low zoom (country, z7), one view', url: `${server.url}/api/products/map?bbox=${country}&zoom=7` },
    { name: 'map low zoom, moving views (z7-8)', url: `${server.url}/api/products/map`, path: () => `/api/products/map?bbox=${view(34.5 + jitter(4), 9.5 + jitter(3), 7)}&zoom=${7 + Math.round(Math.random())}` },
    { name: 'map high zoom (Tunis, z15), one view', url: `${server.url}/api/products/map?bbox=${view(36.8065, 10.1815, 15)}&zoom=15` },
    { name: 'map high zoom, moving views (z14-16)', url: `${server.url}/api/products/map`, path: () => { const c = CENTRES[Math.floor(Math.random() * CENTRES.length)]; return `/api/products/map?bbox=${view(c[0] + jitter(0.2), c[1] + jitter(0.2), 15)}&zoom=${14 + Math.floor(Math.random() * 3)}`; } },
    { name: 'map high zoom + filters + 5 km', url: `${server.url}/api/products/map`, path: () => { const c = CENTRES[Math.floor(Math.random() * 6)]; const lat = c[0] + jitter(0.1); const lng = c[1] + jitter(0.1); return `/api/products/map?bbox=${view(lat, lng, 14)}&zoom=14&category=mobilier&maxPrice=${1000 + Math.floor(Math.random() * 3000)}&lat=${lat}&lng=${lng}&maxDistanceKm=5`; } },
  ];
  const results = [];
  for (const s of scenarios) {
    const opts = { url: s.url, connections: CONNECTIONS, duration: DURATION };
    if (s.path) opts.requests = [{ setupRequest: (req) => ({ ...req, path: s.path() }) }];
    const r = await autocannon(opts);
    results.push({ name: s.name, rps: Math.round(r.requests.average), p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.non2xx });
    console.log(`${s.name.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`);
  }
  const baseline = results[0].p99 || 1;
  const noCount = results[1].p99 || 1;
  const table = [
    `| scenario | req/s | p50 ms | p99 ms | p99 / bare page p99 (target ≤ 2) | p99 / bare page without count p99 | errors |`,
    `|---|---|---|---|---|---|---|`,
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.p99 / baseline).toFixed(2)} | ${(r.p99 / noCount).toFixed(2)} | ${r.errors} |`),
  ].join('\n');
  console.log(`\npostgres, ${rows[0].n} listings, ${CONNECTIONS} connections, ${DURATION} s each\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', `map-postgres-${rows[0].n}.md`), `${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each\n\n${table}\n`);
} finally {
  bare?.kill();
  await db.end();
  await server.stop();
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
