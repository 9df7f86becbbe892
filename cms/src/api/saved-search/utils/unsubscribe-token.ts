import { createHmac, timingSafeEqual } from 'crypto';
import { appEnv } from '../../../env';

/**
 * The signed token of a digest's unsubscribe links: the alerts it turns off (their document ids)
 * and an HMAC over them, so a click works without a session and cannot be forged for someone
 * else's alert. Keyed off JWT_SECRET with a purpose of its own.
 */
const sign = (payload: string) => createHmac('sha256', `${appEnv().JWT_SECRET}:alert-unsubscribe`).update(payload).digest('base64url').slice(0, 32);

export function unsubscribeToken(alertIds: string[]): string {
  const payload = Buffer.from(alertIds.join(','), 'utf8').toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The alerts a token names, or null when it is malformed or its signature does not hold. */
export function readUnsubscribeToken(token: unknown): string[] | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const ids = Buffer.from(match[1]!, 'base64url').toString('utf8').split(',');
  return ids.every((id) => /^[a-z0-9]{24}$/.test(id)) ? ids : null;
}
