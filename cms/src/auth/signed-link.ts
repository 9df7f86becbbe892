import { createHmac, timingSafeEqual } from 'crypto';
import { appEnv } from '../env';

/**
 * The token of a one-click link sent by e-mail (a digest's unsubscribe, an expiry reminder's
 * renewal): its text, base64url, and an HMAC over it keyed off JWT_SECRET with the link's own
 * purpose, so a click works without a session and a token made for one purpose or one text is
 * worth nothing for another.
 */
const sign = (purpose: string, payload: string) => createHmac('sha256', `${appEnv().JWT_SECRET}:${purpose}`).update(payload).digest('base64url').slice(0, 32);

export function signedLinkToken(purpose: string, text: string): string {
  const payload = Buffer.from(text, 'utf8').toString('base64url');
  return `${payload}.${sign(purpose, payload)}`;
}

/** The text a token carries, or null when it is not a string, too long, malformed or its signature does not hold. */
export function readSignedLinkToken(purpose: string, token: unknown, maxLength: number): string | null {
  if (typeof token !== 'string' || token.length > maxLength) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(purpose, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(match[1]!, 'base64url').toString('utf8');
}
