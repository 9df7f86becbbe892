// One bench run on PostgreSQL: the cms compiled (unless BENCH_SKIP_BUILD), a database of the run's
// own (BENCH_DB_NAME, else `souk_bench_<kind>_<pid>`) on BENCH_PG_URL's server, the built cms booted
// on it (bench/server.mjs) and a client to fill and read it. `close()` stops the cms and drops the
// database, unless BENCH_KEEP_DB=1 (to EXPLAIN afterwards). BENCH_REUSE_DB=1: BENCH_DB_NAME exists
// already (a kept database) and is booted on as it is.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../server.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

export async function postgresRun(kind) {
  const server0 = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  // BENCH_DB_NAME: a name of one's own when several people bench on one PostgreSQL server.
  const dbName = process.env.BENCH_DB_NAME ?? `souk_bench_${kind}_${process.pid}`;
  const dbUrl = `${server0}/${dbName}`;
  if (!process.env.BENCH_SKIP_BUILD) execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, 'cms'), stdio: 'inherit' });
  const admin = new pg.Client({ connectionString: `${server0}/postgres` });
  await admin.connect();
  if (!process.env.BENCH_REUSE_DB) await admin.query(`CREATE DATABASE ${dbName}`);
  Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: dbUrl });
  const server = await startServer();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  return {
    server,
    db,
    dbUrl,
    async close() {
      await db.end();
      await server.stop();
      if (process.env.BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    },
  };
}
