import { createHash, randomBytes } from 'crypto';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { reportRedisFailure, sharedRedis, type SharedRedis } from '../cache/redis';

/**
 * Guessing one account's password from many addresses: on top of the per-IP limit, each e-mail
 * address (known or not, so the answer says nothing about which accounts exist) may fail
 * MAX_FAILURES times in WINDOW_MS; after that every attempt, even the right password, waits for a
 * delay that doubles with each further failure (from BASE_DELAY_MS up to WINDOW_MS). A success
 * clears the record. The records live in a SignInLedger: this process's memory, or with
 * REDIS_URL the Redis every replica shares, so spreading attempts over replicas gains nothing.
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;
export const BASE_DELAY_MS = 30_000;

/** How long the address must wait after its `failures`-th failure in the window (0: not locked). */
export const lockAfter = (failures: number) => (failures < MAX_FAILURES ? 0 : Math.min(WINDOW_MS, BASE_DELAY_MS * 2 ** (failures - MAX_FAILURES)));

export interface SignInLedger {
  /** Milliseconds this address must still wait before trying again (0: it may try now). */
  wait(email: string): Promise<number>;
  failure(email: string): Promise<void>;
  success(email: string): Promise<void>;
}

interface Record_ {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

/** One process's records. */
export class MemorySignInLedger implements SignInLedger {
  private readonly records = new Map<string, Record_>();

  private current(email: string, now: number): Record_ | undefined {
    const r = this.records.get(email);
    if (r && r.lockedUntil <= now && now - r.firstAt > WINDOW_MS) {
      this.records.delete(email);
      return undefined;
    }
    return r;
  }

  async wait(email: string, now = Date.now()) {
    const r = this.current(email, now);
    return r ? Math.max(0, r.lockedUntil - now) : 0;
  }

  async failure(email: string, now = Date.now()) {
    const r = this.current(email, now) ?? { failures: 0, firstAt: now, lockedUntil: 0 };
    r.failures += 1;
    const lock = lockAfter(r.failures);
    if (lock > 0) r.lockedUntil = now + lock;
    if (this.records.size > 100_000) this.records.clear();
    this.records.set(email, r);
  }

  async success(email: string) {
    this.records.delete(email);
  }
}

/**
 * The shared records, as two rate-limiter-flexible counters per address: its failures in a
 * WINDOW_MS window from the first one, and its lock (a blocked key that expires with the delay).
 * Keys are a hash of the address, so Redis holds no e-mail addresses. A failed command is logged
 * and answered from `fallback`.
 */
export class RedisSignInLedger implements SignInLedger {
  private readonly failures: RateLimiterRedis;
  private readonly locks: RateLimiterRedis;

  constructor(
    redis: SharedRedis,
    private readonly fallback: SignInLedger = new MemorySignInLedger(),
  ) {
    const common = { storeClient: redis.client, duration: WINDOW_MS / 1000, rejectIfRedisNotReady: true };
    this.failures = new RateLimiterRedis({ ...common, keyPrefix: `${redis.prefix}signin-failures`, points: MAX_FAILURES });
    this.locks = new RateLimiterRedis({ ...common, keyPrefix: `${redis.prefix}signin-lock`, points: 1 });
  }

  private async orFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      reportRedisFailure(error);
      return local();
    }
  }

  wait(email: string) {
    return this.orFallback(
      async () => {
        const lock = await this.locks.get(keyOf(email));
        return lock && lock.consumedPoints > this.locks.points ? Math.max(0, lock.msBeforeNext) : 0;
      },
      () => this.fallback.wait(email),
    );
  }

  failure(email: string) {
    return this.orFallback(
      async () => {
        const counted = await this.failures.penalty(keyOf(email));
        const lock = lockAfter(counted.consumedPoints);
        if (lock > 0) await this.locks.block(keyOf(email), Math.ceil(lock / 1000));
      },
      () => this.fallback.failure(email),
    );
  }

  success(email: string) {
    return this.orFallback(
      async () => {
        await Promise.all([this.failures.delete(keyOf(email)), this.locks.delete(keyOf(email))]);
      },
      () => this.fallback.success(email),
    );
  }
}

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

let ledger: SignInLedger | undefined;

/** Redis when REDIS_URL is set, else this process's memory (made on first use). */
export function signInLedger(): SignInLedger {
  if (ledger) return ledger;
  const redis = sharedRedis();
  return (ledger = redis ? new RedisSignInLedger(redis) : new MemorySignInLedger());
}

/**
 * A hash of a random password with the cost users' hashes have, so that an unknown e-mail costs
 * one bcrypt comparison like a known one: sign-in answers in the same time either way.
 */
let dummy: Promise<string> | undefined;
export const dummyPasswordHash = (hash: (plain: string) => Promise<string>) => (dummy ??= hash(randomBytes(18).toString('base64')));
