// Coordinates shared by the map endpoint, the geocoder and the screens.
import type { LatLng } from './rules';

export interface BBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Tunisia with a margin (Djerba, Kerkennah, the Galite islands, the southern tip near Borj El Khadra). */
export const TUNISIA_BOUNDS: BBox = { west: 7.4, south: 30.1, east: 11.7, north: 37.6 };

export const isInBBox = (p: LatLng, b: BBox) => p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east;

export const isInTunisia = (p: LatLng) => isInBBox(p, TUNISIA_BOUNDS);

/** Box around a circle of `km` around `center`: the cheap, index-friendly pre-filter of a distance search. */
export function bboxAround(center: LatLng, km: number): BBox {
  const dLat = km / 111.195;
  const cos = Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  const dLng = km / (111.195 * cos);
  return { west: center.lng - dLng, south: center.lat - dLat, east: center.lng + dLng, north: center.lat + dLat };
}

export function intersectBBox(a: BBox, b: BBox): BBox | null {
  const box = { west: Math.max(a.west, b.west), south: Math.max(a.south, b.south), east: Math.min(a.east, b.east), north: Math.min(a.north, b.north) };
  return box.west <= box.east && box.south <= box.north ? box : null;
}
