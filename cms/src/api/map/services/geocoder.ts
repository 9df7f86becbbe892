import type { Core } from '@strapi/strapi';
import {
  isInTunisia,
  normalizeSearchText,
  placeResult,
  resolveCity,
  searchPlaces,
  TUNISIA_BOUNDS,
  type GeocodeResult,
} from '@souk/domain';
import { appEnv } from '../../../env';
import { serviceUnavailable, tooManyRequests } from '../../../http/errors';
import { MicroCache } from '../../../cache/micro-cache';

const DAY = 24 * 60 * 60 * 1000;
/** Requests waiting for their turn at the remote geocoder; beyond, callers are told to retry. */
const MAX_QUEUE = 5;
const REMOTE_LIMIT = 5;

interface NominatimResult {
  place_id?: unknown;
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  name?: unknown;
}

const unavailable = () => serviceUnavailable('geocodeUnavailable');

/**
 * Place search for the picker (ARCHITECTURE decision 9): the built-in gazetteer first, then the
 * configured Nominatim-compatible service, so that browsers never call the geocoder themselves.
 * Remote answers are cached a day, limited to Tunisia, and sent one at a time at most once per
 * `GEOCODER_MIN_INTERVAL_MS` (Nominatim's usage policy), each with a timeout.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new MicroCache<GeocodeResult[]>(DAY, 1000);
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let lastCall = 0;

  async function remote(query: string): Promise<GeocodeResult[]> {
    const env = appEnv();
    const url = new URL(env.GEOCODER_URL);
    const b = TUNISIA_BOUNDS;
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('countrycodes', 'tn');
    url.searchParams.set('viewbox', `${b.west},${b.north},${b.east},${b.south}`);
    url.searchParams.set('bounded', '1');
    url.searchParams.set('limit', String(REMOTE_LIMIT));
    url.searchParams.set('accept-language', 'fr,ar');
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Souk marketplace geocoder proxy' },
        signal: AbortSignal.timeout(env.GEOCODER_TIMEOUT_MS),
      });
    } catch (error) {
      strapi.log.warn(`geocoder: ${(error as Error).message}`);
      throw unavailable();
    }
    if (!response.ok) {
      strapi.log.warn(`geocoder: HTTP ${response.status}`);
      throw unavailable();
    }
    const body = (await response.json().catch(() => null)) as NominatimResult[] | null;
    if (!Array.isArray(body)) throw unavailable();
    return body.flatMap((r): GeocodeResult[] => {
      const lat = Number(r.lat);
      const lng = Number(r.lon);
      const label = typeof r.display_name === 'string' ? r.display_name : typeof r.name === 'string' ? r.name : '';
      // `bounded` is a hint some Nominatim-compatible servers ignore: the bounds are checked here too.
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || label === '' || !isInTunisia({ lat, lng })) return [];
      const city = label.split(',').map((part) => resolveCity(part)).find((c) => c !== null) ?? null;
      return [{ id: `geocoder:${String(r.place_id ?? `${lat},${lng}`)}`, label, label_ar: label, lat, lng, city: city?.slug ?? null, source: 'geocoder' }];
    });
  }

  /** One remote call at a time, spaced by the minimum interval; a long queue answers 429. */
  function throttled(query: string): Promise<GeocodeResult[]> {
    if (waiting >= MAX_QUEUE) return Promise.reject(tooManyRequests());
    waiting++;
    const run = turn.then(async () => {
      const wait = lastCall + appEnv().GEOCODER_MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastCall = Date.now();
      return remote(query);
    });
    turn = run.catch(() => undefined).finally(() => waiting--);
    return run;
  }

  return {
    async search(query: string): Promise<{ data: GeocodeResult[]; meta: { source: 'gazetteer' | 'geocoder' | 'none' } }> {
      const places = searchPlaces(query);
      if (places.length > 0) return { data: places.map(placeResult), meta: { source: 'gazetteer' } };
      const key = normalizeSearchText(query);
      if (key === '' || appEnv().GEOCODER_URL.trim() === '') return { data: [], meta: { source: 'none' } };
      const data = await cache.wrap(key, () => throttled(query));
      return { data, meta: { source: 'geocoder' } };
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    geocoder: typeof service;
  }
}
