// Pure business rules shared by the server (which enforces them) and the client (which displays them).
import { BADGE_POPULAR_LIKES, BADGE_TOP_LIKES, LIKES_TO_PROMOTE, UNREAD_BADGE_CAP } from './constants';

export function productBadges(likeCount: number): { popular: boolean; top: boolean } {
  return { popular: likeCount >= BADGE_POPULAR_LIKES, top: likeCount >= BADGE_TOP_LIKES };
}

/** Progress bar 'Progression vers promotion' n/3. */
export function promotionProgress(likes: number): { current: number; target: number; ratio: number } {
  const current = Math.max(0, Math.min(likes, LIKES_TO_PROMOTE));
  return { current, target: LIKES_TO_PROMOTE, ratio: current / LIKES_TO_PROMOTE };
}

/** A product is promoted once, when its like count reaches the threshold. */
export function shouldPromote(likeCount: number, isPromoted: boolean): boolean {
  return !isPromoted && likeCount >= LIKES_TO_PROMOTE;
}

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in km, rounded to 0.1 km (SPEC 9). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** Header badge text: nothing for 0, the count up to 9, then '9+'. */
export function unreadBadgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}
