// What drawing a landing page's first screen on the server costs (ARCHITECTURE decision 59): the
// build's renderer (frontend/dist-ssr/entry-server.cjs) run in this process against a running
// site's API, page by page, in French and Arabic — render time (median and p95 of N renders, the
// API's answers cached as on a live site), the markup and answers it adds to the page — and the
// served page's time to first byte with the cms's kept drawing, side by side with /_health.
//
//   BENCH_SITE_URL=http://127.0.0.1:1337 node bench/first-screen-render.mjs   (npm run build first)
//
// BENCH_RENDERS (default 30) renders per page. Figures only: nothing here passes or fails.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { landingPages } from './lib/landing-pages.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.env.BENCH_SITE_URL;
if (!site) throw new Error('BENCH_SITE_URL: the running site whose API the renderer reads');
const renders = Number(process.env.BENCH_RENDERS ?? 30);
const { renderFirstScreen } = createRequire(import.meta.url)(path.join(root, 'frontend', 'dist-ssr', 'entry-server.cjs'));

const pages = await landingPages(site);

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function ttfb(url) {
  const times = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    times.push(performance.now() - started);
    await response.arrayBuffer();
  }
  return quantile(times, 0.5);
}

const rows = [];
for (const language of ['fr', 'ar']) {
  for (const [name, route] of pages) {
    const url = `${route}?lang=${language}`;
    await renderFirstScreen({ url, language, apiOrigin: site }); // warm: code loaded, API caches filled
    const times = [];
    let drawn = null;
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      drawn = await renderFirstScreen({ url, language, apiOrigin: site });
      times.push(performance.now() - started);
    }
    rows.push({
      page: `${name} (${language})`,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      markup: drawn ? gzipSync(drawn.html).length : 0,
      answers: drawn ? gzipSync(drawn.state).length : 0,
      served: await ttfb(`${site}${url}`),
    });
  }
}
const health = await ttfb(`${site}/_health`);

console.log(`${new Date().toISOString()} — ${renders} renders per page, against ${site}; /_health answers in ${health.toFixed(1)} ms (median)`);
console.log('| page | render median ms | render p95 ms | markup gzip | answers gzip | served page, median ms |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${kb(r.markup)} | ${kb(r.answers)} | ${r.served.toFixed(1)} |`);
