// How well the PostgreSQL planner's row estimate picks the facet counts' order (issue 26,
// cms/src/api/product/services/facets.ts `sampleFirst`): for random searches of
// bench/search-spread.mjs's facet mix, the search's rows get `EXPLAIN`'s estimate (as the service
// asks for it) and their exact count. A search estimated past PLANNED_PAST_BOUND × the bound is
// sampled first; the table says how often that spares a bounded pass that would have overflowed,
// and how often the sample is read for nothing (the search under the bound: its bounded pass follows).
// Reads a kept database (`BENCH_DB_NAME`, filled by `BENCH_KEEP_DB=1 node bench/search-spread.mjs`);
// BENCH_DRAWS searches per shape (default 40). Writes bench/results/facet-plan-estimates[-<BENCH_LABEL>].md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { TOTAL_EXACT_UP_TO, productFiltersSchema } from '@souk/domain';
import { FACET_FILTERS } from './lib/spread-filters.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = (await import('node:module')).createRequire(import.meta.url);
const { applyFilters } = require('../cms/dist/src/api/product/utils/list-filters.js');
const { estimatedRows, filledShares } = require('../cms/dist/src/api/product/utils/facet-pass.js');
const { PLANNED_PAST_BOUND, SAMPLED_PAST_BOUND } = require('../cms/dist/src/api/product/services/facets.js');

const dbName = process.env.BENCH_DB_NAME;
if (!dbName) throw new Error('BENCH_DB_NAME: the kept database to read');
const DRAWS = Number(process.env.BENCH_DRAWS ?? 40);
const LABEL = process.env.BENCH_LABEL ?? '';
const db = knexFactory({ client: 'pg', connection: `${process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'}/${dbName}` });
// What applyFilters asks of Strapi: its knex and which database it speaks to.
const strapi = { db: { connection: db, config: { connection: { client: 'postgres' } } } };

const rowsOf = (where) => applyFilters(strapi, db('products as p').select('p.id'), where);
const categoryIds = new Map((await db('categories').select('id', 'slug')).map((c) => [c.slug, c.id]));
const filled = await filledShares(db);
/** The estimate as the service makes it (services/facets.ts sampleFirst). */
const planned = (where) => estimatedRows(strapi, where, where.category ? categoryIds.get(where.category) : null, filled);
const actual = async (where) => Number((await db.from(rowsOf(where).as('t')).count({ n: '*' }).first()).n);

const bound = TOTAL_EXACT_UP_TO;
const shapes = [];
try {
  for (const [i, draw] of FACET_FILTERS.entries()) {
    const searches = [];
    let example = '';
    for (let k = 0; k < DRAWS; k++) {
      const query = draw();
      example ||= query.replace(/=[^&]+/g, '=…');
      const where = productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const [estimate, truth] = await Promise.all([planned(where), actual(where)]);
      searches.push({ estimate, truth });
    }
    const over = searches.filter((p) => p.truth > bound);
    const first = searches.filter((p) => p.estimate > PLANNED_PAST_BOUND * bound);
    const spared = first.filter((p) => p.truth > SAMPLED_PAST_BOUND * bound);
    const wasted = first.filter((p) => p.truth <= bound);
    const ratios = searches.map((p) => p.estimate / Math.max(1, p.truth)).sort((a, b) => a - b);
    const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))].toFixed(2);
    shapes.push(`| ${i + 1}. \`${example}\` | ${searches.length} | ${over.length} | ${first.length} | ${spared.length} | ${wasted.length} | ${at(0)} / ${at(0.5)} / ${at(0.99)} |`);
    console.log(shapes.at(-1));
  }
} finally {
  await db.destroy();
}
const text = [
  `${new Date().toISOString()} — database ${dbName}, ${DRAWS} random searches per shape, bound ${bound}: sampled first when the planner expects more than ${PLANNED_PAST_BOUND * bound} rows, answered by the sample alone past ${SAMPLED_PAST_BOUND * bound}`,
  '',
  '| facet search | searches | past the bound (truth) | sampled first | of those, no bounded pass (truth > sample\'s bar) | of those, sample for nothing (truth ≤ bound) | estimate / truth: min / median / p99 |',
  '|---|---|---|---|---|---|---|',
  ...shapes,
  '',
].join('\n');
console.log(`\n${text}`);
writeFileSync(path.join(root, 'bench', 'results', `facet-plan-estimates${LABEL ? `-${LABEL}` : ''}.md`), text);
