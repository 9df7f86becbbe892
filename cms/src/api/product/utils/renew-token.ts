import { readSignedLinkToken, signedLinkToken } from '../../../auth/signed-link';

/**
 * The signed token of a reminder's 'Renouveler' link: the listing and the expiry it was sent for,
 * so a click renews without a session and cannot be forged for another listing. It works once:
 * renewing moves `expires_at`, after which the token names an expiry the listing no longer has.
 */
const PURPOSE = 'listing-renew';

export interface RenewClaim {
  documentId: string;
  expiresAt: number;
}

export const renewToken = (claim: RenewClaim): string => signedLinkToken(PURPOSE, `${claim.documentId}:${claim.expiresAt}`);

/** What a token names, or null when it is malformed or its signature does not hold. */
export function readRenewToken(token: unknown): RenewClaim | null {
  const parts = /^([a-z0-9]{1,64}):(\d{1,16})$/.exec(readSignedLinkToken(PURPOSE, token, 300) ?? '');
  return parts ? { documentId: parts[1]!, expiresAt: Number(parts[2]) } : null;
}
