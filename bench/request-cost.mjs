// What a request costs the cms, route by route, next to Strapi's /_health — for one build, or for
// two side by side (ARCHITECTURE decision 66). Boots each build's compiled cms on its own fresh
// PostgreSQL database (2,000 listings by SQL, one signed-in user), then loads every path for
// BENCH_SECONDS with 32 connections, in BENCH_ROUNDS interleaved rounds (the order flips each
// round, so a busy moment of the machine falls on both builds), and prints req/s, the cms's own
// CPU per request (from /proc) and the ratio to /_health, medians over the rounds.
//   node bench/request-cost.mjs
//   BENCH_BEFORE_ROOT=/tmp/before node bench/request-cost.mjs   # another checkout, built (cms/dist)
//   BENCH_SHORTCUTS=each node bench/request-cost.mjs   # this build with every framework shortcut, with
//     none (FRAMEWORK_SHORTCUTS=off) and without each one in turn (FRAMEWORK_SHORTCUTS_OFF=name): what each buys
//   BENCH_SHORTCUTS=<name> node bench/request-cost.mjs   # every shortcut, and all but that one
// Linux only (/proc, ss). Figures, not a pass/fail test.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { sessionToken } from './lib/session.mjs';
import { startServer } from './server.mjs';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PATHS = [
  ['/_health', false],
  ['/api/categories', false],
  ['/api/products', false],
  ['/api/profile', true],
  ['/api/notifications/unread-count', true],
];
// The shortcuts of cms/src/framework/shortcuts.ts and jwt-straight, by name (FRAMEWORK_SHORTCUTS_OFF);
// prepared-statements and direct-routes work on likes, which bench/likes.mjs (BENCH_WITHOUT=<name>) and bench/hot-paths.mjs measure.
const SHORTCUTS = ['access-log', 'checked-commit', 'direct-routes', 'jwt-straight', 'prepared-statements', 'route-index', 'security-headers'];

/** [name, start, environment of the cms] for each side of the comparison. */
const builds = [['this build', startServer, {}]];
if (process.env.BENCH_BEFORE_ROOT) {
  const other = await import(pathToFileURL(path.join(path.resolve(process.env.BENCH_BEFORE_ROOT), 'bench', 'server.mjs')).href);
  builds.unshift(['before', other.startServer, {}]);
} else if (process.env.BENCH_SHORTCUTS === 'each') {
  builds[0][0] = 'all shortcuts';
  builds.push(['no shortcut', startServer, { FRAMEWORK_SHORTCUTS: 'off' }]);
  for (const name of SHORTCUTS) builds.push([`without ${name}`, startServer, { FRAMEWORK_SHORTCUTS_OFF: name }]);
} else if (SHORTCUTS.includes(process.env.BENCH_SHORTCUTS)) {
  builds[0][0] = 'all shortcuts';
  builds.push([`without ${process.env.BENCH_SHORTCUTS}`, startServer, { FRAMEWORK_SHORTCUTS_OFF: process.env.BENCH_SHORTCUTS }]);
}

/** The cms's user + system CPU so far, in ms (clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
const sides = [];
try {
  for (const [name, start, env] of builds) {
    const dbName = `souk_bench_cost_${sides.length}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const side = { name, dbName };
    sides.push(side);
    delete process.env.FRAMEWORK_SHORTCUTS;
    delete process.env.FRAMEWORK_SHORTCUTS_OFF;
    Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${PG}/${dbName}` }, env);
    side.server = await start();
    side.db = new pg.Client({ connectionString: `${PG}/${dbName}` });
    await side.db.connect();
    const signup = await fetch(`${side.server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-cost@bench.souk.tn', password: 'bench-password' }) });
    if (signup.status !== 201) throw new Error(`${name}: signup answered ${signup.status}`);
    const userId = (await side.db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
    const sellers = await generateUsers(side.db, { templateId: userId, count: 5 });
    await generateListings(side.db, { count: 2000, ownerIds: [userId, ...sellers] });
    side.token = await sessionToken(side.db, userId);
    side.pid = Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${new URL(side.server.url).port}'`).toString())[1]);
  }

  const runs = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [route, signedIn] of PATHS) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const headers = signedIn ? { authorization: `Bearer ${side.token}` } : {};
        const before = cpuMs(side.pid);
        const r = await autocannon({ url: side.server.url + route, connections: 32, duration: SECONDS, headers });
        if (r.non2xx || r.errors) throw new Error(`${side.name} ${route}: ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`);
        const key = `${route}\u0000${side.name}`;
        if (!runs.has(key)) runs.set(key, []);
        runs.get(key).push({ rps: r.requests.average, us: ((cpuMs(side.pid) - before) * 1000) / r.requests.total });
      }
    }
  }

  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figure = (route, side) => {
    const all = runs.get(`${route}\u0000${side.name}`);
    return { rps: median(all.map((r) => r.rps)), us: median(all.map((r) => r.us)) };
  };
  const lines = [
    `${new Date().toISOString()} — medians of ${ROUNDS} rounds of ${SECONDS} s, 32 connections, PostgreSQL, 2,000 listings; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`,
    '',
    `| path | build | req/s | cms µs / request | µs ÷ ${sides[0].name}'s | req/s ÷ /_health |`,
    '|---|---|---|---|---|---|',
  ];
  for (const [route] of PATHS) {
    for (const side of sides) {
      const { rps, us } = figure(route, side);
      const health = figure('/_health', side).rps;
      const ofFirst = side === sides[0] ? '—' : `${(us / figure(route, sides[0]).us).toFixed(2)}×`;
      lines.push(`| ${route} | ${side.name} | ${Math.round(rps)} | ${Math.round(us)} | ${ofFirst} | ${route === '/_health' ? '—' : `${(rps / health).toFixed(2)}×`} |`);
    }
  }
  console.log(`\n${lines.join('\n')}`);
  const results = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, `request-cost${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}.md`), `${lines.join('\n')}\n`);
} finally {
  for (const side of sides) {
    await side.server?.stop();
    await side.db?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${side.dbName} WITH (FORCE)`);
  }
  await admin.end();
}
