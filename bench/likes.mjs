// Likes alone (figures, not a pass/fail test): the hot path "200 users at once, each like clicked
// twice" of bench/hot-paths.mjs on a small catalogue, in BENCH_ROUNDS rounds on one warm cms, with the
// CPU each process spent per like read from /proc (cms, PostgreSQL's backends, this load generator).
// Where a like's time goes without filling 100k listings first; BENCH_CPU_PROF=<dir> adds the cms's
// V8 profile (bench/server.mjs).
// Usage: node bench/likes.mjs   (BENCH_PRODUCTS, default 5 000; BENCH_LIKERS 200; BENCH_LIKES_EACH 10; BENCH_ROUNDS 3)
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { postgresRun } from './lib/postgres-run.mjs';
import { generateListings, generateUsers } from './lib/generate.mjs';
import { likesAtOnce } from './lib/likes-at-once.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const LIKERS = Number(process.env.BENCH_LIKERS ?? 200);
const LIKES_EACH = Number(process.env.BENCH_LIKES_EACH ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TICK_MS = 1000 / 100; // USER_HZ

/** CPU time (ms) of the processes `pick` chooses by pid and command line, from /proc/<pid>/stat. */
function cpuMs(pick) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!pick(Number(pid), cmd)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}
const self = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const { server, db, close } = await postgresRun('likes');

try {
  const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-likes@bench.souk.tn', password: 'bench-password' }) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const template = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
  const sellers = await generateUsers(db, { templateId: template, count: 20 });
  const likers = await generateUsers(db, { templateId: template, count: LIKERS * ROUNDS });
  await generateListings(db, { count: PRODUCTS, ownerIds: [template, ...sellers] });
  const popular = (await db.query(`SELECT p.id, p.document_id AS "documentId" FROM products p JOIN products_owner_lnk o ON o.product_id = p.id WHERE o.user_id <> ALL($1) ORDER BY p.id DESC LIMIT 50`, [likers])).rows;
  const isCms = (pid) => pid === server.pid;
  // PostgreSQL names each backend after its database: `postgres: <user> <database> <client> …`.
  const pgBackend = (_pid, cmd) => cmd.startsWith('postgres:') && cmd.includes(` ${db.database} `);
  console.log(`${new Date().toISOString()} — ${PRODUCTS} listings, ${LIKERS} likers × ${LIKES_EACH} likes, each clicked twice; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| round | likes/s | exactly once | answers | cms ms / like | PostgreSQL ms / like | generator ms / like |');
  console.log('|---|---|---|---|---|---|---|');
  for (let round = 0; round < ROUNDS; round++) {
    // New likers each round: every like of the round is a first like (and its second click a 409).
    const these = likers.slice(round * LIKERS, (round + 1) * LIKERS);
    const before = { cms: cpuMs(isCms), pg: cpuMs(pgBackend), self: self() };
    const likes = await likesAtOnce(db, server.url, these, popular, LIKES_EACH);
    const per = (ms) => (ms / Math.max(1, likes.liked)).toFixed(2);
    console.log(`| ${round + 1} | ${likes.perSecond} | ${likes.exact ? 'yes' : `NO (counter +${likes.counted}, rows +${likes.rowsCount})`} | ${Object.entries(likes.status).map(([code, n]) => `${n}×${code}`).join(' ')} | ${per(cpuMs(isCms) - before.cms)} | ${per(cpuMs(pgBackend) - before.pg)} | ${per(self() - before.self)} |`);
  }
} finally {
  await close();
}
