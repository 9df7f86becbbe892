// Contract of GET /api/products/map (the listings map) and GET /api/geocode (the picker's search).
import { z } from 'zod';
import { optionalField, parseNumber, parseText, requiredField, strictBody, type Parsed } from './fields';
import { type BBox } from './geo';
import { ISSUE } from './messages';
import { PRODUCT_FILTER_FIELDS, activeFilters, checkFilterBounds, type ProductFilters } from './product-query';

/** From this zoom on, the map shows listings one by one (a city's streets); below, clusters. */
export const MAP_POINTS_ZOOM = 14;
/** Most points one answer carries: beyond, the answer says `truncated` and the user zooms in. */
export const MAP_POINTS_CAP = 500;
/** A cluster cell is this many screen pixels wide at the requested zoom (256 px tiles). */
export const MAP_CELL_PX = 64;
export const MAP_MAX_DISTANCE_KM = 500;
export const GEOCODE_QUERY_MAX = 100;

/** The zoom levels the pre-aggregated map grid (cms bootstrap/map-grid.ts) keeps cells for. */
export const MAP_GRID_LEVELS = [8, 10, 12] as const;

/** The grid level a view at `zoom` reads (the coarsest level at least as fine as the zoom's cells), or null: direct SQL. */
export function mapGridLevel(zoom: number): number | null {
  return MAP_GRID_LEVELS.find((level) => level >= zoom) ?? null;
}

/** Degrees of longitude (and, as an approximation, latitude) one cluster cell spans at `zoom`. */
export function mapCellDegrees(zoom: number): number {
  return (360 / 2 ** zoom) * (MAP_CELL_PX / 256);
}

function parseBBox(value: unknown): Parsed<BBox> {
  if (typeof value !== 'string') return { ok: false, message: ISSUE.mapBBoxInvalid };
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return { ok: false, message: ISSUE.mapBBoxInvalid };
  const [west, south, east, north] = parts as [number, number, number, number];
  if (west < -180 || east > 180 || south < -90 || north > 90 || west > east || south > north) {
    return { ok: false, message: ISSUE.mapBBoxInvalid };
  }
  return { ok: true, value: { west, south, east, north } };
}

export interface MapQuery {
  bbox: BBox;
  zoom: number;
  /** The listing search's own filters (`PRODUCT_FILTER_FIELDS`): the map shows what the list shows. */
  filters: ProductFilters;
  /** Distance filter: both the centre and the radius, or none. */
  near?: { lat: number; lng: number; km: number };
}

export const mapQuerySchema = strictBody({
  ...PRODUCT_FILTER_FIELDS,
  bbox: requiredField(parseBBox, ISSUE.mapBBoxInvalid),
  zoom: requiredField(parseNumber({ min: 0, max: 22, integer: true }, ISSUE.mapZoomInvalid), ISSUE.mapZoomInvalid),
  /** The map's older name for `search`. */
  q: PRODUCT_FILTER_FIELDS.search,
  lat: optionalField(parseNumber({ min: -90, max: 90 }, ISSUE.latitudeInvalid)),
  lng: optionalField(parseNumber({ min: -180, max: 180 }, ISSUE.longitudeInvalid)),
  maxDistanceKm: optionalField(parseNumber({ min: 0.1, max: MAP_MAX_DISTANCE_KM }, ISSUE.mapDistanceInvalid)),
}).transform((q, ctx): MapQuery => {
  const { bbox, zoom, q: words, lat, lng, maxDistanceKm, ...filters } = q;
  if (!checkFilterBounds(filters, ctx)) return z.NEVER;
  const given = [lat, lng, maxDistanceKm].filter((v) => v !== undefined).length;
  if (given !== 0 && given !== 3) {
    ctx.addIssue({ code: 'custom', message: ISSUE.mapDistanceIncomplete, path: ['maxDistanceKm'] });
    return z.NEVER;
  }
  const query: MapQuery = { bbox, zoom, filters: activeFilters({ ...filters, search: filters.search ?? words }) };
  if (given === 3) query.near = { lat: lat!, lng: lng!, km: maxDistanceKm! };
  return query;
});

/** One listing on the map: what a marker needs; the popup fetches the rest on open. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  category: string | null;
  price: number | null;
  currency: string;
  is_free: boolean;
  title: string;
}

/** Several listings drawn as one bubble at their mean position. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  /** The grid cell holding these listings, for a click that zooms onto them. */
  bbox: BBox;
}

export interface MapResponse {
  data: {
    mode: 'clusters' | 'points';
    /** Listings matching the filters inside the box: the sum of the clusters' counts and the points. */
    total: number;
    clusters: MapCluster[];
    points: MapPoint[];
    /** More points matched than `MAP_POINTS_CAP`: zoom in to see them all. */
    truncated: boolean;
  };
}

export const geocodeQuerySchema = strictBody({
  q: requiredField(parseText(GEOCODE_QUERY_MAX, ISSUE.searchTooLong), ISSUE.geocodeQueryRequired),
});
