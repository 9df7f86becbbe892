import type { Knex } from 'knex';
import { COMPONENT_FIELDS, KIND_FIELDS, KIND_FILTERS, filterColumnValues, isCategoryKind, type ComponentName } from '@souk/domain';
import { TABLES } from '../../../db/tables';

/**
 * The filter columns of the products row (issue 26; ARCHITECTURE "Filter columns"): a copy of
 * each filterable component field (`car_brand`, `real_estate_rooms`, …) on the listing's own row,
 * where an index can serve it. The write service refreshes them with the search text after every
 * write; the boot backfills the rows whose `filters_version` is older than this one (a new
 * filter, or rows written before the columns existed). Version 2 added `category_ref`: the listing's
 * category id (Strapi's relation, link table `products_category_lnk`) copied on the row, so a
 * category with a sort is one range of `(category_ref, created_at, id)` (decision 79).
 */
export const FILTERS_VERSION = 2;

/** The filter columns, in the table's order: the schema test checks schema.json declares each one. */
export const FILTER_COLUMNS = KIND_FILTERS.map((f) => f.column);

type ComponentRow = Record<string, unknown> & { id: number; entity_id: number };

/**
 * Recomputes the filter columns of these listings from their components and category (the
 * category id on the row, `category_ref`, equal to the relation after every write), and writes the
 * real-estate sale/rent field where it is missing (read from the title and text: the migration of
 * the listings published before the field existed).
 */
export async function syncFilterColumns(db: Knex, ids: readonly number[]) {
  if (ids.length === 0) return;
  const products = (await db(`${TABLES.products} as p`)
    .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
    .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
    .whereIn('p.id', ids)
    .select('p.id', 'p.title', 'p.description', 'c.kind', 'c.id as category_id')) as Array<{ id: number; title: string | null; description: string | null; kind: string | null; category_id: number | null }>;
  const components = new Map<ComponentName, Map<number, ComponentRow>>();
  for (const k of COMPONENT_FIELDS) {
    const rows = (await db(`${TABLES.productComponents} as pc`)
      .join(`${k.table} as t`, 't.id', 'pc.cmp_id')
      .where('pc.component_type', k.uid)
      .whereIn('pc.entity_id', ids)
      .select('pc.entity_id', 't.*')) as ComponentRow[];
    components.set(k.component, new Map(rows.map((r) => [Number(r.entity_id), r])));
  }
  for (const p of products) {
    const kind = isCategoryKind(p.kind) ? p.kind : undefined;
    const k = kind ? KIND_FIELDS[kind] : null;
    const component = k ? components.get(k.component)?.get(Number(p.id)) : undefined;
    const values = filterColumnValues(kind, component, `${p.title ?? ''} ${p.description ?? ''}`);
    if (k?.component === 'real_estate' && component && (component.deal === null || component.deal === undefined)) {
      await db(k.table).where('id', component.id).update({ deal: values.real_estate_deal });
    }
    await db(TABLES.products).where('id', p.id).update({ ...values, category_ref: p.category_id ?? null, filters_version: FILTERS_VERSION });
  }
}

/**
 * Backfills the listings whose filter columns are older than FILTERS_VERSION, 500 at a time, in id
 * order from where the last batch ended: starting each batch from the first id again walked past
 * every row already done, ~n²/1 000 rows for n listings (10⁹ at 1M on an upgrade).
 */
export async function backfillFilterColumns(db: Knex): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = (await db(TABLES.products)
      .where('id', '>', after)
      .where((w) => w.whereNull('filters_version').orWhere('filters_version', '<', FILTERS_VERSION))
      .orderBy('id')
      .limit(500)
      .select('id')) as Array<{ id: number }>;
    if (rows.length === 0) return done;
    const ids = rows.map((r) => Number(r.id));
    await db.transaction((trx) => syncFilterColumns(trx, ids));
    done += rows.length;
    after = ids[ids.length - 1]!;
  }
}
