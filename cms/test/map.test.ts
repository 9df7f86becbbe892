import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, MAP_POINTS_CAP, type MapResponse } from '@souk/domain';
import { api, createProduct, otherProduct, signUp, sql, sqlWrite, useServer, type Session } from './api';

/**
 * SIMULATED Nominatim: a tiny local HTTP server answering like nominatim.openstreetmap.org/search,
 * so the remote path of GET /api/geocode is tested without the internet. It records every request
 * it receives (to prove the cache and the bounds parameters) and can be told to hang (timeout).
 */
const simulated = { requests: [] as URL[], hang: false };
const fakeNominatim = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  simulated.requests.push(url);
  if (simulated.hang) return; // never answers: the proxy's timeout must fire
  const q = url.searchParams.get('q') ?? '';
  const results =
    q === 'Rue de Marseille'
      ? [
          { place_id: 11, lat: '36.7990', lon: '10.1790', display_name: 'Rue de Marseille, Tunis, Gouvernorat Tunis, Tunisie' },
          // Outside Tunisia: the proxy drops it even if the remote service ignored `bounded`.
          { place_id: 12, lat: '43.2965', lon: '5.3698', display_name: 'Marseille, France' },
        ]
      : [];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(results));
});
await new Promise<void>((resolve) => fakeNominatim.listen(0, '127.0.0.1', resolve));
const geocoderUrl = `http://127.0.0.1:${(fakeNominatim.address() as AddressInfo).port}/search`;
afterAll(() => new Promise<void>((resolve) => fakeNominatim.close(() => resolve())));

useServer({ GEOCODER_URL: geocoderUrl, GEOCODER_TIMEOUT_MS: '500', GEOCODER_MIN_INTERVAL_MS: '0' });

const TUNISIA = 'bbox=7,30,12,38';
const GRID = MAP_POINTS_CAP + 60;
const TUNIS_CENTRE = { lat: 36.8065, lng: 10.1815 };

let seller: Session;
// Known points: three in central Tunis, one at La Marsa (~19 km away), one in Sfax, one in Sousse by city only.
const placed: Record<string, { id: string; lat: number; lng: number }> = {};

const map = async (query: string) => {
  const res = await api('GET', `/api/products/map?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as MapResponse).data;
};
const counted = (d: MapResponse['data']) => d.clusters.reduce((s, c) => s + c.count, 0) + d.points.length;
const listTotal = async (query: string) => (await api('GET', `/api/products?${query}`)).body.meta.pagination.total as number;

beforeAll(async () => {
  seller = await signUp('Vendeur Carte');
  const make = async (key: string, lat: number, lng: number, over: Record<string, unknown> = {}) => {
    const p = await createProduct(seller.token, otherProduct({ title: `Annonce ${key}`, latitude: lat, longitude: lng, ...over }));
    placed[key] = { id: p.id, lat, lng };
  };
  await make('centre', 36.8065, 10.1815, { price: 100 });
  await make('medina', 36.799, 10.17, { price: 300, category: 'electronique', title: 'Téléphone medina' });
  await make('bardo', 36.8092, 10.1406, { price: 5000 });
  await make('marsa', 36.8782, 10.3247, { price: 200 });
  await make('sfax', 34.7406, 10.7603, { price: 50, category: 'electronique' });
  const sousse = await createProduct(seller.token, otherProduct({ title: 'Vélo Sousse', location: 'Sousse', price: 80 }));
  placed.sousse = { id: sousse.id, lat: sousse.latitude, lng: sousse.longitude };
});

describe('GET /api/products/map', () => {
  it('answers lean points when few listings are in view, with the detail left to the detail endpoint', async () => {
    const d = await map(`${TUNISIA}&zoom=7`);
    expect(d.mode).toBe('points');
    expect(d.total).toBe(6);
    expect(counted(d)).toBe(6);
    const centre = d.points.find((p) => p.id === placed.centre!.id)!;
    expect(centre).toEqual({ id: placed.centre!.id, lat: 36.8065, lng: 10.1815, category: 'mobilier', price: 100, currency: 'TND', is_free: false, title: 'Annonce centre' });
    expect(Object.keys(centre)).not.toContain('description');
  });

  it('places a listing without a picked point at its city with a stable offset', async () => {
    const sousse = placed.sousse!;
    expect(haversineKm(sousse, { lat: 35.8256, lng: 10.6411 })).toBeLessThan(1.2);
    const d = await map(`${TUNISIA}&zoom=7`);
    expect(d.points.find((p) => p.id === sousse.id)).toMatchObject({ lat: sousse.lat, lng: sousse.lng });
    expect((await api('GET', `/api/products/${sousse.id}`)).body.data).toMatchObject({ latitude: sousse.lat, longitude: sousse.lng });
  });

  it('keeps only the box: a view of Sfax holds the Sfax listing alone', async () => {
    const d = await map('bbox=10.7,34.7,10.8,34.8&zoom=13');
    expect(d.points.map((p) => p.id)).toEqual([placed.sfax!.id]);
    expect(d.total).toBe(1);
  });

  it('applies category, price and text filters like the listing does', async () => {
    const electronics = await map(`${TUNISIA}&zoom=7&category=electronique`);
    expect(electronics.points.map((p) => p.id).sort()).toEqual([placed.medina!.id, placed.sfax!.id].sort());
    expect(electronics.total).toBe(await listTotal('category=electronique'));
    const priced = await map(`${TUNISIA}&zoom=7&minPrice=100&maxPrice=400`);
    expect(priced.points.map((p) => p.id).sort()).toEqual([placed.centre!.id, placed.medina!.id, placed.marsa!.id].sort());
    expect(priced.total).toBe(await listTotal('minPrice=100&maxPrice=400'));
    const text = await map(`${TUNISIA}&zoom=7&q=telephone`);
    expect(text.points.map((p) => p.id)).toEqual([placed.medina!.id]);
  });

  it('keeps only listings within the distance, measured by haversine', async () => {
    const near = await map(`${TUNISIA}&zoom=10&lat=${TUNIS_CENTRE.lat}&lng=${TUNIS_CENTRE.lng}&maxDistanceKm=5`);
    expect(near.points.map((p) => p.id).sort()).toEqual([placed.centre!.id, placed.medina!.id, placed.bardo!.id].sort());
    for (const p of near.points) expect(haversineKm(TUNIS_CENTRE, p)).toBeLessThanOrEqual(5);
    // La Marsa is 15 km from the centre: in at 16 km, out at 14 km.
    expect(haversineKm(TUNIS_CENTRE, placed.marsa!)).toBeGreaterThan(14);
    expect((await map(`${TUNISIA}&zoom=10&lat=${TUNIS_CENTRE.lat}&lng=${TUNIS_CENTRE.lng}&maxDistanceKm=16`)).total).toBe(4);
    expect((await map(`${TUNISIA}&zoom=10&lat=${TUNIS_CENTRE.lat}&lng=${TUNIS_CENTRE.lng}&maxDistanceKm=14`)).total).toBe(3);
  });

  it('shows a new listing at once and forgets a deleted one (no stale index)', async () => {
    const fresh = await createProduct(seller.token, otherProduct({ title: 'Annonce fraîche', latitude: 36.81, longitude: 10.19 }));
    expect((await map(`${TUNISIA}&zoom=7`)).points.map((p) => p.id)).toContain(fresh.id);
    expect((await api('DELETE', `/api/products/${fresh.id}`, { token: seller.token })).status).toBe(200);
    expect((await map(`${TUNISIA}&zoom=7`)).points.map((p) => p.id)).not.toContain(fresh.id);
  });

  it('refuses a bad box, zoom or half a distance filter with a French 400', async () => {
    for (const [query, message] of [
      ['zoom=7', 'La zone de carte doit être « ouest,sud,est,nord » en degrés'],
      ['bbox=12,30,7,38&zoom=7', 'La zone de carte doit être « ouest,sud,est,nord » en degrés'],
      [`${TUNISIA}&zoom=99`, 'Le zoom doit être un entier entre 0 et 22'],
      [`${TUNISIA}&zoom=7&maxDistanceKm=5`, 'La distance maximale demande une position (lat et lng)'],
      [`${TUNISIA}&zoom=7&populate=*`, 'Champ non autorisé : populate'],
    ] as const) {
      const res = await api('GET', `/api/products/map?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ data: null, error: { status: 400, message } });
    }
  });
});

describe('GET /api/products/map with many listings', () => {
  beforeAll(async () => {
    // More listings than one answer may carry, on a grid over the country, through the API.
    const sellers = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => signUp(`Grille ${n}`)));
    let next = 0;
    await Promise.all(
      sellers.map(async (s) => {
        while (next < GRID) {
          const i = next++;
          const body = otherProduct({ title: `Grille ${i}`, price: (i * 37) % 1000, latitude: 31 + (i % 30) * 0.2, longitude: 8 + Math.floor(i / 30) * 0.15 });
          await createProduct(s.token, body);
        }
      }),
    );
  }, 300_000);

  it('clusters at low zoom, and the clusters and points add up to the filtered total', async () => {
    const d = await map(`${TUNISIA}&zoom=6`);
    expect(d.mode).toBe('clusters');
    expect(d.clusters.length).toBeGreaterThan(0);
    expect(d.total).toBe(await listTotal(''));
    expect(counted(d)).toBe(d.total);
    for (const c of d.clusters) expect(c.count).toBeGreaterThan(1);

    const cheap = await map(`${TUNISIA}&zoom=6&maxPrice=150`);
    expect(counted(cheap)).toBe(cheap.total);
    expect(cheap.total).toBe(await listTotal('maxPrice=150'));
    expect(cheap.total).toBeLessThan(d.total);
  });

  it('reflects a new, edited, recategorised and deleted listing in the clusters at once', async () => {
    // Zoom 6 cells are 1.40625° wide: (37.3, 11.3) and (37.2, 11.6) share a cell no other listing is in.
    const VIEW = `${TUNISIA}&zoom=6`;
    const check = async (query = '', listQuery = '') => {
      const d = await map(`${VIEW}${query}`);
      // The country and the grid's category (mobilier) are clustered; electronique has few enough for points.
      expect(d.mode).toBe(query.includes('electronique') ? 'points' : 'clusters');
      expect(counted(d)).toBe(d.total);
      expect(d.total).toBe(await listTotal(listQuery));
      return d;
    };
    const before = await check();
    const electronicsBefore = (await check('&category=electronique', 'category=electronique')).total;
    const furnitureBefore = (await check('&category=mobilier', 'category=mobilier')).total;

    const a = await createProduct(seller.token, otherProduct({ title: 'Annonce au large', latitude: 37.3, longitude: 11.3 }));
    let d = await check();
    expect(d.total).toBe(before.total + 1);
    expect(d.points.find((p) => p.id === a.id)).toMatchObject({ lat: 37.3, lng: 11.3 });

    const b = await createProduct(seller.token, otherProduct({ title: 'Annonce voisine', latitude: 37.2, longitude: 11.6 }));
    d = await check();
    expect(d.total).toBe(before.total + 2);
    expect(d.points.map((p) => p.id)).not.toContain(a.id);
    const pair = d.clusters.find((c) => c.bbox.west <= 11.3 && c.bbox.east > 11.6 && c.bbox.south <= 37.2 && c.bbox.north > 37.3)!;
    expect(pair).toMatchObject({ count: 2 });
    expect(pair.lat).toBeCloseTo(37.25, 9);
    expect(pair.lng).toBeCloseTo(11.45, 9);

    // Moved away: each is alone again, at its new place.
    expect((await api('PUT', `/api/products/${b.id}`, { token: seller.token, body: { latitude: 33.3, longitude: 11.5 } })).status).toBe(200);
    d = await check();
    expect(d.total).toBe(before.total + 2);
    expect(d.points.find((p) => p.id === a.id)).toMatchObject({ lat: 37.3, lng: 11.3 });
    expect(d.points.find((p) => p.id === b.id)).toMatchObject({ lat: 33.3, lng: 11.5 });

    expect((await check('&category=mobilier', 'category=mobilier')).total).toBe(furnitureBefore + 2);

    if (process.env.SOUK_TEST_DB === 'postgres') {
      // The grid follows a hide and a show (a moderator's report action writes is_hidden), and not a like.
      const inGrid = async () => (await sql(`SELECT 1 FROM map_grid_members m JOIN products p ON p.id = m.product_id WHERE p.document_id = ?`, [b.id])).length;
      expect(await inGrid()).toBe(1);
      await sqlWrite(`UPDATE products SET is_hidden = true WHERE document_id = ?`, [b.id]);
      expect(await inGrid()).toBe(0);
      await sqlWrite(`UPDATE products SET is_hidden = false WHERE document_id = ?`, [b.id]);
      expect(await inGrid()).toBe(1);
    }
    // Another category: each category's view follows, the unfiltered total does not change.
    expect((await api('PUT', `/api/products/${a.id}`, { token: seller.token, body: { category: 'electronique' } })).status).toBe(200);
    const electronics = await check('&category=electronique', 'category=electronique');
    expect(electronics.total).toBe(electronicsBefore + 1);
    expect(electronics.points.find((p) => p.id === a.id)).toMatchObject({ category: 'electronique' });
    expect((await check('&category=mobilier', 'category=mobilier')).total).toBe(furnitureBefore + 1);
    expect((await check()).total).toBe(before.total + 2);

    for (const { id } of [a, b]) expect((await api('DELETE', `/api/products/${id}`, { token: seller.token })).status).toBe(200);
    d = await check();
    expect(d.total).toBe(before.total);
    expect(d.points.map((p) => p.id)).not.toContain(a.id);
    expect(d.points.map((p) => p.id)).not.toContain(b.id);
    expect((await check('&category=electronique', 'category=electronique')).total).toBe(electronicsBefore);
    expect((await check('&category=mobilier', 'category=mobilier')).total).toBe(furnitureBefore);
  });

  it('caps points at high zoom and says so', async () => {
    const d = await map(`${TUNISIA}&zoom=18`);
    expect(d.mode).toBe('points');
    expect(d.points).toHaveLength(MAP_POINTS_CAP);
    expect(d.truncated).toBe(true);
    expect(d.total).toBe(await listTotal(''));
  });
});

describe('GET /api/geocode', () => {
  it('answers from the gazetteer in French and Arabic without calling the geocoder', async () => {
    simulated.requests = [];
    for (const q of ['Sousse', 'sousse', 'سوسة', 'سوسه']) {
      const res = await api('GET', `/api/geocode?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.source).toBe('gazetteer');
      expect(res.body.data[0]).toMatchObject({ id: 'sousse', label: 'Sousse', label_ar: 'سوسة', lat: 35.8256, lng: 10.6411, city: 'sousse', source: 'gazetteer' });
    }
    expect(simulated.requests).toHaveLength(0);
  });

  it('asks the (simulated) Nominatim service for anything else, within Tunisia, and caches the answer', async () => {
    simulated.requests = [];
    const first = await api('GET', `/api/geocode?q=${encodeURIComponent('Rue de Marseille')}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: [{ id: 'geocoder:11', label: 'Rue de Marseille, Tunis, Gouvernorat Tunis, Tunisie', label_ar: 'Rue de Marseille, Tunis, Gouvernorat Tunis, Tunisie', lat: 36.799, lng: 10.179, city: 'tunis', source: 'geocoder' }],
      meta: { source: 'geocoder' },
    });
    expect(simulated.requests).toHaveLength(1);
    const sent = simulated.requests[0]!.searchParams;
    expect(sent.get('countrycodes')).toBe('tn');
    expect(sent.get('bounded')).toBe('1');
    expect(sent.get('viewbox')).toBe('7.4,37.6,11.7,30.1');
    await api('GET', `/api/geocode?q=${encodeURIComponent('rue de marseille')}`);
    expect(simulated.requests).toHaveLength(1);
  });

  it('answers 503 in French when the geocoder does not answer in time', async () => {
    simulated.hang = true;
    try {
      const res = await api('GET', '/api/geocode?q=Avenue%20inconnue');
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('La recherche d’adresse est indisponible pour le moment');
    } finally {
      simulated.hang = false;
    }
  });

  it('refuses an empty query', async () => {
    const res = await api('GET', '/api/geocode?q=%20');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Indiquez une ville ou une adresse à rechercher');
  });

  it('serves the tile configuration to the browser', async () => {
    const res = await api('GET', '/api/map/config');
    expect(res.status).toBe(200);
    expect(res.body.data.tileUrl).toContain('{z}/{x}/{y}');
  });
});
