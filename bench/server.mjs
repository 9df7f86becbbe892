// Boots the compiled cms (cms/dist) on a fresh database for benchmarks, like the API tests do.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_NODE_FLAGS } from '../scripts/cms-node-flags.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const TEST_ADMIN = { email: 'admin@bench.souk.tn', password: 'bench-admin-password' };
/** The secret the bench's cms signs users' tokens with (bench/lib/session.mjs signs with it too). */
export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789';

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function startServer() {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-bench-'));
  const db = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: db,
    ...(db === 'sqlite' ? { DATABASE_FILENAME: path.join(tmp, 'bench.db') } : {}),
    SEED_DEMO: 'false',
    RATE_LIMIT_DISABLED: 'true',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    APP_KEYS: 'benchkey1,benchkey2',
    JWT_SECRET: BENCH_JWT_SECRET,
    ADMIN_JWT_SECRET: 'bench-admin-jwt-secret-0123456789',
    API_TOKEN_SALT: 'bench-api-token-salt',
    TRANSFER_TOKEN_SALT: 'bench-transfer-salt',
    ENCRYPTION_KEY: 'bench-encryption-key-0123456789',
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  // BENCH_CPU_PROF=<dir>: the cms writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...CMS_NODE_FLAGS, ...profile, path.join(root, 'cms', 'scripts', 'serve.js')], { cwd: path.join(root, 'cms'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`strapi exited:\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/_health`)).status < 500) break;
    } catch {
      /* not listening yet */
    }
    // BENCH_BOOT_SECONDS: a boot that backfills a derived table over 1M listings takes longer than the default.
    if (i > Number(process.env.BENCH_BOOT_SECONDS ?? 150) * 4) throw new Error('strapi did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    db,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
