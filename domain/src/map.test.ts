import { describe, expect, it } from 'vitest';
import { bboxAround, intersectBBox, isInTunisia } from './geo';
import { mapCellDegrees, mapQuerySchema } from './map';
import { haversineKm } from './rules';
import { formatZodIssues } from './zod-issues';

const parse = (q: Record<string, unknown>) => mapQuerySchema.safeParse(q);
const message = (q: Record<string, unknown>) => {
  const r = parse(q);
  return r.success ? null : formatZodIssues(r.error).message;
};

describe('map query', () => {
  it('reads the box, the zoom and the filters', () => {
    const r = parse({ bbox: '10,36,10.5,37', zoom: '13', category: 'voiture', minPrice: '10', maxPrice: '500', q: 'vélo', lat: '36.8', lng: '10.18', maxDistanceKm: '5' });
    expect(r.success && r.data).toEqual({
      bbox: { west: 10, south: 36, east: 10.5, north: 37 },
      zoom: 13,
      filters: { category: 'voiture', minPrice: 10, maxPrice: 500, search: 'vélo' },
      near: { lat: 36.8, lng: 10.18, km: 5 },
    });
    expect(parse({ bbox: '10,36,10.5,37', zoom: 5, category: 'all', q: '' }).data).toEqual({ bbox: { west: 10, south: 36, east: 10.5, north: 37 }, zoom: 5, filters: {} });
  });

  it('answers French messages for a bad box, zoom, distance or unknown key', () => {
    expect(message({ zoom: 3 })).toBe('La zone de carte doit être « ouest,sud,est,nord » en degrés');
    expect(message({ bbox: '10,36,9,37', zoom: 3 })).toBe('La zone de carte doit être « ouest,sud,est,nord » en degrés');
    expect(message({ bbox: 'a,b,c,d', zoom: 3 })).toBe('La zone de carte doit être « ouest,sud,est,nord » en degrés');
    expect(message({ bbox: '10,36,11,37', zoom: 30 })).toBe('Le zoom doit être un entier entre 0 et 22');
    expect(message({ bbox: '10,36,11,37', zoom: 3, maxDistanceKm: 5 })).toBe('La distance maximale demande une position (lat et lng)');
    expect(message({ bbox: '10,36,11,37', zoom: 3, lat: 36, lng: 10, maxDistanceKm: 9000 })).toBe('La distance maximale doit être comprise entre 0,1 et 500 km');
    expect(message({ bbox: '10,36,11,37', zoom: 3, minPrice: 50, maxPrice: 10 })).toBe('Le prix minimum doit être inférieur ou égal au prix maximum');
    expect(message({ bbox: '10,36,11,37', zoom: 3, where: 'x' })).toBe('Champ non autorisé : where');
  });

  it('halves the cluster cell at each zoom step', () => {
    expect(mapCellDegrees(0)).toBe(90);
    expect(mapCellDegrees(13) * 2).toBe(mapCellDegrees(12));
  });
});

describe('geo helpers', () => {
  it('the box around a circle holds the whole circle', () => {
    const center = { lat: 36.8065, lng: 10.1815 };
    const box = bboxAround(center, 10);
    expect(haversineKm(center, { lat: box.north, lng: center.lng })).toBeCloseTo(10, 0);
    expect(haversineKm(center, { lat: center.lat, lng: box.east })).toBeGreaterThanOrEqual(9.9);
    expect(intersectBBox(box, { west: 20, south: 0, east: 21, north: 1 })).toBeNull();
    expect(isInTunisia(center)).toBe(true);
    expect(isInTunisia({ lat: 48.85, lng: 2.35 })).toBe(false);
  });
});
