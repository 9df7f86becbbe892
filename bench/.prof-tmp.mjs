// temporary profiling harness (not committed)
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { startServer } from './server.mjs';
const PG = 'postgres://postgres@127.0.0.1:5432';
const dbName = 'souk_bench_perf_prof';
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${PG}/${dbName}` });
if (process.env.PROF) process.env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=/tmp/perfprof`;
const server = await startServer();
delete process.env.NODE_OPTIONS;
const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-hot@bench.souk.tn', password: 'bench-password' }) });
console.log('signup', signup.status);
const db = new pg.Client({ connectionString: `${PG}/${dbName}` });
await db.connect();
const id = (await db.query('SELECT id FROM up_users ORDER BY id LIMIT 1')).rows[0].id;
const token = jwt.sign({ id, sv: 0 }, 'bench-jwt-secret-0123456789', { expiresIn: '1h' });
const headers = { authorization: `Bearer ${token}` };
for (const [name, url, h] of [['health', '/_health', {}], ['unread', '/api/notifications/unread-count', headers], ['profile', '/api/profile', headers], ['categories', '/api/categories', {}]]) {
  const r = await autocannon({ url: server.url + url, connections: 32, duration: Number(process.env.SECS ?? 5), headers: h });
  console.log(name.padEnd(12), Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
}
await db.end();
await server.stop();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
