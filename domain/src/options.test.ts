import { describe, expect, it } from 'vitest';
import * as options from './options';

const LISTS = [
  ['CAR_BRANDS', 11],
  ['CAR_CONDITIONS', 3],
  ['TRANSMISSIONS', 3],
  ['FUEL_TYPES', 5],
  ['PRODUCT_CONDITIONS', 4],
  ['PROPERTY_TYPES', 6],
  ['PROPERTY_CONDITIONS', 3],
  ['CONTRACT_TYPES', 6],
  ['SECTORS', 13],
  ['EXPERIENCE_LEVELS', 5],
  ['EDUCATION_LEVELS', 6],
  ['URGENCY_LEVELS', 3],
  ['CAR_EQUIPMENT_KEYS', 12],
] as const;

describe('option lists', () => {
  it.each(LISTS)('%s has %i values, each with a French label (and an Arabic one when provided)', (name, count) => {
    const values = options[name] as readonly string[];
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
    const labels = (options as Record<string, unknown>)[`${name}_LABELS`] as Record<string, string>;
    const labelsAr = (options as Record<string, unknown>)[`${name}_LABELS_AR`] as Record<string, string> | undefined;
    for (const value of values) {
      expect(labels[value]).toMatch(/\S/);
      if (labelsAr) expect(labelsAr[value]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(labels)).toHaveLength(count);
  });

  it('maps every legacy equipment flag to a known key', () => {
    for (const key of Object.values(options.LEGACY_CAR_EQUIPMENT_FLAGS)) {
      expect(options.CAR_EQUIPMENT_KEYS).toContain(key);
    }
  });

  it('optionLabel falls back to the raw value', () => {
    expect(options.optionLabel(options.FUEL_TYPES_LABELS, 'electrique')).toBe('Électrique');
    expect(options.optionLabel(options.FUEL_TYPES_LABELS, 'hydrogene')).toBe('hydrogene');
    expect(options.optionLabel(options.FUEL_TYPES_LABELS, null)).toBe('');
  });
});
