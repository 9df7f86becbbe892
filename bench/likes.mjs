// Likes alone (figures, not a pass/fail test): the hot path "200 users at once, each like clicked
// twice" of bench/hot-paths.mjs on a small catalogue, in BENCH_ROUNDS rounds on one warm cms and on
// the bare node:http + pg yardstick taking turns (bare-server.mjs, lib/bare-like.mjs: the same
// statement and caches without the framework), with the CPU each process spent per like read from
// /proc (the server, PostgreSQL's backends, this load generator).
// Where a like's time goes without filling 100k listings first; BENCH_CPU_PROF=<dir> adds the cms's
// V8 profile (bench/server.mjs).
// Usage: node bench/likes.mjs   (BENCH_PRODUCTS, default 5 000; BENCH_LIKERS 200; BENCH_LIKES_EACH 10; BENCH_ROUNDS 3;
// BENCH_WITHOUT=<framework shortcut>: a second cms on the same database without it takes its turns too)
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresRun } from './lib/postgres-run.mjs';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { likesAtOnce } from './lib/likes-at-once.mjs';
import { median } from './lib/median.mjs';
import { BENCH_JWT_SECRET, startServer } from './server.mjs';
import { backendsOf, cpuMs } from './lib/proc-cpu.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const LIKERS = Number(process.env.BENCH_LIKERS ?? 200);
const LIKES_EACH = Number(process.env.BENCH_LIKES_EACH ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WITHOUT = process.env.BENCH_WITHOUT;
const self = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const { server, db, dbUrl, close } = await postgresRun('likes');
let bare;
let without;

try {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-likes@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const template = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
  const sellers = await generateUsers(db, { templateId: template, count: 20 });
  // New likers for each round of each server: every like of a round is a first like (its second click a 409).
  const likers = await generateUsers(db, { templateId: template, count: LIKERS * ROUNDS * (WITHOUT ? 3 : 2) });
  await generateListings(db, { count: PRODUCTS, ownerIds: [template, ...sellers] });
  const popular = (await db.query(`SELECT p.id, p.document_id AS "documentId" FROM products p JOIN products_owner_lnk o ON o.product_id = p.id WHERE o.user_id <> ALL($1) ORDER BY p.id DESC LIMIT 50`, [likers])).rows;
  bare = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, PORT: '0', DATABASE_URL: dbUrl, JWT_SECRET: BENCH_JWT_SECRET } });
  const { port: barePort } = await new Promise((resolve, reject) => (bare.once('message', resolve), bare.once('exit', reject)));
  const servers = { cms: { url: server.url, pid: server.pid }, bare: { url: `http://127.0.0.1:${barePort}`, pid: bare.pid } };
  if (WITHOUT) {
    process.env.FRAMEWORK_SHORTCUTS_OFF = WITHOUT;
    without = await startServer();
    delete process.env.FRAMEWORK_SHORTCUTS_OFF;
    servers[`cms without ${WITHOUT}`] = { url: without.url, pid: without.pid };
  }
  const names = Object.keys(servers);
  // PostgreSQL names each backend after its database: `postgres: <user> <database> <client> …`.
  // Transactions committed in the run's database (each statement outside a transaction is one).
  const transactions = async () => Number((await db.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0].xact_commit);
  const pgBackend = backendsOf(db.database);
  console.log(`${new Date().toISOString()} — ${PRODUCTS} listings, ${LIKERS} likers × ${LIKES_EACH} likes, each clicked twice; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| round | server | likes/s | exactly once | answers | server ms / like | PostgreSQL ms / like | generator ms / like | transactions / like |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const ratios = Object.fromEntries(names.filter((n) => n !== 'bare').map((n) => [n, []]));
  let next = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const rate = {};
    // The servers take turns, the first of each round rotating (the first likes promote).
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
      const these = likers.slice(next, (next += LIKERS));
      const isServer = (pid) => pid === servers[name].pid;
      const before = { server: cpuMs(isServer), pg: cpuMs(pgBackend), self: self(), xacts: await transactions() };
      const likes = await likesAtOnce(db, servers[name].url, these, popular, LIKES_EACH);
      const per = (ms) => (ms / Math.max(1, likes.liked)).toFixed(2);
      rate[name] = likes.exact ? likes.perSecond : 0;
      console.log(`| ${round + 1} | ${name} | ${likes.perSecond} | ${likes.exact ? 'yes' : `NO (counter +${likes.counted}, rows +${likes.rowsCount})`} | ${Object.entries(likes.status).map(([code, n]) => `${n}×${code}`).join(' ')} | ${per(cpuMs(isServer) - before.server)} | ${per(cpuMs(pgBackend) - before.pg)} | ${per(self() - before.self)} | ${per((await transactions()) - before.xacts)} |`);
    }
    for (const name of Object.keys(ratios)) ratios[name].push(rate[name] / (rate.bare || 1));
  }
  for (const [name, list] of Object.entries(ratios)) {
    console.log(`${name} / bare likes/s per round: ${list.map((r) => r.toFixed(2)).join(', ')}; median ${median(list).toFixed(2)}× (goal ≥ 0.5×, exactly once)`);
  }
} finally {
  bare?.kill();
  await without?.stop();
  await close();
}
