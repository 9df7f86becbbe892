// Lighthouse on a phone (figures, not a pass/fail test): home, /products and a listing page, in
// French and in Arabic, with the `lighthouse` package driving Debian's Chromium (mobile preset:
// a mid-range phone, slow 4G, 4× CPU slowdown). Starts `npm start` on a port of its own over a fresh
// demo-seeded SQLite database (build first: `npm run build`), prints performance, LCP, CLS and TBT
// next to the goals and writes them to bench/results/lighthouse.{md,json}.
// Usage: node bench/lighthouse.mjs   (LIGHTHOUSE_PORT, LIGHTHOUSE_URL=<running site> to skip the start;
// LIGHTHOUSE_BEFORE_URL=<another running site, demo data of its own> audits it too, page by page, side by side;
// LIGHTHOUSE_THROTTLING=devtools throttles the real page load instead of Lighthouse's default simulation
// from an unthrottled trace, which does not credit a hint that overlaps two downloads; LIGHTHOUSE_RUNS=N
// loads per page and site, default 3, each figure their median; LIGHTHOUSE_LABEL=x writes lighthouse-x.{md,json};
// LIGHTHOUSE_CPU=calibrated audits each load a second time with the CPU slowdown fitted to this host;
// LIGHTHOUSE_PAGE_CORE=shared lets the page share every core with the server and Lighthouse, see lib/page-core.mjs)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { landingPages } from './lib/landing-pages.mjs';
import { median } from './lib/median.mjs';
import { dedicatePageCore, listeningPid } from './lib/page-core.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 14000 + Math.floor(Math.random() * 900));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
// Issue 32: LCP ≤ 2.0 s by Lighthouse's default (simulated) measure, what PageSpeed Insights reports; 1.5 s throttling the real load.
const GOALS = { performance: 95, lcp: THROTTLING === 'devtools' ? 1500 : 2000, cls: 0.02, tbt: 150 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const COLD_DRAWING = process.env.LIGHTHOUSE_COLD_DRAWING === '1';
const LABEL = process.env.LIGHTHOUSE_LABEL ?? '';
const CALIBRATED = process.env.LIGHTHOUSE_CPU === 'calibrated' && THROTTLING === 'simulate';
const FLAGS = { port: 0, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: THROTTLING, screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } };

/**
 * Lighthouse's default 4× CPU slowdown assumes the audit runs on a high-end desktop (benchmark index
 * 1 500–2 000) and turns it into a mid-tier phone; on a weaker host its docs (throttling.md,
 * "Calibrating the CPU slowdown") say to lower the multiplier, and its CLI warns at an index ≤ 1 000.
 * Scaled from the middle of that bracket: 4 × index / 1 750 (more throttling than the docs' table,
 * which gives 2× for the middle of the low-end desktop bracket), never under 1.
 */
const calibratedSlowdown = (benchmarkIndex) => Math.max(1, Math.round((4 * benchmarkIndex) / 1750 * 10) / 10);

/** A load's figures, from its report. */
function figures(lhr, benchmarkIndex) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbt: Math.round(audit('total-blocking-time')),
    // Lighthouse's own measure of this machine's speed during the load (a high-end desktop reads
    // 1 500–2 000): simulated TBT is the observed tasks × the slowdown, so a slower or busier host reads higher.
    benchmarkIndex,
    slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    // What moved: the elements behind the layout shifts, the largest first.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => `${i.node?.selector ?? i.node?.nodeLabel ?? '?'} (${(i.score ?? 0).toFixed(3)})`),
  };
}
const PHONE = { 'User-Agent': lighthouseConstants.userAgents.mobile, 'Sec-CH-UA-Mobile': '?1' };

let server;
let pageCore;
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
FLAGS.port = chrome.port;
try {
  base ??= await startSite();
  // The server(s) under test: the one this script started (its whole process tree), or those listening on the given URLs.
  const servers = server ? [server.pid] : [base, process.env.LIGHTHOUSE_BEFORE_URL].filter(Boolean).map(listeningPid).filter(Boolean);
  pageCore = process.env.LIGHTHOUSE_PAGE_CORE === 'shared' ? { note: 'the page shares every core (LIGHTHOUSE_PAGE_CORE=shared)' } : dedicatePageCore(chrome.pid, servers);
  const pages = await landingPages(base);
  const rows = [];
  const only = process.env.LIGHTHOUSE_ONLY; // e.g. `home` to audit one page
  // The site as it was (another build on the same data), audited right before each page of this one.
  const sites = process.env.LIGHTHOUSE_BEFORE_URL ? [['before ', process.env.LIGHTHOUSE_BEFORE_URL], ['', base]] : [['', base]];
  // The rows of each page: each site's, and each site's calibrated audit of the same loads.
  const labels = sites.flatMap(([label]) => (CALIBRATED ? [label, `${label}calibrated `] : [label]));
  // Each site's own paths: two sites seeded apart give the same newest listing different ids.
  const routes = new Map(await Promise.all(sites.map(async ([label, site]) => [label, new Map(await landingPages(site))])));
  const audited = ['fr', 'ar'].flatMap((language) => pages.filter(([n]) => !only || n === only).map(([name]) => ({ language, name })));
  // Each page's loads, by site label.
  const loads = new Map(audited.map(({ language, name }) => [`${name} (${language})`, new Map(labels.map((label) => [label, []]))]));
  // RUNS passes over every page, each page's sites interleaved (before, this, before, this…): a busy
  // spell of the machine (they last minutes here) then falls on one load of several pages, not on
  // every load of one, and on both sites. Each figure is the median of its runs, as Lighthouse's own
  // guidance on variability advises (TBT moves most from one load to the next).
  for (let run = 0; run < RUNS; run++) {
    for (const { language, name } of audited) {
      const runs = loads.get(`${name} (${language})`);
      for (const [label, site] of sites) {
        const route = routes.get(label).get(name);
        const url = `${site}${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
        // A warm-up load fills the server's caches (a real visitor rarely meets a cold process): as the
        // audited phone (its user agent and client hint), since the server keeps a drawing per URL,
        // language and viewport (decision 59), and before every load, since it keeps one only 10 s.
        // LIGHTHOUSE_COLD_DRAWING=1 leaves the drawing cold: the server's render time adds to TTFB.
        if (run === 0 || !COLD_DRAWING) await fetch(url, { headers: COLD_DRAWING ? {} : PHONE });
        // Each load is gathered once and audited by Lighthouse's default; with LIGHTHOUSE_CPU=calibrated
        // the same trace is audited again with the CPU slowdown scaled to this machine (see calibratedSlowdown).
        const saved = fs.mkdtempSync(path.join(tmp, 'load-'));
        const { lhr } = await lighthouse(url, { ...FLAGS, gatherMode: saved, auditMode: saved });
        const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? NaN);
        runs.get(label).push(figures(lhr, benchmarkIndex));
        if (CALIBRATED) {
          const throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: calibratedSlowdown(benchmarkIndex) };
          // A simulated load is gathered unthrottled: its slowdown only enters at the audit, yet
          // Lighthouse refuses settings that differ from the gathered ones, so the saved ones say it too.
          const artifacts = path.join(saved, 'artifacts.json');
          const gathered = JSON.parse(fs.readFileSync(artifacts, 'utf8'));
          gathered.settings.throttling = throttling;
          fs.writeFileSync(artifacts, JSON.stringify(gathered));
          const again = await lighthouse(undefined, { ...FLAGS, auditMode: saved, throttling });
          runs.get(`${label}calibrated `).push(figures(again.lhr, benchmarkIndex));
        }
        fs.rmSync(saved, { recursive: true, force: true });
      }
    }
  }
  for (const { language, name } of audited) {
    const runs = loads.get(`${name} (${language})`);
    for (const label of labels) {
      const all = runs.get(label);
      const row = { page: `${label}${name} (${language})`, runs: all.length };
      for (const metric of ['performance', 'fcp', 'lcp', 'cls', 'tbt', 'benchmarkIndex', 'slowdown']) row[metric] = median(all.map((r) => r[metric]));
      row.tbtRange = [Math.min(...all.map((r) => r.tbt)), Math.max(...all.map((r) => r.tbt))];
      row.shifts = all.flatMap((r) => r.shifts).slice(0, 3);
      row.met = row.performance >= GOALS.performance && row.lcp <= GOALS.lcp && row.cls <= GOALS.cls && row.tbt <= GOALS.tbt;
      rows.push(row);
      const range = all.length > 1 ? ` (${row.tbtRange.join('–')})` : '';
      console.log(`${row.page.padEnd(29)} performance ${String(row.performance).padStart(3)}  FCP ${String(row.fcp).padStart(5)} ms  LCP ${String(row.lcp).padStart(5)} ms  CLS ${row.cls.toFixed(3)}  TBT ${String(row.tbt).padStart(4)} ms${range}  index ${row.benchmarkIndex} ×${row.slowdown}  ${row.met ? 'met' : 'NOT met'}${row.shifts.length ? `  shifts: ${row.shifts.join(', ')}` : ''}`);
    }
  }
  const table = [
    `| page | performance (≥ ${GOALS.performance}) | LCP ms (≤ ${GOALS.lcp}) | CLS (≤ ${GOALS.cls}) | TBT ms (≤ ${GOALS.tbt}) | TBT min–max | FCP ms | benchmark index | CPU slowdown | met |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.page} | ${r.performance} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.tbtRange.join('–')} | ${r.fcp} | ${r.benchmarkIndex} | ${r.slowdown} | ${r.met ? 'yes' : 'NO'} |`),
  ].join('\n');
  const header = `${new Date().toISOString()} — lighthouse mobile preset (${THROTTLING} throttling), median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page and site, Chromium ${CHROME_PATH}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores; ${pageCore.note}`;
  console.log(`\n${header}\n${table}`);
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const name = `lighthouse${THROTTLING === 'devtools' ? '-devtools' : ''}${LABEL ? `-${LABEL}` : ''}`;
  fs.writeFileSync(path.join(root, 'bench', 'results', `${name}.md`), `${header}\n\n${table}\n`);
  fs.writeFileSync(path.join(root, 'bench', 'results', `${name}.json`), JSON.stringify({ date: new Date().toISOString(), goals: GOALS, runs: RUNS, rows }, null, 2));
} finally {
  pageCore?.restore?.();
  await chrome.kill();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
