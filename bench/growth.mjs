// The p99 growth of a bench's paths with the number of listings (issue 31 "A million listings"):
// reads bench/results/<bench>-postgres-<n>[-<label>].json for n = 10 000, 100 000 and 1 000 000
// (the ones present; run the bench at each size back to back on the same machine first) and
// writes bench/results/<bench>-growth[-<label>].md with req/s and p99 per size and the p99 growth
// from 100k to 1M next to the goal (≤ 1.5×).
//   node bench/growth.mjs hot-paths s26
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [bench = 'hot-paths', label = ''] = process.argv.slice(2);
const file = (n) => path.join(root, 'bench', 'results', `${bench}-postgres-${n}${label ? `-${label}` : ''}.json`);
const sizes = [10_000, 100_000, 1_000_000].filter((n) => existsSync(file(n)));
if (!sizes.includes(100_000) || !sizes.includes(1_000_000)) throw new Error(`${bench}: need the 100000 and 1000000 results (${file(1_000_000)})`);
const runs = Object.fromEntries(sizes.map((n) => [n, JSON.parse(readFileSync(file(n), 'utf8'))]));
const fmt = (n) => n.toFixed(2);
const lines = runs[100_000].rows.map(({ name }) => {
  const at = (n) => runs[n].rows.find((r) => r.name === name);
  const cells = sizes.map((n) => (at(n) ? `${at(n).rps} / ${at(n).p99}` : '—'));
  const growth = at(1_000_000) ? at(1_000_000).p99 / (at(100_000).p99 || 1) : null;
  return `| ${name} | ${cells.join(' | ')} | ${growth === null ? '—' : `${fmt(growth)}×`} | ${growth === null ? '—' : growth <= 1.5 ? 'yes' : 'NO'} |`;
});
const runsLine = sizes.map((n) => `${n}: ${runs[n].date}, load ${runs[n].loadBefore.map(fmt).join(' ')} → ${runs[n].loadAfter.map(fmt).join(' ')}`).join('; ');
const text = [
  `${bench}, p99 growth with the listings (runs back to back on one machine: ${runsLine})`,
  '',
  `| path | ${sizes.map((n) => `${n.toLocaleString('en')}: req/s / p99 ms`).join(' | ')} | p99 100k → 1M | ≤ 1.5× |`,
  `|---|${sizes.map(() => '---|').join('')}---|---|`,
  ...lines,
  '',
].join('\n');
const out = path.join(root, 'bench', 'results', `${bench}-growth${label ? `-${label}` : ''}.md`);
writeFileSync(out, text);
console.log(text);
