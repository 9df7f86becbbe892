import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';
import { readIssue } from './messages';

// Inputs that break something in every kind of schema: wrong types, unknown keys, blanks, control characters.
const BAD_INPUTS: unknown[] = [
  null,
  'texte',
  42,
  [],
  {},
  { spam: true },
  { email: 'non', password: '1', title: '', description: 5, price: -1, page: 0, zoom: 99, bbox: 'x' },
  { email: 'a@b.tn', password: 'a\u0000b', content: '', message: 'x'.repeat(5000), language: 'en', display_name: 'x'.repeat(200) },
  { kind: 'voiture', title: 'Titre', description: 'Une description', location: 'Tunis', price: 'abc', car_year: 1800, year: 'x' },
  { kind: 'immobilier', real_estate_rooms: 99, surface: 0, category: 'inconnue-!!', minPrice: 10, maxPrice: 1 },
];

const schemas = Object.entries(domain as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('every message of the shared schemas is a catalogue code', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['signUpSchema', 'publishFormSchema', 'productInputSchema']));
  });

  it.each(schemas)('%s names each refusal by a code of the catalogue', (_name, schema) => {
    let refused = 0;
    for (const input of BAD_INPUTS) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      refused += 1;
      for (const issue of result.error.issues) {
        expect(readIssue(issue.message), `${JSON.stringify(input)} → ${issue.path.join('.')}: ${issue.message}`).toBeDefined();
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
