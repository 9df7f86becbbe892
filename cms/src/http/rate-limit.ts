import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { reportRedisFailure, sharedRedis, type SharedRedis } from '../cache/redis';

/**
 * Abuse limits: fixed windows per client IP and per signed-in user. The IP is Koa's `ctx.ip`
 * (the socket's peer; X-Forwarded-For only counts when Koa is told to trust a proxy), never
 * something the request body or a custom header can choose. The counters live in a RateStore:
 * this process's memory, or with REDIS_URL the Redis every replica shares, so a client cannot
 * multiply its budget by the number of replicas (ARCHITECTURE Decision 48).
 */
export interface RateRule {
  /** Requests per window and client IP (every caller, signed in or not). */
  ip: number;
  /** Requests per window and signed-in user, whatever IP they come from. */
  user?: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Production numbers, per minute. Sign-in and sign-up are the brute-force and spam targets;
 * the per-IP numbers leave room for a family or an office behind one address, the per-user
 * numbers stop one account from flooding sellers or inflating counters.
 */
export const RATE_RULES = {
  signin: { ip: 10, windowMs: MINUTE },
  signup: { ip: 10, windowMs: MINUTE },
  /** One refresh per access token lifetime per tab; this only stops a flood. */
  refresh: { ip: 60, windowMs: MINUTE },
  /** Password change (PATCH /api/profile): guessing the current password with a stolen token. */
  password: { ip: 30, user: 10, windowMs: MINUTE },
  /** Account e-mails: each request may send a mail, so these guard other people's mailboxes too. */
  forgotPassword: { ip: 5, windowMs: MINUTE },
  resendConfirmation: { ip: 10, user: 5, windowMs: 10 * MINUTE },
  /** Links carry 256 random bits: these only bound the cost of guessing. */
  resetPassword: { ip: 10, windowMs: MINUTE },
  confirmEmail: { ip: 30, windowMs: MINUTE },
  message: { ip: 60, user: 20, windowMs: MINUTE },
  like: { ip: 120, user: 30, windowMs: MINUTE },
  adClick: { ip: 30, user: 30, windowMs: MINUTE },
  adImpression: { ip: 300, windowMs: MINUTE },
  /** A listing's view beacon: a person opens a few listings a minute. */
  productView: { ip: 300, windowMs: MINUTE },
  chat: { ip: 30, user: 20, windowMs: MINUTE },
  /** The picker's place search: a person types a few queries; a script scraping the geocoder through us does not get far. */
  geocode: { ip: 30, windowMs: MINUTE },
  /** 'Signaler l'annonce': one report per listing anyway; this stops a sweep across listings. */
  report: { ip: 60, user: 20, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export const isRateRuleName = (name: unknown): name is RateRuleName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(RATE_RULES, name);

/** The route-config entry that puts a route under a rule: `config: { middlewares: [rateLimit('like')] }`. */
export const rateLimit = (rule: RateRuleName) => ({ name: 'global::rate-limit', config: { rule } });

export interface HitResult {
  allowed: boolean;
  /** Milliseconds until the window that refused the request closes (0 when allowed). */
  retryAfterMs: number;
}

/** Where fixed-window counters live, keyed by strings such as `like:ip:1.2.3.4` or `like:user:42`. */
export interface RateStore {
  /** Counts one request against `key` and tells whether it stays within `max` in its window. */
  hit(key: string, max: number, windowMs: number): HitResult | Promise<HitResult>;
}

/** The in-process store: one replica's counters. */
export class FixedWindowCounter implements RateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  /** Counts one request against `key` and tells whether it stays within `max`. */
  hit(key: string, max: number, windowMs: number, now = Date.now()): HitResult {
    this.sweep(now, windowMs);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= max ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  get size() {
    return this.windows.size;
  }

  /** Drops closed windows now and then, so a flood of distinct IPs cannot grow memory without bound. */
  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Applies one rule to a request: the IP window and, for a signed-in caller, the user window.
 * Both are counted on every request, so switching accounts does not reset the IP budget and
 * switching networks does not reset the user's. `scale` multiplies every limit (RATE_LIMIT_SCALE).
 */
export async function checkRule(store: RateStore, name: RateRuleName, client: { ip: string; userId?: number | null }, scale = 1): Promise<HitResult> {
  const rule: RateRule = RATE_RULES[name];
  const limit = (n: number) => Math.max(1, Math.floor(n * scale));
  const hits = [store.hit(`${name}:ip:${client.ip}`, limit(rule.ip), rule.windowMs)];
  if (rule.user !== undefined && client.userId != null) {
    hits.push(store.hit(`${name}:user:${client.userId}`, limit(rule.user), rule.windowMs));
  }
  const results = await Promise.all(hits);
  const refused = results.filter((r) => !r.allowed);
  return refused.length === 0 ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(...refused.map((r) => r.retryAfterMs)) };
}

/**
 * The store every replica shares: rate-limiter-flexible's fixed windows in Redis (one atomic
 * Lua increment per hit, the window starting with its first request, like FixedWindowCounter).
 * A failed command (Redis away) is logged and the hit is counted in `fallback` instead: the
 * limits keep holding per process, and no request fails because of Redis.
 */
export class RedisRateStore implements RateStore {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly fallback: RateStore = new FixedWindowCounter(),
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<HitResult> {
    try {
      await this.limiter(max, windowMs).consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(0, outcome.msBeforeNext) };
      reportRedisFailure(outcome);
      return this.fallback.hit(key, max, windowMs);
    }
  }

  /** One limiter per (limit, window): keys carry the rule's name, so rules never share a counter. */
  private limiter(max: number, windowMs: number) {
    const id = `${max}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: `${this.redis.prefix}rate`,
        points: max,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

/** Redis when REDIS_URL is set, else this process's memory. */
export function createRateStore(redis: SharedRedis | null = sharedRedis()): RateStore {
  return redis ? new RedisRateStore(redis) : new FixedWindowCounter();
}
