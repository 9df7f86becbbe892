import jwt from 'jsonwebtoken';
import type { Language } from '@souk/domain';
import { appEnv } from '../env';

/** The signed link of a banner's preview (studio/preview.ts makes it, the advertisements API reads it). */
const AUDIENCE = 'souk-banner-preview';
export const PREVIEW_TTL_SECONDS = 15 * 60;

export interface PreviewClaim {
  documentId: string;
  locale: Language;
}

export function signPreviewToken(claim: PreviewClaim): string {
  return jwt.sign({ doc: claim.documentId, locale: claim.locale }, appEnv().ADMIN_JWT_SECRET, { audience: AUDIENCE, expiresIn: PREVIEW_TTL_SECONDS, algorithm: 'HS256' });
}

/** The banner a token names, or null when it is forged, expired or for something else. */
export function readPreviewToken(token: string): PreviewClaim | null {
  try {
    const payload = jwt.verify(token, appEnv().ADMIN_JWT_SECRET, { audience: AUDIENCE, algorithms: ['HS256'] }) as { doc?: unknown; locale?: unknown };
    if (typeof payload.doc !== 'string' || (payload.locale !== 'fr' && payload.locale !== 'ar')) return null;
    return { documentId: payload.doc, locale: payload.locale };
  } catch {
    return null;
  }
}

