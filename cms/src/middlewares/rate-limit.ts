import type { Context, Next } from 'koa';
import { appEnv } from '../env';
import { tooManyRequests } from '../http/errors';
import { checkRule, createRateStore, isRateRuleName, type RateStore } from '../http/rate-limit';

/**
 * Route middleware `global::rate-limit` with `config: { rule }` (see src/http/rate-limit.ts).
 * Route middlewares run after authentication, so a signed-in caller is counted per user too.
 * One store for every route, made on the first request (Redis with REDIS_URL, else memory).
 */
let store: RateStore | undefined;

export default (config: { rule?: unknown }) => {
  const rule = config.rule;
  if (!isRateRuleName(rule)) throw new Error(`global::rate-limit: unknown rule ${String(rule)}`);
  return async function rateLimit(ctx: Context, next: Next) {
    const env = appEnv();
    if (!env.RATE_LIMIT_DISABLED) {
      const userId = (ctx.state.user as { id?: number } | undefined)?.id ?? null;
      const result = await checkRule((store ??= createRateStore()), rule, { ip: ctx.ip, userId }, env.RATE_LIMIT_SCALE);
      if (!result.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
        throw tooManyRequests();
      }
    }
    await next();
  };
};
