import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../messages';
import { OPTION_LABELS } from '../options';
import { COMPONENT_FIELDS, FIELD_ROWS, KIND_FIELDS } from './field-table';
import { COMPONENT_FIELD_LABELS } from './field-labels';
import { productInputSchema } from './schema';
import { publishFormSchema, publishFormToProductInput, type PublishFormValues } from './publish-form';
import { productSpecGroups } from './specs';
import { apiPrice, storedPrice } from './free';
import type { ApiProduct } from './contract';
import type { TableMatchesInput } from './input';

const allKeys = FIELD_ROWS.flatMap((row) => [row.key, ...row.aliases]);

describe('the product field table', () => {
  it('names the same columns as the normalised input types', () => {
    const matches: TableMatchesInput = [true, true, true];
    expect(matches).toEqual([true, true, true]);
  });

  it('names every body key, form field and column once', () => {
    expect(new Set(allKeys).size).toBe(allKeys.length);
    const forms = FIELD_ROWS.map((row) => `${row.kind}:${row.form}`);
    expect(new Set(forms).size).toBe(forms.length);
    for (const kind of Object.values(KIND_FIELDS)) {
      if (!kind) continue;
      for (const row of Object.values(kind.fields)) expect(row.key.startsWith(`${kind.component}_`), row.key).toBe(true);
    }
  });

  it('labels every field in French and Arabic, with known messages and option lists', () => {
    for (const row of FIELD_ROWS) {
      expect(row.label.fr.trim(), row.key).not.toBe('');
      expect(row.label.ar, row.key).toMatch(/[\u0600-\u06FF]/);
      if (row.required) expect(CATALOGUE[row.required], row.key).toBeDefined();
      if (row.options) expect(OPTION_LABELS[row.options], row.key).toBeDefined();
      expect(row.form, `${row.key} is on the publish form`).toBeTruthy();
    }
  });

  it('reports a field’s rule under its form input', () => {
    const base = { title: 'Annonce test', description: 'Une description.', location: 'Tunis', is_free: false, price: '100' };
    for (const row of FIELD_ROWS.filter((r) => r.type === 'int')) {
      const form = { kind: row.kind, ...base, [row.form!]: '-5' } as PublishFormValues;
      const result = publishFormSchema.safeParse(form);
      expect(result.success, row.key).toBe(false);
      if (!result.success) expect(result.error.issues.map((i) => i.path[0]), row.key).toContain(row.form);
    }
  });

  it('accepts every SPEC key and alias in a body, with the same value', () => {
    for (const kind of ['voiture', 'immobilier', 'emplois'] as const) {
      const form = { kind, title: 'Annonce test', description: 'Une description.', location: 'Tunis', is_free: true } as PublishFormValues;
      const body = publishFormToProductInput(form);
      const missing = productInputSchema.safeParse(body);
      // Required fields of the kind are reported under their SPEC key.
      const required = FIELD_ROWS.filter((row) => row.kind === kind && row.required).map((row) => row.key);
      expect(missing.success).toBe(false);
      if (!missing.success) expect(missing.error.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(required));
    }
  });
});

describe('free listings', () => {
  it('store 0 as the sort key and read back a null price', () => {
    expect(storedPrice({ is_free: true, price: null })).toBe(0);
    expect(storedPrice({ is_free: false, price: 450 })).toBe(450);
    expect(apiPrice(true, 0)).toBeNull();
    expect(apiPrice(false, 450)).toBe(450);
  });

  it('are sent from the form as is_free without a price', () => {
    const body = publishFormToProductInput({ kind: 'autres', category: 'mode', title: 'Veste', description: 'Taille M, jamais portée.', location: 'Tunis', is_free: true, price: '20' });
    expect(body.is_free).toBe(true);
    expect(body).not.toHaveProperty('price');
    expect(productInputSchema.parse(body)).toMatchObject({ is_free: true, price: null });
  });
});

describe('spec rows', () => {
  it('label and format each filled field in the reader’s language', () => {
    const product = {
      condition: null,
      car_brand: 'BMW',
      car_mileage: 84000,
      car_transmission: 'automatic',
      car_equipment: ['navigation'],
      real_estate_floor: 0,
      real_estate_furnished: true,
      job_remote: false,
      car_model: null,
    } as unknown as ApiProduct;
    const fr = productSpecGroups(product, 'fr').flatMap((g) => g.rows);
    expect(fr).toEqual(
      expect.arrayContaining([
        { key: 'car_brand', label: 'Marque', value: 'BMW' },
        { key: 'car_transmission', label: 'Boîte de vitesses', value: 'Automatique' },
        { key: 'car_equipment', label: 'Équipements', value: 'Navigation GPS' },
        { key: 'real_estate_floor', label: 'Étage', value: 'Rez-de-chaussée' },
        { key: 'real_estate_furnished', label: 'Meublé', value: 'Oui' },
        { key: 'job_remote', label: 'Télétravail', value: 'Non' },
      ]),
    );
    expect(fr.find((r) => r.key === 'car_mileage')?.value).toMatch(/^84\s000 km$/);
    expect(fr.some((r) => r.key === 'car_model')).toBe(false);
    const ar = productSpecGroups(product, 'ar').flatMap((g) => g.rows);
    expect(ar.find((r) => r.key === 'car_transmission')).toEqual({ key: 'car_transmission', label: 'ناقل الحركة', value: 'أوتوماتيك' });
  });
});

describe('field labels (the table without its parsers)', () => {
  it('are the field table row for row, components in the same order', () => {
    expect(COMPONENT_FIELD_LABELS.map((c) => c.component)).toEqual(COMPONENT_FIELDS.map((c) => c.component));
    COMPONENT_FIELDS.forEach(({ fields }, i) => {
      const labels = COMPONENT_FIELD_LABELS[i]!.fields;
      expect(Object.keys(labels)).toEqual(Object.keys(fields));
      for (const [column, { parse, ...shown }] of Object.entries(fields)) {
        expect(typeof parse).toBe('object');
        expect(labels[column]).toEqual(shown);
      }
    });
  });
});
