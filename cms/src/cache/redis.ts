import Redis from 'ioredis';
import { appEnv } from '../env';

/**
 * The Redis the replicas share (REDIS_URL), for the little state they must agree on: abuse
 * counters (src/http/rate-limit.ts, src/auth/signin-guard.ts) and cache invalidations
 * (src/cache/cache-bus.ts). Without REDIS_URL nothing connects and every caller keeps its
 * in-process behaviour.
 *
 * Redis helps, it is never required: commands fail at once while it is away (no offline queue, a
 * short timeout) and every caller then falls back to its in-process state, so a Redis outage is
 * logged, never answered with a 5xx. ioredis keeps reconnecting on its own.
 */
interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SharedRedis {
  /** Counters and publications. */
  client: Redis;
  /** Every key and channel of this deployment starts with it (REDIS_PREFIX). */
  prefix: string;
  /** A second connection, for subscriber mode (created on first call). */
  subscriber(): Redis;
}

/** A command waits at most this long for an answer; a hung Redis costs a request no more. */
const COMMAND_TIMEOUT_MS = 500;

let logger: Logger = { info: (m) => console.log(m), warn: (m) => console.warn(m) };
let shared: SharedRedis | null | undefined;
const connections: Redis[] = [];
/** One line when Redis goes away and one when it is back, not one per failed command. */
let away = false;

/** Strapi's logger, once it exists (register runs before any connection is made). */
export function useRedisLogger(log: Logger) {
  logger = log;
}

/** Called by every caller that falls back to its in-process state because a command failed. */
export function reportRedisFailure(error: unknown) {
  if (away) return;
  away = true;
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn(`[redis] unavailable (${reason}): abuse limits are counted in this process and caches only expire with their TTLs until it is back`);
}

function watch(connection: Redis, name: string) {
  connection.on('error', reportRedisFailure);
  connection.on('ready', () => {
    if (away) logger.info(`[redis] ${name} connection is back`);
    away = false;
  });
  connections.push(connection);
  return connection;
}

const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);

/** The shared Redis, or null when REDIS_URL is not set. */
export function sharedRedis(): SharedRedis | null {
  if (shared !== undefined) return shared;
  const env = appEnv();
  if (!env.REDIS_URL) return (shared = null);
  const url = env.REDIS_URL;
  const client = watch(
    new Redis(url, { enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, retryStrategy, connectionName: 'souk' }),
    'command',
  );
  let subscriber: Redis | undefined;
  shared = {
    client,
    prefix: env.REDIS_PREFIX,
    // Subscriptions wait for the connection (offline queue on) and are renewed by the cache bus
    // on every reconnection, so it does not rely on ioredis' own resubscription.
    subscriber: () =>
      (subscriber ??= watch(new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: null, retryStrategy, connectionName: 'souk-bus' }), 'subscriber')),
  };
  return shared;
}

/** Resolves once the command connection is ready, or after `timeoutMs` (boot never waits longer for Redis). */
export function redisReady(redis: SharedRedis, timeoutMs: number): Promise<boolean> {
  if (redis.client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.client.on('ready', onReady);
  });
}

/** Closes every connection (Strapi's destroy); a Redis that does not answer is not waited for. */
export async function closeRedis() {
  const open = connections.splice(0);
  shared = undefined;
  await Promise.all(
    open.map(async (connection) => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, 1000)));
      await Promise.race([connection.quit().catch(() => undefined), gaveUp]);
      clearTimeout(timer);
      connection.disconnect();
    }),
  );
}
