import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalField, parseBoolean, parseList, parseNumber, parseOption, requiredField, strictBody } from './fields';
import { TRANSMISSIONS, OPTION_LABELS } from './options';
import { ISSUE } from './messages';
import { firstMessage } from './test-helpers';

describe('field parsers', () => {
  it('parseNumber reads numbers and numeric text within bounds', () => {
    const rooms = parseNumber({ min: 0, max: 20, integer: true }, 'bad');
    expect(rooms(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(rooms(20)).toEqual({ ok: true, value: 20 });
    for (const value of [21, -1, 2.5, '3 pièces', '0x10', '1e3', NaN, true, [3]]) expect(rooms(value)).toEqual({ ok: false, message: 'bad' });
  });

  it('parseBoolean reads JSON, checkbox and query spellings', () => {
    const flag = parseBoolean('bad');
    for (const value of [true, 'true', 'TRUE', '1', 1, 'on', 'oui']) expect(flag(value)).toEqual({ ok: true, value: true });
    for (const value of [false, 'false', '0', 0, 'off', 'non']) expect(flag(value)).toEqual({ ok: true, value: false });
    for (const value of ['maybe', 2, {}, []]) expect(flag(value)).toEqual({ ok: false, message: 'bad' });
  });

  it('parseOption matches values and labels whatever the case and accents', () => {
    const transmission = parseOption(TRANSMISSIONS, OPTION_LABELS.transmission, 'bad');
    expect(transmission('manual')).toEqual({ ok: true, value: 'manual' });
    expect(transmission('MANUELLE')).toEqual({ ok: true, value: 'manual' });
    expect(transmission('Semi-automatique')).toEqual({ ok: true, value: 'semi-automatic' });
    expect(transmission('constructor')).toEqual({ ok: false, message: 'bad' });
    expect(transmission(3)).toEqual({ ok: false, message: 'bad' });
  });

  it('parseList reads arrays and JSON arrays, skipping blanks', () => {
    const list = parseList(parseNumber({}, 'bad'), 3, 'too many', true);
    expect(list([1, '2', '', null, 2])).toEqual({ ok: true, value: [1, 2] });
    expect(list('[1,2]')).toEqual({ ok: true, value: [1, 2] });
    expect(list([1, 2, 3, 4])).toEqual({ ok: false, message: 'too many' });
    expect(list(['x'])).toEqual({ ok: false, message: 'bad' });
    expect(list('{"a":1}')).toEqual({ ok: false, message: ISSUE.mustBeList });
  });

  it('optionalField leaves blanks out; requiredField reports them', () => {
    const schema = z.object({ a: optionalField(parseNumber({}, 'bad')), b: requiredField(parseNumber({}, 'bad'), 'missing') });
    expect(schema.parse({ a: '', b: '2' })).toEqual({ a: undefined, b: 2 });
    expect(schema.parse({ b: 2 })).toEqual({ b: 2 });
    expect(firstMessage(schema, { a: 1 })).toBe('missing');
    expect(firstMessage(schema, { a: 'x', b: 1 })).toBe('bad');
  });

  it('strictBody names each unknown key before reading fields', () => {
    const schema = strictBody({ a: optionalField(parseNumber({}, 'bad')) });
    expect(firstMessage(schema, { a: 'x', owner: 1 })).toBe('Champ non autorisé : owner');
    expect(firstMessage(schema, 'text')).toBe('Données invalides');
    expect(schema.parse({ a: '4' })).toEqual({ a: 4 });
  });
});
