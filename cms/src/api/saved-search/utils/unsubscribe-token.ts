import { readSignedLinkToken, signedLinkToken } from '../../../auth/signed-link';

/**
 * The signed token of a digest's unsubscribe links: the alerts it turns off (their document ids),
 * so a click works without a session and cannot be forged for someone else's alert.
 */
const PURPOSE = 'alert-unsubscribe';

export const unsubscribeToken = (alertIds: string[]): string => signedLinkToken(PURPOSE, alertIds.join(','));

/** The alerts a token names, or null when it is malformed or its signature does not hold. */
export function readUnsubscribeToken(token: unknown): string[] | null {
  const text = readSignedLinkToken(PURPOSE, token, 2000);
  if (text === null) return null;
  const ids = text.split(',');
  return ids.every((id) => /^[a-z0-9]{24}$/.test(id)) ? ids : null;
}
