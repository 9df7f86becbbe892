import { describe, expect, it } from 'vitest';
import * as options from './options';

const LISTS = [
  ['CAR_BRANDS', 'carBrand', 11],
  ['CAR_CONDITIONS', 'carCondition', 3],
  ['TRANSMISSIONS', 'transmission', 3],
  ['FUEL_TYPES', 'fuelType', 5],
  ['PRODUCT_CONDITIONS', 'productCondition', 4],
  ['PROPERTY_TYPES', 'propertyType', 6],
  ['PROPERTY_CONDITIONS', 'propertyCondition', 3],
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
