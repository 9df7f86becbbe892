// A category's page cut from its copy in memory (ARCHITECTURE decisions 93, 95), the cms's own code
// alone, for builds side by side (figures, not a test): end to end, a copy search is a few per cent
// of a request and the machine's noise hides a change to it (search-spread-ab.mjs); here each
// build's compiled `facet-mirror` reads the voiture and immobilier copies of one kept database, then
// the same random car and real-estate searches of bench/lib/spread-filters.mjs (parsed by the API's
// own list-query schema) are cut from each build's copy in turn, blocks alternating, and timed.
//
//   BENCH_DB_NAME=souk_scale1m BENCH_BUILDS=old=/path/to/worktree,new=/path/to/other node bench/copy-search.mjs
//
// Each worktree's cms must be compiled (`npx tsc -p tsconfig.json` in its cms/). BENCH_SEARCHES per
// path and build (default 3 000). Prints µs per search (median of the blocks) and the ratio to the first
// build, and writes bench/results/copy-search-<date>.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPREAD_SEARCHES } from './lib/spread-filters.mjs';

const DB = process.env.BENCH_DB_NAME;
const BUILDS = Object.fromEntries((process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
const NAMES = Object.keys(BUILDS);
if (!DB || NAMES.length < 1) throw new Error('BENCH_DB_NAME and BENCH_BUILDS (name=worktree, comma-separated) are required (see the header)');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 3_000);
const BLOCK = 100;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const connection = `${process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'}/${DB}`;

/** One build's code: its own facet-mirror module (its copies apart from the other build's) and the schema. */
function load(root) {
  const require = createRequire(path.join(root, 'cms', 'package.json'));
  const dist = (file) => require(path.join(root, 'cms', 'dist', 'src', 'api', 'product', 'utils', file));
  const db = require('knex')({ client: 'pg', connection, pool: { min: 0, max: 2 } });
  return { db, mirror: dist('facet-mirror.js'), schema: require('@souk/domain').productListQuerySchema };
}

const builds = NAMES.map((name) => ({ name, ...load(BUILDS[name]) }));
const kinds = { car: 'voiture', estate: 'immobilier' };
try {
  const ids = Object.fromEntries(
    (await builds[0].db('categories').whereIn('slug', Object.values(kinds)).select('id', 'slug')).map((r) => [r.slug, Number(r.id)]),
  );
  for (const build of builds) {
    build.copies = {};
    for (const slug of Object.values(kinds)) {
      const started = Date.now();
      build.mirror.mirroredCategory(build.db, ids[slug], 1_000_000, (m) => console.warn(m), Date.now(), true, 0);
      await build.mirror.mirrorRead(ids[slug]);
      build.copies[slug] = build.mirror.keptCopy(ids[slug], Date.now(), true);
      if (!build.copies[slug]) throw new Error(`${build.name}: no copy of ${slug}`);
      console.log(`${build.name}: ${slug} copy read in ${((Date.now() - started) / 1000).toFixed(1)} s (${build.copies[slug].size} listings)`);
    }
  }
  const rows = [];
  for (const [key, slug] of Object.entries(kinds)) {
    // The same searches for every build, parsed as the API parses them.
    const searches = Array.from({ length: SEARCHES }, () => {
      const { sort, page, pageSize, ...where } = builds[0].schema.parse(Object.fromEntries(new URLSearchParams(SPREAD_SEARCHES[key].path().split('?')[1])));
      return { where, sort, page, pageSize };
    });
    const timings = new Map(builds.map((b) => [b.name, []]));
    const answers = new Map(builds.map((b) => [b.name, []]));
    const cut = (build, s) => build.mirror.pageFromCopy(build.copies[slug], s.where, s.sort, s.page, s.pageSize);
    // Warmed first (the orders each build makes on first use, its code optimised).
    for (const build of builds) for (const s of searches.slice(0, 200)) cut(build, s);
    for (let from = 0; from < SEARCHES; from += BLOCK) {
      const order = (from / BLOCK) % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const block = searches.slice(from, from + BLOCK);
        const started = process.hrtime.bigint();
        for (const s of block) answers.get(build.name).push(cut(build, s));
        timings.get(build.name).push(Number(process.hrtime.bigint() - started) / 1_000 / block.length);
      }
    }
    // Every build must give the same pages and counts, or the comparison is void.
    const [first, ...others] = builds.map((b) => JSON.stringify(answers.get(b.name)));
    if (others.some((a) => a !== first)) throw new Error(`${key}: the builds' answers differ`);
    for (const build of builds) {
      const sorted = [...timings.get(build.name)].sort((a, b) => a - b);
      rows.push({ key, build: build.name, us: sorted[Math.floor(sorted.length / 2)] });
    }
  }
  const base = (key) => rows.find((r) => r.key === key).us;
  const stamp = new Date().toISOString();
  const report = [
    `${stamp} — ${DB}, builds ${NAMES.map((n) => `${n} = ${BUILDS[n]}`).join(', ')}; ${SEARCHES} searches per path and build, blocks of ${BLOCK} alternating; every build gave the same pages and counts`,
    '',
    '| search | build | µs per search (median of blocks) | against the first |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${SPREAD_SEARCHES[r.key].name} | ${r.build} | ${r.us.toFixed(1)} | ${(r.us / base(r.key)).toFixed(2)}× |`),
  ].join('\n');
  console.log(`\n${report}`);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const file = path.join(root, 'bench', 'results', `copy-search-${stamp.slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.md`);
  writeFileSync(file, `${report}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await Promise.all(builds.map((b) => b.db.destroy()));
}
