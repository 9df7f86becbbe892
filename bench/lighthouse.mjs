// Lighthouse on a phone (figures, not a pass/fail test): home, /products and a listing page, in
// French and in Arabic, with the `lighthouse` package driving Debian's Chromium (mobile preset:
// a mid-range phone, slow 4G, 4× CPU slowdown). Starts `npm start` on a port of its own over a fresh
// demo-seeded SQLite database (build first: `npm run build`), prints performance, LCP, CLS and TBT
// next to the goals and writes them to bench/results/lighthouse.{md,json}.
// Usage: node bench/lighthouse.mjs   (LIGHTHOUSE_PORT, LIGHTHOUSE_URL=<running site> to skip the start;
// LIGHTHOUSE_BEFORE_URL=<another running site, same data> audits it too, page by page, side by side;
// LIGHTHOUSE_THROTTLING=devtools throttles the real page load instead of Lighthouse's default simulation
// from an unthrottled trace, which does not credit a hint that overlaps two downloads)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { landingPages } from './lib/landing-pages.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 14000 + Math.floor(Math.random() * 900));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GOALS = { performance: 95, lcp: 1500, cls: 0.02, tbt: 150 };
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

let server;
let base = process.env.LIGHTHOUSE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-lh-'));

async function startSite() {
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(tmp, 'lighthouse.db'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'admin@souk.tn',
      ADMIN_PASSWORD: 'admin1234',
      GEOCODER_URL: '',
    },
  });
  let log = '';
  server.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/products`)).ok) return url;
    } catch {
      /* not listening yet */
    }
    if (i > 1200) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  base ??= await startSite();
  const pages = await landingPages(base);
  const rows = [];
  const only = process.env.LIGHTHOUSE_ONLY; // e.g. `home` to audit one page
  // The site as it was (another build on the same data), audited right before each page of this one.
  const sites = process.env.LIGHTHOUSE_BEFORE_URL ? [['before ', process.env.LIGHTHOUSE_BEFORE_URL], ['', base]] : [['', base]];
  for (const language of ['fr', 'ar']) {
    for (const [name, route] of pages.filter(([n]) => !only || n === only)) for (const [label, site] of sites) {
      const url = `${site}${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
      // One warm-up load fills the server's caches (a real visitor rarely meets a cold process).
      await fetch(url);
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: THROTTLING, screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const row = {
        page: `${label}${name} (${language})`,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: Math.round(audit('first-contentful-paint')),
        lcp: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbt: Math.round(audit('total-blocking-time')),
      };
      // What moved: the elements behind the layout shifts, the largest first.
      row.shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => `${i.node?.selector ?? i.node?.nodeLabel ?? '?'} (${(i.score ?? 0).toFixed(3)})`);
      row.met = row.performance >= GOALS.performance && row.lcp <= GOALS.lcp && row.cls <= GOALS.cls && row.tbt <= GOALS.tbt;
      rows.push(row);
      console.log(`${row.page.padEnd(29)} performance ${String(row.performance).padStart(3)}  FCP ${String(row.fcp).padStart(5)} ms  LCP ${String(row.lcp).padStart(5)} ms  CLS ${row.cls.toFixed(3)}  TBT ${String(row.tbt).padStart(4)} ms  ${row.met ? 'met' : 'NOT met'}${row.shifts.length ? `  shifts: ${row.shifts.join(', ')}` : ''}`);
    }
  }
  const table = [
    `| page | performance (≥ ${GOALS.performance}) | LCP ms (≤ ${GOALS.lcp}) | CLS (≤ ${GOALS.cls}) | TBT ms (≤ ${GOALS.tbt}) | FCP ms | met |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.page} | ${r.performance} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.fcp} | ${r.met ? 'yes' : 'NO'} |`),
  ].join('\n');
  const header = `${new Date().toISOString()} — lighthouse mobile preset (${THROTTLING} throttling), Chromium ${CHROME_PATH}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`;
  console.log(`\n${header}\n${table}`);
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'results', `lighthouse${THROTTLING === 'devtools' ? '-devtools' : ''}.md`), `${header}\n\n${table}\n`);
  fs.writeFileSync(path.join(root, 'bench', 'results', `lighthouse${THROTTLING === 'devtools' ? '-devtools' : ''}.json`), JSON.stringify({ date: new Date().toISOString(), goals: GOALS, rows }, null, 2));
} finally {
  await chrome.kill();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
