import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapResponse } from '@souk/domain';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const mapBody = (data: Partial<MapResponse['data']>): MapResponse => ({
  data: { mode: 'points', total: 0, clusters: [], points: [], truncated: false, ...data },
});

const points: MapResponse['data']['points'] = [
  { id: 'p1', lat: 36.8, lng: 10.18, category: 'mobilier', price: 850, currency: 'TND', is_free: false, title: 'Canapé velours' },
  { id: 'p2', lat: 36.81, lng: 10.19, category: 'electronique', price: null, currency: 'TND', is_free: true, title: 'Vieux téléviseur' },
];

function fakeBackend() {
  return installFakeApi({
    'GET /map/config': () => ({ body: { data: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'test' } } }),
    'GET /products/map': () => ({ body: mapBody({ total: 2, points }) }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/map', () => {
  it('falls back to Tunis when the browser has no geolocation, then asks the server for the visible box', async () => {
    expect('geolocation' in navigator).toBe(false); // as jsdom ships
    const api = fakeBackend();
    renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'Carte Interactive' })).toBeInTheDocument();
    expect(await screen.findByText('Géolocalisation non supportée')).toBeInTheDocument();
    expect(await screen.findByText('2 produit(s) trouvé(s)')).toBeInTheDocument();
    const call = api.callsTo('GET', '/products/map')[0]!;
    expect(call.query.get('zoom')).toBe('13');
    const [west, south, east, north] = call.query.get('bbox')!.split(',').map(Number);
    // Centred on central Tunis (jsdom lays nothing out, so the box is the centre itself).
    expect((west! + east!) / 2).toBeCloseTo(10.1815, 3);
    expect((south! + north!) / 2).toBeCloseTo(36.8065, 3);
  });

  it('asks for the position with SPEC options and lists the results for keyboard users', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _error?: PositionErrorCallback, _options?: PositionOptions) => ok({ coords: { latitude: 35.8256, longitude: 10.6411 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    fakeBackend();
    renderApp('/map');
    expect(await screen.findByText('Position trouvée')).toBeInTheDocument();
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    (await screen.findByRole('button', { name: 'Voir en liste' })).click();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Canapé velours' })).toHaveAttribute('href', '/product/p1'));
    expect(screen.getByRole('link', { name: 'Vieux téléviseur' })).toBeInTheDocument();
    expect(screen.getAllByText('Gratuit').length).toBeGreaterThan(0);
  });
});
