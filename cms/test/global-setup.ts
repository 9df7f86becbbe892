import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freshPostgresDatabase, startServer, templateEnv } from './harness';

/**
 * Compiles the cms once per run, then boots it once on a new database and keeps that database as
 * the run's template: each test file's server starts on a copy of it (harness.ts, `fromTemplate`).
 * `npm test` compiles before starting two runs side by side and says so (SOUK_TEST_COMPILED): two
 * runs compiling into the same dist/ at once could boot a server on a half-written file.
 */
export async function setup() {
  const cms = path.resolve(__dirname, '..');
  if (process.env.SOUK_TEST_COMPILED !== '1') execFileSync(path.join(cms, '..', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: cms, stdio: 'inherit' });

  const db = process.env.SOUK_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  // A database the server does not drop when it stops: one of its own on PostgreSQL, a file outside its temporary folder on SQLite.
  const kept = db === 'postgres' ? await keptPostgres() : keptSqlite();
  const server = await startServer({ db, ...kept.server });
  await server.stop();
  Object.assign(process.env, templateEnv({ db, source: kept.source }));
  return kept.remove;
}

async function keptPostgres() {
  const database = await freshPostgresDatabase();
  return { server: { databaseUrl: database.url }, source: database.name, remove: database.drop };
}

function keptSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-template-'));
  const file = path.join(dir, 'template.db');
  return { server: { env: { DATABASE_FILENAME: file } }, source: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
