import { describe, expect, it } from 'vitest';
import {
  FIELD_ROWS,
  KIND_FIELDS,
  OPTION_LABELS,
  productSpecGroups,
  publishFormSchema,
  publishFormToProductInput,
  type ApiProduct,
  type CategoryKind,
  type FieldRow,
  type PublishFormValues,
} from '@souk/domain';
import { api, signUp, sql, useServer } from './api';

useServer();

/**
 * Every row of the product field table round-trips: publish form → body → POST /api/products →
 * the kind's component table → GET /api/products/:id, each field with the value the seller chose.
 */
const NUMBERS: Record<string, number> = {
  car_year: 2019,
  car_mileage: 84_000,
  car_doors: 5,
  real_estate_rooms: 4,
  real_estate_bathrooms: 2,
  real_estate_surface: 135,
  real_estate_floor: 3,
  job_salary_min: 1800,
  job_salary_max: 2600,
};
const TEXTS: Record<string, string> = { car_brand: 'BMW', car_model: 'Série 3', car_color: 'Gris', car_engine_size: '2.0', job_company: 'Souk SARL' };
const LISTS: Record<string, string[]> = { car_equipment: ['navigation', 'camera_rear'], job_benefits: ['Tickets restaurant', 'Mutuelle'] };

/** A value the seller may pick for a row, as the API gives it back. */
function sample(row: FieldRow): unknown {
  if (row.type === 'bool') return true;
  if (row.type === 'int') return NUMBERS[row.key];
  if (row.type === 'list') return LISTS[row.key];
  if (row.type === 'option') return Object.keys(OPTION_LABELS[row.options!]).at(-1);
  return TEXTS[row.key];
}

/** What the component table stores for a sample (lists are JSON, booleans 0/1 on SQLite). */
const stored = (row: FieldRow, raw: unknown) => {
  if (row.type === 'list') return JSON.parse(typeof raw === 'string' ? raw : JSON.stringify(raw));
  if (row.type === 'bool') return raw === true || raw === 1;
  if (row.type === 'int') return Number(raw);
  return raw;
};

const KINDS = Object.keys(KIND_FIELDS).filter((kind) => KIND_FIELDS[kind as CategoryKind]) as CategoryKind[];

async function productRow(documentId: string) {
  const [row] = await sql<{ id: number; price: unknown; is_free: unknown }>('SELECT id, price, is_free FROM products WHERE document_id = ?', [documentId]);
  return row!;
}

async function componentRow(productId: number, kind: CategoryKind) {
  const k = KIND_FIELDS[kind]!;
  const rows = await sql<Record<string, unknown>>(
    `SELECT t.* FROM products_cmps pc JOIN ${k.table} t ON t.id = pc.cmp_id WHERE pc.entity_id = ? AND pc.component_type = ?`,
    [productId, k.uid],
  );
  return rows[0];
}

describe('the product field table', () => {
  it('has a sample for every row, so a new row is covered here', () => {
    for (const row of FIELD_ROWS) expect(sample(row), row.key).not.toBeUndefined();
  });

  it.each(KINDS)('%s: every field goes form → API → database → API unchanged', async (kind) => {
    const seller = await signUp();
    const rows = FIELD_ROWS.filter((row) => row.kind === kind);
    const form: Record<string, unknown> = { kind, title: `Annonce complète ${kind}`, description: 'Tous les champs remplis.', location: 'Sousse', is_free: false, price: '1 200' };
    for (const row of rows) if (row.form) form[row.form] = sample(row);
    expect(rows.every((row) => row.form), 'every row is on the publish form').toBe(true);
    expect(publishFormSchema.safeParse(form).success).toBe(true);

    const created = await api<{ data: ApiProduct }>('POST', '/api/products', { token: seller.token, body: publishFormToProductInput(form as PublishFormValues) });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const record = created.body.data as unknown as Record<string, unknown>;
    for (const row of rows) expect(record[row.key], row.key).toEqual(sample(row));

    const product = await productRow(created.body.data.id);
    const component = await componentRow(product.id, kind);
    expect(component, 'component row').toBeDefined();
    for (const row of rows) expect(stored(row, component![row.column]), `${row.key} stored in ${row.column}`).toEqual(sample(row));

    const read = await api<{ data: ApiProduct }>('GET', `/api/products/${created.body.data.id}`);
    const again = read.body.data as unknown as Record<string, unknown>;
    for (const row of rows) expect(again[row.key], row.key).toEqual(sample(row));
    // Other kinds' fields stay empty.
    for (const row of FIELD_ROWS.filter((r) => r.kind !== kind)) expect(again[row.key], row.key).toEqual(row.type === 'list' ? [] : null);

    // The detail page shows one labelled row per field, in French and in Arabic.
    for (const language of ['fr', 'ar'] as const) {
      const shown = productSpecGroups(read.body.data, language).flatMap((group) => group.rows);
      for (const row of rows) expect(shown.find((s) => s.key === row.key)?.label, `${language} ${row.key}`).toBe(row.label[language]);
    }
  });

  it('a free listing is is_free from the form to the API, and becomes paid with a price', async () => {
    const seller = await signUp();
    const form = { kind: 'autres', category: 'mobilier', title: 'Armoire à donner', description: 'À venir chercher.', location: 'Tunis', is_free: true, price: '300' } as PublishFormValues;
    const body = publishFormToProductInput(form);
    expect(body).not.toHaveProperty('price');
    const created = await api<{ data: ApiProduct }>('POST', '/api/products', { token: seller.token, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ is_free: true, price: null });
    const row = await productRow(created.body.data.id);
    // The price column is the sort and range key: 0 for a free listing.
    expect([Number(row.price), row.is_free === true || row.is_free === 1]).toEqual([0, true]);

    const paid = await api<{ data: ApiProduct }>('PUT', `/api/products/${created.body.data.id}`, { token: seller.token, body: { is_free: false, price: 250 } });
    expect(paid.body.data).toMatchObject({ is_free: false, price: 250 });
    const freeAgain = await api('PUT', `/api/products/${created.body.data.id}`, { token: seller.token, body: { is_free: true } });
    expect(freeAgain.body.data).toMatchObject({ is_free: true, price: null });
  });
});
