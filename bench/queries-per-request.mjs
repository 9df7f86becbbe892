// How many database round trips one request costs (figures, not a test): boots the compiled cms on
// a fresh PostgreSQL database, warms each path once, then reads PostgreSQL's transaction counter
// (pg_stat_database.xact_commit: every statement outside a transaction is one) around 50 requests.
// Usage: node bench/queries-per-request.mjs (after `npx tsc -p cms/tsconfig.json`)
import pg from 'pg';
import { startServer } from './server.mjs';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `souk_bench_q_${process.pid}`;
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${PG}/${dbName}` });
const server = await startServer();
try {
  const signup = await (await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'q@bench.souk.tn', password: 'bench-password' }) })).json();
  const auth = { authorization: `Bearer ${signup.token}` };
  const commits = async () => {
    // Statistics are flushed by each backend at most every second or so.
    await new Promise((r) => setTimeout(r, 1500));
    const { rows } = await admin.query('SELECT pg_stat_force_next_flush()').then(() => admin.query('SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = $1', [dbName])).catch(() => admin.query('SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = $1', [dbName]));
    return rows[0].n;
  };
  for (const [name, path, headers] of [
    ['visitor: /api/stats', '/api/stats', {}],
    ['signed in: unread-count', '/api/notifications/unread-count', auth],
    ['signed in: profile', '/api/profile', auth],
  ]) {
    await fetch(`${server.url}${path}`, { headers });
    const before = await commits();
    for (let i = 0; i < 50; i++) await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
    const after = await commits();
    console.log(`${name.padEnd(28)} ${((after - before) / 50).toFixed(2)} statements per request`);
  }
} finally {
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
