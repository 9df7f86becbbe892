import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { Client } from 'pg';

export interface TestServer {
  url: string;
  db: 'sqlite' | 'postgres';
  /** Where the data lives, so tests can check what the API stored (read-only use). */
  connection: string;
  /** The process's exit code, or null while it runs. */
  exitCode: () => number | null;
  /** Everything the process printed so far. */
  log: () => string;
  /** Sends a signal to the process (a deploy's SIGTERM); `exited` resolves with its exit code. */
  signal: (signal: NodeJS.Signals) => void;
  exited: () => Promise<number | null>;
  stop: () => Promise<void>;
}

/** How long a test server may take to boot; a machine shared by other jobs may need more (SOUK_TEST_BOOT_MS). */
export const BOOT_TIMEOUT_MS = Number(process.env.SOUK_TEST_BOOT_MS ?? 150_000);

export const TEST_ADMIN = { email: 'admin@test.souk.tn', password: 'admin-password-1' };
/** The studio's first administrator, created at boot from STUDIO_ADMIN_EMAIL/STUDIO_ADMIN_PASSWORD. */
export const STUDIO_EDITOR = { email: 'editrice@test.souk.tn', password: 'Editrice-password-1' };
const PG_URL = process.env.SOUK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A new database on `server`; `template` names the database it starts as a copy of. */
export async function freshPostgresDatabase(server = PG_URL, template?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `souk_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: `${server}/${name}`,
    name,
    drop: async () => {
      const c = new Client({ connectionString: `${server}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The database a test server starts from, made once per run by global-setup.ts: what a first boot
 * leaves (schema, roles and permissions, categories, the test administrators). A server booting on
 * a copy of it skips the first boot's schema creation: about 3 s of its 9 (s41).
 */
export interface BootedTemplate {
  db: 'sqlite' | 'postgres';
  /** The SQLite file to copy, or the PostgreSQL database to create from. */
  source: string;
}

const TEMPLATE_ENV = 'SOUK_TEST_TEMPLATE';
export const templateFromEnv = (): BootedTemplate | null => (process.env[TEMPLATE_ENV] ? (JSON.parse(process.env[TEMPLATE_ENV]) as BootedTemplate) : null);
export const templateEnv = (template: BootedTemplate) => ({ [TEMPLATE_ENV]: JSON.stringify(template) });

/** What every test server runs with (the caller's environment, then these), given its database. */
export function serverEnv(database: { DATABASE_CLIENT: string } & Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    ...database,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    STUDIO_ADMIN_EMAIL: STUDIO_EDITOR.email,
    STUDIO_ADMIN_PASSWORD: STUDIO_EDITOR.password,
    APP_KEYS: 'testkey1,testkey2',
    JWT_SECRET: 'test-jwt-secret-0123456789',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret-0123456789',
    API_TOKEN_SALT: 'test-api-token-salt',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    ENCRYPTION_KEY: 'test-encryption-key-0123456789',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
    // In-process limits and caches unless a test asks for Redis (with its own REDIS_PREFIX):
    // a REDIS_URL in the developer's environment would make test servers share counters.
    REDIS_URL: '',
    // No proxy holds keep-alive connections to a test server: a stop need not wait for idle ones.
    SHUTDOWN_IDLE_WAIT_MS: '0',
  };
}

/** Waits for the server's health answer: true once it answers, false when the process exited first. */
async function booted(child: ChildProcess, url: string, log: () => string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(`${url}/_health`);
      if (res.status < 500) return true;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`strapi did not start in time:\n${log().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Boots the cms (compiled dist, scripts/serve.js) on a free port with a brand-new database.
 * `pgServer` points PostgreSQL tests at another server than the shared one (a private instance a
 * fault test may stop); `databaseUrl` reuses an existing database (a second replica of the same
 * application); `fromTemplate` starts the database as a copy of the run's booted template, when
 * there is one (`useServer` asks for it; a test of a first boot does not).
 */
export async function startServer(
  opts: { db?: 'sqlite' | 'postgres'; env?: Record<string, string>; pgServer?: string; databaseUrl?: string; workDir?: string; port?: number; bootTimeoutMs?: number; fromTemplate?: boolean } = {},
): Promise<TestServer> {
  const db = opts.db ?? ((process.env.SOUK_TEST_DB as 'sqlite' | 'postgres' | undefined) ?? 'sqlite');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-api-'));
  const template = opts.fromTemplate && !opts.pgServer ? templateFromEnv() : null;
  const from = template?.db === db ? template.source : undefined;
  const pg = db !== 'postgres' ? null : opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => undefined } : await freshPostgresDatabase(opts.pgServer, from);
  if (db === 'sqlite' && from) fs.copyFileSync(from, path.join(tmp, 'test.db'));
  const cms = path.resolve(__dirname, '..');
  let child: ChildProcess;
  let log = '';
  let url: string;
  // A free port is free when asked for, not always when Strapi binds it a few seconds later: the
  // parallel lanes of `npm test` boot servers side by side, and one took another's port (s43's CI).
  // Such a boot is tried again on another port; any other early exit fails at once.
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    const env: Record<string, string> = {
      ...serverEnv(pg ? { DATABASE_CLIENT: db, DATABASE_URL: pg.url } : { DATABASE_CLIENT: db, DATABASE_FILENAME: path.join(tmp, 'test.db') }),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...opts.env,
    };
    // `workDir`: a copy of the app of its own (test/replica-dir.ts), as a replica on another machine runs.
    const started: ChildProcess = spawn(process.execPath, [path.join(opts.workDir ?? cms, 'scripts', 'serve.js')], {
      cwd: opts.workDir ?? cms,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    log = '';
    started.stdout?.on('data', (d) => (log += d));
    started.stderr?.on('data', (d) => (log += d));
    url = `http://127.0.0.1:${port}`;
    if (await booted(started, url, () => log, opts.bootTimeoutMs ?? BOOT_TIMEOUT_MS)) break;
    if (opts.port === undefined && attempt < 3 && /port \d+ is already used/.test(log)) continue;
    throw new Error(`strapi exited early (${started.exitCode}):\n${log.slice(-4000)}`);
  }
  return {
    url,
    db,
    connection: pg ? pg.url : path.join(tmp, 'test.db'),
    exitCode: () => child.exitCode,
    log: () => log,
    signal: (signal) => void child.kill(signal),
    exited: () => (child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))),
    stop: async () => {
      if (child.exitCode !== null) {
        await pg?.drop().catch(() => undefined);
        fs.rmSync(tmp, { recursive: true, force: true });
        return;
      }
      child.kill('SIGTERM');
      await new Promise((r) => {
        // A graceful shutdown finishes its requests within 10 s (src/http/graceful-shutdown.ts).
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r(null);
        }, 12_000);
        child.on('exit', () => {
          clearTimeout(t);
          r(null);
        });
      });
      await pg?.drop().catch(() => undefined);
      fs.rmSync(tmp, { recursive: true, force: true });
      if (process.env.SOUK_TEST_LOG) fs.writeFileSync(process.env.SOUK_TEST_LOG, log);
    },
  };
}
