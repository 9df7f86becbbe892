// Spread-out reads (bench/search-spread.mjs's mix), builds side by side on ONE kept database (figures,
// not a test): the machine is shared and its load moves, so a build is only compared with another
// measured in the same minutes on the same rows. Every build boots on the database at once; each
// round loads each chosen path on each build in turn (the order flips every round), 2 s unmeasured
// then BENCH_SECONDS, and reads req/s, p99 and the CPU the build's cms and PostgreSQL spent per
// request (/proc: steadier than req/s on a shared machine). Prints each round and the medians.
//
//   BENCH_PRODUCTS=1000000 BENCH_KEEP_DB=1 BENCH_DB_NAME=souk_scale1m node bench/search-spread.mjs   # once: the data
//   BENCH_DB_NAME=souk_scale1m BENCH_BUILDS=old=/path/to/worktree,new=/path/to/other node bench/search-spread-ab.mjs
//
// Each worktree's cms must be compiled (`npx tsc -p tsconfig.json` in its cms/). BENCH_PATHS (default
// all: word,car,estate,facets,pages), BENCH_REPEAT rounds (default 4). Writes
// bench/results/search-spread-ab-<date>.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './lib/median.mjs';
import { SPREAD_SEARCHES } from './lib/spread-filters.mjs';
import { backendsOf, cpuByPid, cpuSince } from './lib/proc-cpu.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DB = process.env.BENCH_DB_NAME;
const BUILDS = Object.fromEntries((process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
const NAMES = Object.keys(BUILDS);
if (!DB || NAMES.length < 2) throw new Error('BENCH_DB_NAME and BENCH_BUILDS (two builds or more) are required (see the header)');
const PATHS = (process.env.BENCH_PATHS ?? Object.keys(SPREAD_SEARCHES).join(',')).split(',');
for (const p of PATHS) if (!SPREAD_SEARCHES[p]) throw new Error(`unknown path ${p} (${Object.keys(SPREAD_SEARCHES).join(', ')})`);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 4);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'}/${DB}` });

const servers = {};
const loadBefore = os.loadavg();
const results = new Map(); // `${path} ${build}` → rounds
try {
  // Each build's own bench/server.mjs boots its own cms/dist.
  for (const name of NAMES) servers[name] = await (await import(path.join(BUILDS[name], 'bench', 'server.mjs'))).startServer();
  for (let round = 0; round < REPEAT; round++) {
    for (const p of PATHS) {
      for (const name of round % 2 ? [...NAMES].reverse() : NAMES) {
        const server = servers[name];
        const load = (duration) => autocannon({ url: server.url, connections: CONNECTIONS, duration, requests: [{ setupRequest: (req) => ({ ...req, path: SPREAD_SEARCHES[p].path() }) }] });
        await load(2);
        const serving = (pid) => pid === server.pid;
        const before = [cpuByPid(serving), cpuByPid(backendsOf(DB))];
        const r = await load(DURATION);
        const cpu = (cpuSince(serving, before[0]) + cpuSince(backendsOf(DB), before[1])) / Math.max(1, r.requests.total);
        const row = { rps: Math.round(r.requests.average), p99: r.latency.p99, cpu, errors: r.errors + r.non2xx + r.timeouts };
        if (!results.has(`${p} ${name}`)) results.set(`${p} ${name}`, []);
        results.get(`${p} ${name}`).push(row);
        console.log(`round ${round + 1} ${p.padEnd(7)} ${name.padEnd(8)} ${String(row.rps).padStart(5)} req/s  p99 ${String(row.p99).padStart(5)} ms  CPU ${cpu.toFixed(2)} ms/request  errors ${row.errors}`);
      }
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
}

const [base] = NAMES;
const lines = PATHS.flatMap((p) =>
  NAMES.map((name) => {
    const rows = results.get(`${p} ${name}`);
    const cpu = median(rows.map((r) => r.cpu));
    const againstBase = name === base ? '—' : `${(cpu / median(results.get(`${p} ${base}`).map((r) => r.cpu))).toFixed(2)}×`;
    return `| ${SPREAD_SEARCHES[p].name} | ${name} | ${median(rows.map((r) => r.rps))} (${rows.map((r) => r.rps).join(', ')}) | ${median(rows.map((r) => r.p99))} | ${cpu.toFixed(2)} (${rows.map((r) => r.cpu.toFixed(2)).join(', ')}) | ${againstBase} | ${rows.reduce((a, r) => a + r.errors, 0)} |`;
  }),
);
const header = `${new Date().toISOString()} — postgres, database ${DB}, builds ${NAMES.map((n) => `${n} = ${BUILDS[n]}`).join(', ')}; ${REPEAT} rounds, ${CONNECTIONS} connections, ${DURATION} s each after 2 s unmeasured, order flipped each round; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} after, ${os.cpus().length} cores (shared)`;
const table = ['| every request new | build | req/s median (rounds) | p99 ms median | CPU ms / request, cms + PostgreSQL, median (rounds) | CPU against ' + base + ' | errors |', '|---|---|---|---|---|---|---|', ...lines].join('\n');
console.log(`\n${header}\n${table}`);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
const file = path.join(root, 'bench', 'results', `search-spread-ab-${new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.md`);
writeFileSync(file, `${header}\n\n${table}\n`);
console.log(`wrote ${path.relative(root, file)}`);
