import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@souk/domain';

/**
 * How much of a request body the server is willing to read, per route, decided before anything is
 * parsed (src/middlewares/body.ts). Visitor routes take a few kilobytes; only the product write
 * routes take photos, and only from a signed-in caller.
 */
const KB = 1024;

/** A listing sent as JSON may carry its 8 photos as base64 data URLs (4/3 of the bytes each). */
export const LISTING_JSON_MAX = MAX_IMAGES * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256 * KB;
/** Multipart listing: every file together (each one is held to MAX_IMAGE_BYTES afterwards). */
export const LISTING_FILES_MAX = MAX_IMAGES * MAX_IMAGE_BYTES;
/** The text fields of a multipart listing (the `data` JSON). */
export const LISTING_FIELDS_MAX = 256 * KB;
/** The only file field a listing takes. */
export const LISTING_FILE_FIELD = 'images';

export interface BodyRule {
  /** Bytes of JSON, form or text body accepted. */
  limit: number;
  /** Multipart accepted (listing photos). */
  multipart?: boolean;
  /** A signed-in caller is required before a large body is read. */
  signedIn?: boolean;
}

const SMALL: BodyRule = { limit: 4 * KB };
const TEXT: BodyRule = { limit: 16 * KB };
const LISTING: BodyRule = { limit: LISTING_JSON_MAX, multipart: true, signedIn: true };

/** First match wins; `/api` paths that match nothing get DEFAULT_API_RULE. */
const API_RULES: Array<{ method?: string; path: RegExp; rule: BodyRule }> = [
  { path: /^\/api\/auth\//, rule: SMALL },
  { path: /^\/api\/chat(\/|$)/, rule: SMALL },
  { method: 'POST', path: /^\/api\/products\/?$/, rule: LISTING },
  { method: 'PUT', path: /^\/api\/products\/[^/]+\/?$/, rule: LISTING },
  { path: /^\/api\/(messages|conversations|profile)(\/|$)/, rule: TEXT },
  { path: /^\/api\/admin\//, rule: { limit: 64 * KB } },
];
export const DEFAULT_API_RULE: BodyRule = TEXT;

/**
 * The studio (Strapi admin): its own JSON (content editing) and its media library uploads, which
 * Strapi's upload plugin limits by size itself; it checks the admin session after parsing.
 */
export const STUDIO_RULE: BodyRule = { limit: 2 * 1024 * KB };
export const STUDIO_UPLOAD = /^\/upload(\/|$)/;

export function bodyRule(method: string, path: string): BodyRule {
  if (!path.startsWith('/api/') && path !== '/api') return STUDIO_RULE;
  return API_RULES.find((r) => (!r.method || r.method === method) && r.path.test(path))?.rule ?? DEFAULT_API_RULE;
}
