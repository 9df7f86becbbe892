// A listing's life after publication (issue 28): visible for LISTING_VISIBLE_DAYS from its
// publication or last renewal, a reminder EXPIRY_REMINDER_DAYS before, and a sold listing's page
// kept SOLD_PAGE_DAYS. The scheduled job (cms listing-lifecycle) writes the state; public reads
// read only `lifecycle = 'active'`.

export const LISTING_VISIBLE_DAYS = 60;
export const EXPIRY_REMINDER_DAYS = 7;
export const SOLD_PAGE_DAYS = 30;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `active`: public; `expired`: past its 60 days, only in the owner's list; `sold`: out of every
 * list, its page still answers with 'Vendu'; `closed`: sold 30 days ago, its page answers 404.
 */
export const LISTING_LIFECYCLES = ['active', 'expired', 'sold', 'closed'] as const;
export type ListingLifecycle = (typeof LISTING_LIFECYCLES)[number];

export const isListingLifecycle = (v: unknown): v is ListingLifecycle => typeof v === 'string' && (LISTING_LIFECYCLES as readonly string[]).includes(v);

/** When a listing published or renewed at `from` (epoch ms) stops being shown. */
export const expiryFrom = (from: number): number => from + LISTING_VISIBLE_DAYS * DAY_MS;

/** The SPA page a reminder's 'Renouveler' link opens (the server writes it into the e-mail). */
export const RENEW_LINK_PATH = '/annonces/renouveler';

/** POST /api/products/renew (the e-mail's link) and POST /api/products/:id/renew (the owner). */
export interface RenewResult {
  id: string;
  title: string;
  expires_at: string;
}
