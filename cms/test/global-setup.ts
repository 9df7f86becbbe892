import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freshPostgresDatabase, startServer, templateEnv, type BootedTemplate } from './harness';

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
  let template: BootedTemplate;
  let remove: () => Promise<void>;
  if (db === 'postgres') {
    const database = await freshPostgresDatabase();
    const server = await startServer({ db, databaseUrl: database.url });
    await server.stop();
    template = { db, source: database.name };
    remove = database.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-template-'));
    const file = path.join(dir, 'template.db');
    const server = await startServer({ db, env: { DATABASE_FILENAME: file } });
    await server.stop();
    template = { db, source: file };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  Object.assign(process.env, templateEnv(template));
  return remove;
}
