import { describe, expect, it } from 'vitest';
import * as options from './options';
import * as domain from './index';

const LISTS = [
  ['CAR_BRANDS', 'carBrand', 11],
  ['CAR_CONDITIONS', 'carCondition', 3],
  ['TRANSMISSIONS', 'transmission', 3],
  ['FUEL_TYPES', 'fuelType', 5],
  ['PRODUCT_CONDITIONS', 'productCondition', 4],
  ['PROPERTY_TYPES', 'propertyType', 6],
  ['PROPERTY_CONDITIONS', 'propertyCondition', 3],
  ['REAL_ESTATE_DEALS', 'realEstateDeal', 2],
  ['CONTRACT_TYPES', 'contractType', 6],
  ['SECTORS', 'sector', 13],
  ['EXPERIENCE_LEVELS', 'experienceLevel', 5],
  ['EDUCATION_LEVELS', 'educationLevel', 6],
  ['URGENCY_LEVELS', 'urgencyLevel', 3],
  ['CAR_EQUIPMENT_KEYS', 'carEquipment', 12],
] as const;

describe('option lists', () => {
  it.each(LISTS)('%s (%s) has %i values, each labelled in French and Arabic', (name, list, count) => {
    const values = options[name] as readonly string[];
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
    const labels = options.OPTION_LABELS[list] as Record<string, { fr: string; ar: string }>;
    for (const value of values) {
      expect(labels[value]?.fr).toMatch(/\S/);
      expect(labels[value]?.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(labels)).toHaveLength(count);
  });

  it('maps every legacy equipment flag to a known key', () => {
    for (const key of Object.values(options.LEGACY_CAR_EQUIPMENT_FLAGS)) {
      expect(options.CAR_EQUIPMENT_KEYS).toContain(key);
    }
  });

  it('optionLabel falls back to the raw value', () => {
    expect(options.optionLabel(options.OPTION_LABELS.fuelType, 'electrique')).toBe('Électrique');
    expect(options.optionLabel(options.OPTION_LABELS.fuelType, 'electrique', 'ar')).toBe('كهربائي');
    expect(options.optionLabel(options.OPTION_LABELS.fuelType, 'hydrogene')).toBe('hydrogene');
    expect(options.optionLabel(options.OPTION_LABELS.fuelType, null)).toBe('');
  });
});

describe('option records of the screens', () => {
  const isOptionList = (value: unknown): value is ReadonlyArray<{ value: string; label: unknown }> =>
    Array.isArray(value) && value.length > 0 && value.every((o) => typeof o === 'object' && o !== null && 'value' in o && 'label' in o);
  const lists = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
    isOptionList(value) ? [[name, value] as const] : [],
  );

  it('finds the sort, date, condition, category and city lists among the exports', () => {
    expect(lists.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'HOME_SORT_OPTIONS',
        'SEARCH_SORT_FIELDS',
        'SEARCH_SORT_ORDERS',
        'PRODUCTS_PAGE_SORT_FIELDS',
        'DATE_RANGE_OPTIONS',
        'CONDITION_FILTER_OPTIONS',
        'HOME_CATEGORY_CHIPS',
        'PUBLISH_KINDS',
        'MANAGEMENT_CATEGORIES',
        'PRODUCTS_PAGE_CITIES',
        'SEARCH_FILTER_CITIES',
      ]),
    );
  });

  it('labels every value of every OPTION_LABELS list in French and Arabic', () => {
    for (const [list, labels] of Object.entries(options.OPTION_LABELS)) {
      for (const [value, label] of Object.entries(labels as Record<string, options.Label>)) {
        expect(label.fr, `${list}.${value}`).toMatch(/\S/);
        expect(label.ar, `${list}.${value}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('labels every option of every list in French and Arabic', () => {
    for (const [name, list] of lists) {
      for (const option of list) {
        const label = option.label as { fr?: unknown; ar?: unknown };
        expect(label.fr, `${name}.${option.value}`).toMatch(/\S/);
        expect(label.ar, `${name}.${option.value}`).toMatch(/[\u0600-\u06FF]/);
        expect(options.labelText(label as options.Label, 'ar')).toBe(label.ar);
      }
    }
  });
});
