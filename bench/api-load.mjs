// Load test of the API's hot paths over loopback (figures, not a pass/fail test).
// Boots the compiled cms on a fresh database, creates BENCH_PRODUCTS listings through the API,
// then runs autocannon against each endpoint and against Strapi's bare /_health in the same run,
// printing req/s, p99 and the ratios to ARCHITECTURE's targets and to /_health.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer, TEST_ADMIN } from './server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, 'cms'), stdio: 'inherit' });
const server = await startServer();
const base = server.url;
const json = async (method, url, body, token) => {
  const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return res.json();
};

try {
  console.log(`generating ${PRODUCTS} listings on ${server.db}...`);
  const started = Date.now();
  const sellers = [];
  for (let i = 0; i < 20; i++) sellers.push((await json('POST', '/api/auth/signup', { email: `bench${i}@bench.souk.tn`, password: 'bench-password' })).token);
  const words = ['Canapé', 'Table', 'iPhone', 'Vélo', 'Armoire', 'Ordinateur', 'Chaise', 'Lampe', 'Tapis', 'Bureau'];
  const categories = ['mobilier', 'electronique', 'sport', 'bureautique', 'mode', 'autres'];
  const cities = ['Tunis', 'Sfax', 'Sousse', 'Monastir', 'Bizerte', 'Gabès', 'Kairouan', 'Nabeul'];
  let next = 0;
  const ids = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < PRODUCTS) {
        const i = next++;
        const body = {
          title: `${words[i % words.length]} ${i}`,
          description: `Annonce de test numéro ${i}, en bon état, à récupérer sur place.`,
          category: categories[i % categories.length],
          location: cities[i % cities.length],
          price: (i * 37) % 5000,
          condition: 'good',
        };
        const res = await json('POST', '/api/products', body, sellers[i % sellers.length]);
        if (res.data?.id) ids.push(res.data.id);
      }
    }),
  );
  const admin = await json('POST', '/api/auth/signin', TEST_ADMIN);
  const user = sellers[0];
  console.log(`created ${ids.length} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const scenarios = [
    { name: 'baseline: Strapi /_health', path: '/_health' },
    { name: 'listing (24 newest)', path: '/api/products', target: { rps: 850, p99: 60 } },
    { name: 'listing by category, price sort', path: '/api/products?category=mobilier&sort=price_asc', target: { rps: 850, p99: 60 } },
    { name: 'search "canape"', path: '/api/products?search=canape', target: { p99: 60 } },
    { name: 'detail', path: `/api/products/${ids[Math.floor(ids.length / 2)]}`, target: { rps: 1000 } },
    { name: 'promoted', path: '/api/products/promoted' },
    { name: 'stats', path: '/api/stats' },
    { name: 'profile (signed in)', path: '/api/profile', headers: { authorization: `Bearer ${user}` } },
  ];
  if (admin.token) scenarios.push({ name: 'unread-count (signed in)', path: '/api/notifications/unread-count', headers: { authorization: `Bearer ${user}` }, target: { rps: 1500 } });

  const rows = [];
  for (const s of scenarios) {
    const r = await autocannon({ url: `${base}${s.path}`, connections: CONNECTIONS, duration: DURATION, headers: s.headers ?? {} });
    rows.push({ name: s.name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx, target: s.target ?? null });
    console.log(`${s.name.padEnd(36)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}`);
  }
  const health = rows[0].rps || 1;
  const table = [
    `| endpoint | req/s | p99 ms | vs /_health | target | req/s vs target |`,
    `|---|---|---|---|---|---|`,
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p99} | ${(r.rps / health).toFixed(2)} | ${r.target ? [r.target.rps ? `≥ ${r.target.rps} req/s` : '', r.target.p99 ? `p99 ≤ ${r.target.p99} ms` : ''].filter(Boolean).join(', ') : '—'} | ${r.target?.rps ? (r.rps / r.target.rps).toFixed(2) : '—'} |`),
  ].join('\n');
  console.log(`\n${server.db}, ${ids.length} listings, ${CONNECTIONS} connections, ${DURATION} s each\n${table}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const stamp = `${server.db}-${ids.length}`;
  writeFileSync(path.join(root, 'bench', 'results', `api-load-${stamp}.json`), JSON.stringify({ date: new Date().toISOString(), db: server.db, products: ids.length, connections: CONNECTIONS, duration: DURATION, rows }, null, 2));
  writeFileSync(path.join(root, 'bench', 'results', `api-load-${stamp}.md`), `${table}\n`);
} finally {
  await server.stop();
}
