import { spawn, type ChildProcess } from 'child_process';
import Redis from 'ioredis';
import { freePort } from './harness';

/** The machine's Redis, shared by every test run: each run works under its own key prefix. */
export const SHARED_REDIS_URL = process.env.SOUK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other run (parallel or earlier) uses: keys and the cache channel live under it. */
export const uniqueRedisPrefix = (name: string) => `souk-test:${name}:${process.pid}:${Date.now()}:${Math.floor(Math.random() * 1e6)}:`;

/** The keys under `prefix` (SCAN, never KEYS, on a shared server). */
export async function keysUnder(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  } finally {
    redis.disconnect();
  }
}

/** Deletes this run's keys only. */
export async function flushPrefix(url: string, prefix: string) {
  const keys = await keysUnder(url, prefix);
  if (keys.length === 0) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A Redis of the test's own (no persistence) that it may stop and start again on the same port. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  port = 0;

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    this.port ||= await freePort();
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
      const probe = new Redis(this.url, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
      probe.on('error', () => undefined); // refused until the server listens: expected here
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        /* not listening yet */
      } finally {
        probe.disconnect();
      }
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** A crash, not a shutdown: nothing is saved, clients see their connection drop. */
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
    this.child = null;
  }
}
