import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { KIND_FIELDS, isCategoryKind, type ApiProduct, type CategoryKind, type KindFields, type ProductImage } from '@souk/domain';
import { serializeProduct, toImage, type ComponentRow, type Components, type ImageRow, type ProductRow } from './serialize';
import { TABLES, UIDS } from '../../../db/tables';
import { isPostgres } from '../../../db/sql';
import { runPrepared } from '../../../framework/prepared';

/**
 * What a listing shows, read by id: the product row with its category and seller, its photos and
 * its kind's fields (car, real estate, job), turned into the API's product (utils/serialize.ts).
 */

/** The product row's columns the screens show, with its category's and its seller's. */
export const SELECT = [
  'p.id', 'p.document_id', 'p.title', 'p.description', 'p.price', 'p.currency', 'p.is_free', 'p.is_reserved',
  'p.is_promoted', 'p.promoted_at', 'p.like_count', 'p.view_count', 'p.condition', 'p.city', 'p.location', 'p.latitude',
  'p.longitude', 'p.created_at', 'p.updated_at',
  'c.slug as category_slug', 'c.name as category_name', 'c.name_ar as category_name_ar', 'c.color as category_color',
  'c.icon as category_icon', 'c.kind as category_kind', 'p.is_hidden', 'u.document_id as owner_document_id', 'u.display_name as owner_display_name',
  'u.username as owner_username', 'p.lifecycle', 'p.expires_at', 'p.sold_at',
];

// Each kind's component table is read only when the page holds a listing of that kind.
const COMPONENT_TABLES = (Object.entries(KIND_FIELDS) as Array<[CategoryKind, KindFields | null]>).flatMap(([kind, k]) =>
  k ? [{ key: k.component, kind, type: k.uid, table: k.table }] : [],
);

/** `products as p` with its category (`c`) and its seller (`u`). */
export const joined = (db: Knex) =>
  db(`${TABLES.products} as p`)
    .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
    .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
    .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
    .leftJoin(`${TABLES.users} as u`, 'u.id', 'po.user_id');

/** The rows' photos (a list: the first one each) and kind fields, one query each, then each row serialized. */
export async function hydrate(db: Knex, rows: ProductRow[], opts: { list: boolean }): Promise<ApiProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const imageQuery = db(`${TABLES.fileRelations} as m`)
    .join(`${TABLES.files} as f`, 'f.id', 'm.file_id')
    .where('m.related_type', UIDS.product)
    .where('m.field', 'images')
    .whereIn('m.related_id', ids)
    .orderBy([{ column: 'm.related_id' }, { column: 'm.order' }, { column: 'm.id' }])
    .select('m.related_id', 'f.url', 'f.width', 'f.height', 'f.formats', 'f.alternative_text') as unknown as Promise<ImageRow[]>;
  const kinds = new Set(rows.map((r) => (isCategoryKind(r.category_kind) ? r.category_kind : 'autres')));
  const componentQueries = COMPONENT_TABLES.filter((t) => kinds.has(t.kind)).map(({ key, type, table }) =>
    (db(`${TABLES.productComponents} as pc`)
      .join(`${table} as t`, 't.id', 'pc.cmp_id')
      .where('pc.component_type', type)
      .whereIn('pc.entity_id', ids)
      .select('pc.entity_id', 't.*') as unknown as Promise<ComponentRow[]>).then((list) => ({ key, list })),
  );
  const [imageRows, ...componentLists] = await Promise.all([imageQuery, ...componentQueries]);

  const images = new Map<number, ProductImage[]>();
  for (const row of imageRows) {
    const list = images.get(row.related_id) ?? [];
    if (!opts.list || list.length === 0) list.push(toImage(row));
    images.set(row.related_id, list);
  }
  const components = new Map<number, Components>();
  for (const { key, list } of componentLists) {
    for (const row of list) {
      const entry = components.get(row.entity_id) ?? {};
      entry[key] = row;
      components.set(row.entity_id, entry);
    }
  }
  return rows.map((r) => serializeProduct(r, images.get(r.id) ?? [], components.get(r.id) ?? {}, opts));
}

/**
 * PostgreSQL: a page's rows, first photos and kind fields in ONE statement of a constant text, so
 * that it is a named prepared statement (framework/prepared.ts), parsed and planned once per
 * connection (ARCHITECTURE decision 89). As 3–5 statements at 1M listings, their parsing and
 * planning took 1.2 ms a page of PostgreSQL's time (against 0.6 ms to run them), and each statement
 * a system call of the cms's.
 */
const LISTED_SQL = (() => {
  const lead = `(SELECT json_build_object('url', f.url, 'width', f.width, 'height', f.height, 'formats', f.formats, 'alternative_text', f.alternative_text)
      FROM ${TABLES.fileRelations} m JOIN ${TABLES.files} f ON f.id = m.file_id
      WHERE m.related_type = '${UIDS.product}' AND m.field = 'images' AND m.related_id = p.id
      ORDER BY m."order", m.id LIMIT 1) AS lead_image`;
  const kindCases = COMPONENT_TABLES.map(
    ({ kind, type, table }) =>
      `WHEN '${kind}' THEN (SELECT row_to_json(t) FROM ${TABLES.productComponents} x JOIN ${table} t ON t.id = x.cmp_id WHERE x.entity_id = p.id AND x.component_type = '${type}' LIMIT 1)`,
  );
  return `SELECT ${SELECT.join(', ')}, ${lead}, CASE c.kind ${kindCases.join(' ')} END AS kind_fields
    FROM unnest(?::int[]) WITH ORDINALITY AS k(id, n)
    JOIN ${TABLES.products} p ON p.id = k.id
    LEFT JOIN ${TABLES.productCategory} pc ON pc.product_id = p.id
    LEFT JOIN ${TABLES.categories} c ON c.id = pc.category_id
    LEFT JOIN ${TABLES.productOwner} po ON po.product_id = p.id
    LEFT JOIN ${TABLES.users} u ON u.id = po.user_id
    ORDER BY k.n`;
})();

type ListedRow = ProductRow & { lead_image: ImageRow | null; kind_fields: ComponentRow | null };

/** Listings by id as a list shows them (first photo, short description), in the order of `ids`; unknown ids are left out. */
export async function listedByIds(strapi: Core.Strapi, ids: number[]): Promise<ApiProduct[]> {
  if (ids.length === 0) return [];
  const db = strapi.db.connection;
  if (isPostgres(strapi)) {
    // One text whatever the page: the ids go as one array literal (knex would spread a JS array).
    const rows = await runPrepared<ListedRow>(strapi, db.raw(LISTED_SQL, [`{${ids.join(',')}}`]));
    return rows.map(({ lead_image, kind_fields, ...row }) => {
      const kind = isCategoryKind(row.category_kind) ? KIND_FIELDS[row.category_kind] : null;
      const components: Components = kind && kind_fields ? { [kind.component]: kind_fields } : {};
      return serializeProduct(row, lead_image ? [toImage(lead_image)] : [], components, { list: true });
    });
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = (await joined(db).select(SELECT).whereIn('p.id', ids)) as ProductRow[];
  rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
  return hydrate(db, rows, { list: true });
}
