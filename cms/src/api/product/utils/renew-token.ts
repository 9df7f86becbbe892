import { createHmac, timingSafeEqual } from 'crypto';
import { appEnv } from '../../../env';

/**
 * The signed token of a reminder's 'Renouveler' link: the listing and the expiry it was sent for,
 * with an HMAC over both (keyed off JWT_SECRET with a purpose of its own), so a click renews without
 * a session and cannot be forged for another listing. It works once: renewing moves `expires_at`,
 * after which the token names an expiry the listing no longer has.
 */
const sign = (payload: string) => createHmac('sha256', `${appEnv().JWT_SECRET}:listing-renew`).update(payload).digest('base64url').slice(0, 32);

export interface RenewClaim {
  documentId: string;
  expiresAt: number;
}

export function renewToken(claim: RenewClaim): string {
  const payload = Buffer.from(`${claim.documentId}:${claim.expiresAt}`, 'utf8').toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** What a token names, or null when it is malformed or its signature does not hold. */
export function readRenewToken(token: unknown): RenewClaim | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const parts = /^([a-z0-9]{1,64}):(\d{1,16})$/.exec(Buffer.from(match[1]!, 'base64url').toString('utf8'));
  return parts ? { documentId: parts[1]!, expiresAt: Number(parts[2]) } : null;
}
