import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  bboxAround,
  EARTH_RADIUS_KM,
  intersectBBox,
  MAP_POINTS_CAP,
  mapCellDegrees,
  mapGridLevel,
  type BBox,
  type MapCluster,
  type MapPoint,
  type MapQuery,
  type MapResponse,
} from '@souk/domain';
import { appEnv } from '../../../env';
import { isPostgres, toBool, toNumber } from '../../../db/sql';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { productReads } from '../utils/read-cache';

/** At this zoom and beyond the map lists points whatever their number (capped); below, it clusters when the view holds more than the cap. */
export const MAP_ALWAYS_POINTS_ZOOM = 17;
/** A box wider than this many cells is clustered on coarser cells: a hand-made request cannot ask for millions of groups. */
const MAX_CELLS = 4096;

interface CellRow {
  gx: unknown;
  gy: unknown;
  n: unknown;
  lat: unknown;
  lng: unknown;
  /** The listing's id when the cell holds exactly one. */
  any_id: unknown;
}

interface PointRow {
  document_id: string;
  title: string;
  latitude: unknown;
  longitude: unknown;
  price: unknown;
  currency: string | null;
  is_free: unknown;
  category_slug: string | null;
}

/** Outward to whole cells, so nearby views share one cache entry and clusters stay put while panning. */
function snap(box: BBox, cell: number): BBox {
  return {
    west: Math.max(-180, Math.floor(box.west / cell) * cell),
    south: Math.max(-90, Math.floor(box.south / cell) * cell),
    east: Math.min(180, Math.ceil(box.east / cell) * cell),
    north: Math.min(90, Math.ceil(box.north / cell) * cell),
  };
}

/**
 * The listings map (ARCHITECTURE decisions 23 and 52): clusters are a GROUP BY over a grid, read
 * from the pre-aggregated `map_grid` on PostgreSQL when only the category filters (triggers keep it
 * exact in the writing transaction), else from the products table. Either way they are right the
 * moment a write commits and every replica answers the same. Filters are the listing's own (`applyFilters`).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const products = () => getService('product');

  /** Products matching the filters inside `box` (and the distance, when asked), on the indexed coordinate columns. */
  function inView(query: MapQuery, box: BBox): Knex.QueryBuilder {
    const q = products().filtered(query.filters);
    q.whereBetween('p.latitude', [box.south, box.north]).whereBetween('p.longitude', [box.west, box.east]);
    if (query.near) {
      const { lat, lng, km } = query.near;
      // Haversine, the same formula as haversineKm in @souk/domain; the box above has already
      // been cut to the circle's bounding box, so this runs on the few rows that box keeps.
      q.whereRaw(
        `2 * ${EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(p.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ?) / 2), 2))) <= ?`,
        [lat, lat, lng, km],
      );
    }
    return q;
  }

  async function points(query: MapQuery, box: BBox, ids?: number[]): Promise<{ points: MapPoint[]; truncated: boolean }> {
    const base = ids ? knex()(`${TABLES.products} as p`).whereIn('p.id', ids) : inView(query, box);
    const rows = (await base
      .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
      .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
      .select('p.document_id', 'p.title', 'p.latitude', 'p.longitude', 'p.price', 'p.currency', 'p.is_free', 'c.slug as category_slug')
      .orderBy('p.id', 'desc')
      .limit(MAP_POINTS_CAP + 1)) as PointRow[];
    const truncated = rows.length > MAP_POINTS_CAP;
    return {
      truncated,
      points: rows.slice(0, MAP_POINTS_CAP).map((r) => {
        const isFree = toBool(r.is_free);
        return {
          id: r.document_id,
          lat: toNumber(r.latitude)!,
          lng: toNumber(r.longitude)!,
          category: r.category_slug,
          price: isFree ? null : toNumber(r.price),
          currency: r.currency ?? 'TND',
          is_free: isFree,
          title: r.title,
        };
      }),
    };
  }

  /** Cells of the rows matching the query inside `box`, aggregated from the products table. */
  async function cellsFromProducts(query: MapQuery, box: BBox, cell: number): Promise<CellRow[]> {
    return (await inView(query, box)
      .select(
        knex().raw('floor(p.longitude / ?) as gx', [cell]),
        knex().raw('floor(p.latitude / ?) as gy', [cell]),
        knex().raw('count(*) as n'),
        knex().raw('avg(p.latitude) as lat'),
        knex().raw('avg(p.longitude) as lng'),
        knex().raw('min(p.id) as any_id'),
      )
      .groupByRaw('1, 2')) as CellRow[];
  }

  /**
   * The same cells added up from the pre-aggregated grid (decision 52): `level`'s cells nest in
   * `cell` (both are the zoom's cell times a power of two), and the snapped box is whole cells.
   */
  async function cellsFromGrid(query: MapQuery, box: BBox, cell: number, level: number): Promise<CellRow[]> {
    const fine = mapCellDegrees(level);
    const k = Math.round(cell / fine);
    const q = knex()('map_grid as g')
      .select(
        knex().raw('floor(g.gx::float8 / ?) as gx', [k]),
        knex().raw('floor(g.gy::float8 / ?) as gy', [k]),
        knex().raw('sum(g.n) as n'),
        knex().raw('sum(g.sum_lat) / sum(g.n) as lat'),
        knex().raw('sum(g.sum_lng) / sum(g.n) as lng'),
        knex().raw('sum(g.sum_id) as any_id'),
      )
      .where('g.level', level)
      .where('g.gx', '>=', Math.round(box.west / fine))
      .where('g.gx', '<', Math.round(box.east / fine))
      .where('g.gy', '>=', Math.round(box.south / fine))
      .where('g.gy', '<', Math.round(box.north / fine))
      .groupByRaw('1, 2');
    if (query.filters.category) q.whereIn('g.category_id', knex()(`${TABLES.categories} as c`).where('c.slug', query.filters.category).select('c.id'));
    return (await q) as CellRow[];
  }

  /** The grid answers views filtered by category at most; any other filter or a distance reads the listings themselves. */
  const gridLevelFor = (query: MapQuery) =>
    isPostgres(strapi) && Object.keys(query.filters).every((name) => name === 'category') && !query.near
      ? mapGridLevel(query.zoom)
      : null;

  const service = {
    async map(query: MapQuery): Promise<MapResponse> {
      let cell = mapCellDegrees(query.zoom);
      const requested = query.near ? intersectBBox(query.bbox, bboxAround(query.near, query.near.km)) : query.bbox;
      const empty: MapResponse = { data: { mode: 'points', total: 0, clusters: [], points: [], truncated: false } };
      if (!requested) return empty;
      const area = (requested.east - requested.west) * (requested.north - requested.south);
      // Doubling keeps every cell a whole number of the grid's cells (and of the zoom's).
      while (area / (cell * cell) > MAX_CELLS) cell *= 2;
      const box = snap(requested, cell);
      // Keyed on the snapped box: every view inside the same cells shares the answer; writes clear it.
      const key = `map:${JSON.stringify({ ...query, bbox: box, cell })}`;
      if (!appEnv().MAP_ANSWER_CACHE) return service.compute(query, box, cell);
      return productReads.wrap(key, () => service.compute(query, box, cell)) as Promise<MapResponse>;
    },

    async compute(query: MapQuery, box: BBox, cell: number): Promise<MapResponse> {
      if (query.zoom >= MAP_ALWAYS_POINTS_ZOOM) {
        const [found, count] = await Promise.all([points(query, box), inView(query, box).count({ n: 'p.id' }).first()]);
        const total = Number((count as { n?: unknown } | undefined)?.n ?? 0);
        return { data: { mode: 'points', total, clusters: [], points: found.points, truncated: found.truncated } };
      }

      const level = gridLevelFor(query);
      const cells = level === null ? await cellsFromProducts(query, box, cell) : await cellsFromGrid(query, box, cell, level);
      const total = cells.reduce((sum, c) => sum + Number(c.n), 0);

      // Few enough to draw one by one: the lean points, as at high zoom.
      if (total <= MAP_POINTS_CAP) {
        const found = await points(query, box);
        return { data: { mode: 'points', total, clusters: [], points: found.points, truncated: false } };
      }

      // A cell holding one listing is that listing, not a "1" bubble.
      const singles = cells.filter((c) => Number(c.n) === 1).map((c) => Number(c.any_id));
      const clusters: MapCluster[] = cells
        .filter((c) => Number(c.n) > 1)
        .map((c) => ({
          lat: toNumber(c.lat)!,
          lng: toNumber(c.lng)!,
          count: Number(c.n),
          // The cell itself: as few aggregates per row as possible, the scan is the cost.
          bbox: { west: Number(c.gx) * cell, south: Number(c.gy) * cell, east: (Number(c.gx) + 1) * cell, north: (Number(c.gy) + 1) * cell },
        }));
      const found = singles.length > 0 ? await points(query, box, singles.slice(0, MAP_POINTS_CAP)) : { points: [], truncated: false };
      return { data: { mode: 'clusters', total, clusters, points: found.points, truncated: singles.length > MAP_POINTS_CAP } };
    },
  };
  return service;
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'product-map': typeof service;
  }
}
