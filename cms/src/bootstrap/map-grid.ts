import type { Core } from '@strapi/strapi';
import { MAP_GRID_LEVELS, mapCellDegrees } from '@souk/domain';
import { isPostgres } from '../db/sql';

/**
 * The map's pre-aggregated grid (ARCHITECTURE decision 52), PostgreSQL only: per grid level, cell
 * and category, the number of visible listings and the sums of their latitudes, longitudes and ids.
 * A country view then adds up a few thousand grid rows instead of aggregating 100k listings.
 *
 * Kept exact by statement triggers in the database, not by application code: every write that can
 * move a listing on the map (its coordinates, its hidden flag, its lifecycle — expired, sold —, its category link, its deletion, from
 * the API, the studio, a cascade or plain SQL) re-syncs the listings it touched inside the writing
 * transaction. `map_grid_members` records what the grid currently counts for each listing, so a
 * re-sync subtracts exactly that and adds their present state, whatever order Strapi writes rows
 * and links in.
 */

/** The grid cell index of a coordinate at `level`: the same float division the direct path runs. */
const cellOf = (column: string, level: number) => `floor(${column} / ${mapCellDegrees(level)})::int`;

/** Grid rows of a set of members (`src`), one per level, cell and category, each sum multiplied by `sign`. */
function perCell(src: string, sign: '' | '-') {
  return MAP_GRID_LEVELS.map(
    (l) => `SELECT ${l} AS level, gx${l} AS gx, gy${l} AS gy, category_id, ${sign}count(*) AS n, ${sign}sum(lat) AS sum_lat, ${sign}sum(lng) AS sum_lng, ${sign}sum(product_id) AS sum_id FROM ${src} GROUP BY gx${l}, gy${l}, category_id`,
  ).join(' UNION ALL ');
}

const UPSERT = `ON CONFLICT (level, gx, gy, category_id) DO UPDATE
  SET n = g.n + EXCLUDED.n, sum_lat = g.sum_lat + EXCLUDED.sum_lat, sum_lng = g.sum_lng + EXCLUDED.sum_lng, sum_id = g.sum_id + EXCLUDED.sum_id`;

function statements(): string[] {
  const cells = MAP_GRID_LEVELS.flatMap((l) => [`gx${l}`, `gy${l}`]);
  const members = `product_id, category_id, lat, lng, ${cells.join(', ')}`;
  // Set-based, so a bulk load (100k rows in one INSERT) costs a few statements, not 100k calls.
  const resync = `CREATE OR REPLACE FUNCTION map_grid_resync(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       IF pids IS NULL OR cardinality(pids) = 0 THEN RETURN; END IF;
       -- Take out what the grid counts for these listings...
       WITH gone AS (DELETE FROM map_grid_members m USING (SELECT DISTINCT unnest(pids) AS id) t WHERE m.product_id = t.id RETURNING m.*)
       INSERT INTO map_grid AS g (level, gx, gy, category_id, n, sum_lat, sum_lng, sum_id) ${perCell('gone', '-')} ${UPSERT};
       -- ...and put in their present state: public (not hidden, active), placed, first category or none.
       WITH cur AS (
         INSERT INTO map_grid_members (${members})
         SELECT p.id, coalesce((SELECT min(l.category_id) FROM products_category_lnk l WHERE l.product_id = p.id), 0), p.latitude, p.longitude,
                ${MAP_GRID_LEVELS.map((l) => `${cellOf('p.longitude', l)}, ${cellOf('p.latitude', l)}`).join(', ')}
           FROM products p JOIN (SELECT DISTINCT unnest(pids) AS id) t ON p.id = t.id
          WHERE p.is_hidden IS NOT TRUE AND p.lifecycle = 'active' AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
         RETURNING *)
       INSERT INTO map_grid AS g (level, gx, gy, category_id, n, sum_lat, sum_lng, sum_id) ${perCell('cur', '')} ${UPSERT};
       DELETE FROM map_grid WHERE n = 0;
     END $$`;
  // Transition tables allow one event per trigger: three triggers per table.
  const productTriggers = [
    ['insert', 'INSERT', 'NEW TABLE AS changed', 'SELECT array_agg(id) FROM changed'],
    ['delete', 'DELETE', 'OLD TABLE AS changed', 'SELECT array_agg(id) FROM changed'],
  ] as const;
  // Likes, titles and prices update the row too, and a like is the hottest write there is: the
  // update trigger is per row with a column list and a WHEN, which PostgreSQL checks in C without
  // calling any function, so only a move or a hide resyncs (a statement trigger with transition
  // tables, the earlier version, ran on every like and cost a third of its UPDATE). A bulk move
  // pays one call per listing moved.
  const moved = [
    `CREATE OR REPLACE FUNCTION map_grid_products_moved() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM map_grid_resync(ARRAY[OLD.id, NEW.id]); RETURN NULL; END $$`,
    'DROP TRIGGER IF EXISTS map_grid_products_update ON products',
    'DROP FUNCTION IF EXISTS map_grid_products_update()',
    'DROP TRIGGER IF EXISTS map_grid_products_moved ON products',
    `CREATE TRIGGER map_grid_products_moved AFTER UPDATE OF latitude, longitude, is_hidden, lifecycle, id ON products FOR EACH ROW
       WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
             OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden OR OLD.lifecycle IS DISTINCT FROM NEW.lifecycle OR OLD.id IS DISTINCT FROM NEW.id)
       EXECUTE FUNCTION map_grid_products_moved()`,
  ];
  const linkTriggers = [
    ['insert', 'INSERT', 'NEW TABLE AS changed', 'SELECT array_agg(product_id) FROM changed'],
    ['delete', 'DELETE', 'OLD TABLE AS changed', 'SELECT array_agg(product_id) FROM changed'],
    ['update', 'UPDATE', 'OLD TABLE AS before NEW TABLE AS after', 'SELECT array_agg(product_id) FROM (SELECT product_id FROM before UNION SELECT product_id FROM after) x'],
  ] as const;
  const trigger = (table: string, prefix: string, [name, event, referencing, ids]: readonly [string, string, string, string]) => [
    `CREATE OR REPLACE FUNCTION ${prefix}_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM map_grid_resync((${ids})); RETURN NULL; END $$`,
    `DROP TRIGGER IF EXISTS ${prefix}_${name} ON ${table}`,
    `CREATE TRIGGER ${prefix}_${name} AFTER ${event} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${prefix}_${name}()`,
  ];
  return [
    `CREATE TABLE IF NOT EXISTS map_grid (
       level smallint NOT NULL, gx integer NOT NULL, gy integer NOT NULL, category_id integer NOT NULL,
       n integer NOT NULL, sum_lat float8 NOT NULL, sum_lng float8 NOT NULL, sum_id bigint NOT NULL,
       PRIMARY KEY (level, gx, gy, category_id))`,
    // Cells emptied by a write are found through this, not by reading the grid.
    'CREATE INDEX IF NOT EXISTS map_grid_empty_idx ON map_grid (level) WHERE n = 0',
    `CREATE TABLE IF NOT EXISTS map_grid_members (
       product_id integer PRIMARY KEY, category_id integer NOT NULL, lat float8 NOT NULL, lng float8 NOT NULL,
       ${cells.map((c) => `${c} integer NOT NULL`).join(', ')})`,
    // The first, per-row version of the triggers (replaced: a bulk load paid one call per row).
    'DROP TRIGGER IF EXISTS map_grid_products ON products',
    'DROP TRIGGER IF EXISTS map_grid_links ON products_category_lnk',
    'DROP FUNCTION IF EXISTS map_grid_product_trigger()',
    'DROP FUNCTION IF EXISTS map_grid_link_trigger()',
    'DROP FUNCTION IF EXISTS map_grid_sync(integer)',
    resync,
    ...productTriggers.flatMap((t) => trigger('products', 'map_grid_products', t)),
    ...moved,
    ...linkTriggers.flatMap((t) => trigger('products_category_lnk', 'map_grid_links', t)),
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
       WHERE p.is_hidden IS NOT TRUE AND p.lifecycle = 'active' AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL`);
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
