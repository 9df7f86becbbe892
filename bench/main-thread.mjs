// How much main-thread work a landing page's load costs a phone (figures, not a pass/fail test):
// Chromium's own counters (CDP Performance.getMetrics: ScriptDuration, TaskDuration, LayoutDuration,
// RecalcStyleDuration) summed from navigation to a quiet page, at 4× CPU slowdown, for each landing
// page in French and Arabic. TBT is a function of where the long tasks fall and moves 2–3× between
// two loads on a shared machine; the work itself moves far less, so a change of a few tens of
// milliseconds (a hook in every card, say) shows here when Lighthouse cannot see it.
//
//   BENCH_SITE_URL=http://127.0.0.1:1337 [BENCH_BEFORE_URL=<another build, same data>] node bench/main-thread.mjs
//
// BENCH_LOADS (default 7) loads per page and site, interleaved before/after; medians printed.
// BENCH_PAGES=home,/products filters the pages.
import { chromium } from 'playwright-core';
import { landingPages } from './lib/landing-pages.mjs';
import { median } from './lib/median.mjs';

const site = process.env.BENCH_SITE_URL;
if (!site) throw new Error('BENCH_SITE_URL: the running site to load');
const sites = process.env.BENCH_BEFORE_URL ? [['before', process.env.BENCH_BEFORE_URL], ['after', site]] : [['site', site]];
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const only = process.env.BENCH_PAGES?.split(',');
const QUIET_MS = 6000; // what the page does after `load` (hydration, idle chunks) counts too
const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function load(url) {
  // A new context each time: an empty cache and storage, as a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  // Map tiles are not reachable here; a listing's map is below the fold anyway.
  await page.route(/tile\.openstreetmap|tiles?\./, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const value = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  return Object.fromEntries(METRICS.map((name) => [name, Math.round((value[name] ?? 0) * 1000)]));
}

try {
  // Each site's own paths: two sites seeded apart give the same newest listing different ids (the
  // other's id would load a 404 page, and compare nothing).
  const routes = new Map(await Promise.all(sites.map(async ([label, base]) => [label, new Map(await landingPages(base))])));
  const pages = [...routes.get(sites.at(-1)[0])].filter(([name]) => !only || only.includes(name));
  const rows = [];
  for (const language of ['fr', 'ar']) {
    for (const [name] of pages) {
      const runs = new Map(sites.map(([label]) => [label, []]));
      for (let i = 0; i < LOADS; i++) {
        for (const [label, base] of sites) runs.get(label).push(await load(`${base}${routes.get(label).get(name)}?lang=${language}`));
      }
      for (const [label] of sites) {
        const all = runs.get(label);
        const row = { page: `${name} (${language})`, site: label, ...Object.fromEntries(METRICS.map((m) => [m, median(all.map((r) => r[m]))])) };
        rows.push(row);
        console.log(`${row.page.padEnd(18)} ${label.padEnd(6)} ${METRICS.map((m) => `${m.replace('Duration', '')} ${String(row[m]).padStart(5)} ms`).join('  ')}`);
      }
    }
  }
  console.log(`\nmedian of ${LOADS} loads per page and site, 4× CPU slowdown, ${QUIET_MS / 1000} s after load`);
  console.log(`| page | site | ${METRICS.map((m) => `${m.replace('Duration', '')} ms`).join(' | ')} |`);
  console.log(`|---|---|${METRICS.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.page} | ${r.site} | ${METRICS.map((m) => r[m]).join(' | ')} |`);
} finally {
  await browser.close();
}
