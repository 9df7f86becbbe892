import type { Core } from '@strapi/strapi';
import { mapCellDegrees } from '@souk/domain';
import { isPostgres } from '../lib/db';

/**
 * The map's pre-aggregated grid (ARCHITECTURE decision 52), PostgreSQL only: per grid level, cell
 * and category, the number of visible listings and the sums of their latitudes, longitudes and ids.
 * A country view then adds up a few thousand grid rows instead of aggregating 100k listings.
 *
 * Kept exact by triggers in the database, not by application code: every write that can move a
 * listing on the map (its coordinates, its hidden flag, its category link, its deletion, from the
 * API, the studio, a cascade or plain SQL) re-syncs that one listing inside the writing transaction.
 * `map_grid_members` records what the grid currently counts for each listing, so a sync subtracts
 * exactly that and adds the listing's present state, whatever order Strapi writes rows and links in.
 */
export const MAP_GRID_LEVELS = [8, 10, 12] as const;

/** The grid level a view at `zoom` reads (the coarsest level at least as fine as the zoom's cells), or null: direct SQL. */
export function mapGridLevel(zoom: number): number | null {
  return MAP_GRID_LEVELS.find((level) => level >= zoom) ?? null;
}

/** The grid cell index of a coordinate at `level`: the same float division the direct path runs. */
const cellOf = (column: string, level: number) => `floor(${column} / ${mapCellDegrees(level)})::int`;

function statements(): string[] {
  const [l1, l2, l3] = MAP_GRID_LEVELS;
  const cells = [l1, l2, l3].flatMap((l) => [`gx${l}`, `gy${l}`]);
  // One upsert (or decrement) per level; rows reaching zero listings are deleted.
  const apply = (sign: '+' | '-', src: 'm' | 'v') =>
    MAP_GRID_LEVELS.map(
      (l) => `
      INSERT INTO map_grid AS g (level, gx, gy, category_id, n, sum_lat, sum_lng, sum_id)
        VALUES (${l}, ${src}.gx${l}, ${src}.gy${l}, ${src}.category_id, ${sign}1, ${sign}${src}.lat, ${sign}${src}.lng, ${sign}${src}.product_id)
        ON CONFLICT (level, gx, gy, category_id) DO UPDATE
          SET n = g.n + EXCLUDED.n, sum_lat = g.sum_lat + EXCLUDED.sum_lat, sum_lng = g.sum_lng + EXCLUDED.sum_lng, sum_id = g.sum_id + EXCLUDED.sum_id;
      ${sign === '-' ? `DELETE FROM map_grid WHERE level = ${l} AND gx = m.gx${l} AND gy = m.gy${l} AND category_id = m.category_id AND n = 0;` : ''}`,
    ).join('\n');
  // What a listing contributes now: visible, placed, with its (first) category or 0.
  const current = `
      SELECT p.id AS product_id, p.latitude AS lat, p.longitude AS lng,
             coalesce((SELECT min(l.category_id) FROM products_category_lnk l WHERE l.product_id = p.id), 0) AS category_id,
             ${MAP_GRID_LEVELS.map((l) => `${cellOf('p.longitude', l)} AS gx${l}, ${cellOf('p.latitude', l)} AS gy${l}`).join(', ')}
        FROM products p
       WHERE p.id = pid AND p.is_hidden IS NOT TRUE AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL`;
  return [
    `CREATE TABLE IF NOT EXISTS map_grid (
       level smallint NOT NULL, gx integer NOT NULL, gy integer NOT NULL, category_id integer NOT NULL,
       n integer NOT NULL, sum_lat float8 NOT NULL, sum_lng float8 NOT NULL, sum_id bigint NOT NULL,
       PRIMARY KEY (level, gx, gy, category_id))`,
    `CREATE TABLE IF NOT EXISTS map_grid_members (
       product_id integer PRIMARY KEY, category_id integer NOT NULL, lat float8 NOT NULL, lng float8 NOT NULL,
       ${cells.map((c) => `${c} integer NOT NULL`).join(', ')})`,
    `CREATE OR REPLACE FUNCTION map_grid_sync(pid integer) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE m map_grid_members%ROWTYPE; v record; had boolean; has boolean;
     BEGIN
       SELECT * INTO m FROM map_grid_members WHERE product_id = pid;
       had := FOUND;
       SELECT * INTO v FROM (${current}) c;
       has := FOUND;
       IF had AND has AND m.category_id = v.category_id AND m.lat = v.lat AND m.lng = v.lng THEN RETURN; END IF;
       IF had THEN
         ${apply('-', 'm')}
         DELETE FROM map_grid_members WHERE product_id = pid;
       END IF;
       IF has THEN
         ${apply('+', 'v')}
         INSERT INTO map_grid_members (product_id, category_id, lat, lng, ${cells.join(', ')})
           VALUES (pid, v.category_id, v.lat, v.lng, ${cells.map((c) => `v.${c}`).join(', ')});
       END IF;
     END $$`,
    `CREATE OR REPLACE FUNCTION map_grid_product_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN PERFORM map_grid_sync(OLD.id); RETURN NULL; END IF;
       IF TG_OP = 'UPDATE' AND NEW.latitude IS NOT DISTINCT FROM OLD.latitude AND NEW.longitude IS NOT DISTINCT FROM OLD.longitude
          AND NEW.is_hidden IS NOT DISTINCT FROM OLD.is_hidden AND NEW.id = OLD.id THEN RETURN NULL; END IF;
       IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN PERFORM map_grid_sync(OLD.id); END IF;
       PERFORM map_grid_sync(NEW.id);
       RETURN NULL;
     END $$`,
    `CREATE OR REPLACE FUNCTION map_grid_link_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM map_grid_sync(OLD.product_id); END IF;
       IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id OR NEW.category_id IS DISTINCT FROM OLD.category_id) THEN
         PERFORM map_grid_sync(NEW.product_id);
       END IF;
       RETURN NULL;
     END $$`,
    'DROP TRIGGER IF EXISTS map_grid_products ON products',
    'CREATE TRIGGER map_grid_products AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION map_grid_product_trigger()',
    'DROP TRIGGER IF EXISTS map_grid_links ON products_category_lnk',
    'CREATE TRIGGER map_grid_links AFTER INSERT OR UPDATE OR DELETE ON products_category_lnk FOR EACH ROW EXECUTE FUNCTION map_grid_link_trigger()',
  ];
}

/**
 * Recomputes the whole grid from the listings in one transaction (at boot, and after a bulk load
 * that bypassed the triggers): whatever happened while no trigger existed, the grid then matches.
 */
export async function rebuildMapGrid(knex: Core.Strapi['db']['connection']) {
  const [l1, l2, l3] = MAP_GRID_LEVELS;
  await knex.transaction(async (trx) => {
    // One rebuild at a time when several replicas boot together; writes wait for it.
    await trx.raw('LOCK TABLE map_grid_members IN EXCLUSIVE MODE');
    await trx.raw('TRUNCATE map_grid, map_grid_members');
    await trx.raw(`
      INSERT INTO map_grid_members (product_id, category_id, lat, lng, gx${l1}, gy${l1}, gx${l2}, gy${l2}, gx${l3}, gy${l3})
      SELECT p.id, coalesce(l.category_id, 0), p.latitude, p.longitude,
             ${MAP_GRID_LEVELS.map((l) => `${cellOf('p.longitude', l)}, ${cellOf('p.latitude', l)}`).join(', ')}
        FROM products p
        LEFT JOIN (SELECT product_id, min(category_id) AS category_id FROM products_category_lnk GROUP BY product_id) l ON l.product_id = p.id
       WHERE p.is_hidden IS NOT TRUE AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL`);
    for (const l of MAP_GRID_LEVELS) {
      await trx.raw(`
        INSERT INTO map_grid (level, gx, gy, category_id, n, sum_lat, sum_lng, sum_id)
        SELECT ${l}, gx${l}, gy${l}, category_id, count(*), sum(lat), sum(lng), sum(product_id)
          FROM map_grid_members GROUP BY gx${l}, gy${l}, category_id`);
    }
  });
  await knex.raw('ANALYZE map_grid');
}

export async function ensureMapGrid(strapi: Core.Strapi) {
  if (!isPostgres(strapi)) return;
  const knex = strapi.db.connection;
  for (const sql of statements()) await knex.raw(sql);
  await rebuildMapGrid(knex);
}
