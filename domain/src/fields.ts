// Lenient field parsers for request bodies and query strings: values may arrive as JSON types,
// as strings (multipart forms, query strings) or as null/'' for "not given". Each parser reports
// one French message at the field's path.
import { z } from 'zod';
import { ISSUE } from './messages';
import { normalizeSearchText } from './search';
import { hasControlCharacters, stripBidiControls } from './text';
import type { OptionLabels } from './options';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (message: string): Parsed<never> => ({ ok: false, message });

/** Absent, null and blank strings all mean "not given". */
export function isBlank(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function lenient<T>(parse: (value: unknown) => Parsed<T>, required: string | undefined) {
  return z.unknown().transform((value, ctx): T | undefined => {
    if (isBlank(value)) {
      if (required === undefined) return undefined;
      ctx.issues.push({ code: 'custom', message: required, input: value });
      return z.NEVER;
    }
    // Whatever the field (text, number, option, list), a control character in it is refused.
    const result = typeof value === 'string' && hasControlCharacters(value) ? fail(ISSUE.controlCharacters) : parse(value);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.message, input: value });
    return z.NEVER;
  });
}

/** Any input parsed with `parse`; blank (absent, null, '') gives `undefined` and the key is left out. */
export function optionalField<T>(parse: (value: unknown) => Parsed<T>) {
  return lenient(parse, undefined).optional();
}

/** Any input parsed with `parse`; blank reports `missing`. */
export function requiredField<T>(parse: (value: unknown) => Parsed<T>, missing: string) {
  return lenient(parse, missing) as z.ZodType<T, unknown>;
}

export function parseText(max: number, tooLong: string) {
  return (value: unknown): Parsed<string> => {
    if (typeof value !== 'string' && typeof value !== 'number') return fail(ISSUE.mustBeText);
    if (typeof value === 'string' && hasControlCharacters(value)) return fail(ISSUE.controlCharacters);
    const text = stripBidiControls(String(value)).trim();
    return text.length > max ? fail(tooLong) : ok(text);
  };
}

/** A number from a number or a numeric string ('12', ' 12.5 '). */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

export function parseNumber(bounds: { min?: number; max?: number; integer?: boolean }, message: string) {
  return (value: unknown): Parsed<number> => {
    const n = toNumber(value);
    if (n === null) return fail(message);
    if (bounds.integer && !Number.isInteger(n)) return fail(message);
    if (bounds.min !== undefined && n < bounds.min) return fail(message);
    if (bounds.max !== undefined && n > bounds.max) return fail(message);
    return ok(n);
  };
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes', 'oui']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', 'non']);

/** Booleans as JSON, as form checkboxes ('on') or as query strings ('true'/'false'). */
export function parseBoolean(message: string = ISSUE.mustBeBoolean) {
  return (value: unknown): Parsed<boolean> => {
    if (typeof value === 'boolean') return ok(value);
    if (value === 1 || value === 0) return ok(value === 1);
    if (typeof value === 'string') {
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
    }
    return fail(message);
  };
}

/**
 * One value of an option list, given as the value itself or as its French or Arabic label,
 * whatever the case and accents ('Manuelle', 'manual', 'MANUAL', 'يدوي' → 'manual').
 */
export function parseOption<V extends string>(values: readonly V[], labels: OptionLabels<V>, message: string) {
  const lookup = new Map<string, V>();
  for (const value of values) {
    for (const spelling of [value, labels[value].fr, labels[value].ar]) lookup.set(normalizeSearchText(spelling), value);
  }
  return (value: unknown): Parsed<V> => {
    if (typeof value !== 'string') return fail(message);
    if (hasControlCharacters(value)) return fail(ISSUE.controlCharacters);
    const found = lookup.get(normalizeSearchText(value));
    return found === undefined ? fail(message) : ok(found);
  };
}

/**
 * A list given as an array or as a JSON-encoded array (SPEC 3: car_equipment, job_benefits);
 * blank entries are skipped, and repeated ones too when `unique`.
 */
export function parseList<T>(item: (value: unknown) => Parsed<T>, maxItems: number, tooMany: string, unique = false) {
  return (value: unknown): Parsed<T[]> => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value);
      } catch {
        return fail(ISSUE.mustBeList);
      }
    }
    if (!Array.isArray(list)) return fail(ISSUE.mustBeList);
    // Blank entries do not count, but a huge list is refused before reading it.
    if (list.length > maxItems * 4) return fail(tooMany);
    const items: T[] = [];
    for (const entry of list) {
      if (isBlank(entry)) continue;
      const parsed = item(entry);
      if (!parsed.ok) return parsed;
      if (!unique || !items.includes(parsed.value)) items.push(parsed.value);
    }
    return items.length > maxItems ? fail(tooMany) : ok(items);
  };
}

/**
 * A strict object whose unknown keys are reported one by one as 'Champ non autorisé : <key>'
 * before any field is read, so mass-assignment attempts get that message first.
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  const allowed = new Set(Object.keys(shape));
  return z
    .unknown()
    .superRefine((body, ctx) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        ctx.addIssue({ code: 'custom', message: ISSUE.invalidInput });
        return;
      }
      for (const key of Object.keys(body)) {
        if (!allowed.has(key)) ctx.addIssue({ code: 'custom', message: ISSUE.unknownField(key), path: [key] });
      }
    })
    .pipe(z.object(shape));
}

/** `z.strictObject` with the French messages for unknown keys and for a body that is not an object. */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return ISSUE.unknownField(issue.keys[0] ?? '');
      if (issue.code === 'invalid_type') return ISSUE.invalidInput;
      return undefined;
    },
  });
}
