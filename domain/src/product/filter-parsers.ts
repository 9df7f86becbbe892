// The category-field filters' URL parsers (issue 26), one per parameter of the filter table
// (filter-table.ts); product-query.ts adds them to PRODUCT_FILTER_FIELDS.
import type { z } from 'zod';
import { ISSUE } from '../messages';
import { OPTION_LABELS, type OptionLabels } from '../options';
import { optionalField, parseBoolean, parseNumber, parseOption, parseText, type Parsed } from '../fields';
import type { CAR_FIELD_LABELS, JOB_FIELD_LABELS, REAL_ESTATE_FIELD_LABELS } from './field-labels';
import { KIND_FILTERS, filterTextValue, type KindFilter } from './filter-table';

type Rows =
  | (typeof CAR_FIELD_LABELS)[keyof typeof CAR_FIELD_LABELS]
  | (typeof REAL_ESTATE_FIELD_LABELS)[keyof typeof REAL_ESTATE_FIELD_LABELS]
  | (typeof JOB_FIELD_LABELS)[keyof typeof JOB_FIELD_LABELS];
type SpecOf<R> = R extends { filter: infer F } ? F : never;
type Specs = SpecOf<Rows>;
type SetParam = Extract<Specs, { mode: 'set' }>['param'];
type BoolParam = Extract<Specs, { mode: 'bool' }>['param'];
type NumberParam = Extract<Specs, { mode: 'min' | 'max' }>['param'] | Extract<Specs, { mode: 'range' }>['min' | 'max'];

type Field<T> = z.ZodOptional<z.ZodType<T | undefined, unknown>>;
/** One parser per filter parameter: a set reads a list of values, a bound a whole number, a switch yes/no. */
export type KindFilterFields = { [P in SetParam]: Field<string[]> } & { [P in NumberParam]: Field<number> } & { [P in BoolParam]: Field<boolean> };

/** At most this many values in one set (`brand=peugeot,renault,…`). */
export const FILTER_SET_MAX = 20;

const isAll = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'all';

function setParser(filter: KindFilter) {
  const invalid = ISSUE.filterValueInvalid(filter.label.fr);
  const item: (value: unknown) => Parsed<string> =
    filter.options && filter.type === 'option'
      ? parseOption(Object.keys(OPTION_LABELS[filter.options]), OPTION_LABELS[filter.options] as OptionLabels<string>, invalid)
      : (value) => {
          const text = parseText(60, invalid)(value);
          return text.ok ? { ok: true, value: filterTextValue(text.value) } : text;
        };
  return (value: unknown): Parsed<string[] | undefined> => {
    if (value === undefined || isAll(value)) return { ok: true, value: undefined };
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    const out: string[] = [];
    for (const raw of items) {
      if (typeof raw === 'string' && raw.trim() === '') continue;
      const parsed = item(raw);
      if (!parsed.ok) return parsed;
      if (parsed.value !== '' && !out.includes(parsed.value)) out.push(parsed.value);
    }
    if (out.length > FILTER_SET_MAX) return { ok: false, message: invalid };
    return { ok: true, value: out.length > 0 ? out.sort() : undefined };
  };
}

const FILTER_NUMBER_MAX = 100_000_000;

function buildFields(): KindFilterFields {
  const fields: Record<string, unknown> = {};
  for (const filter of KIND_FILTERS) {
    const spec = filter.spec;
    if (spec.mode === 'set') fields[spec.param] = optionalField(setParser(filter));
    else if (spec.mode === 'bool') fields[spec.param] = optionalField(parseBoolean(ISSUE.booleanParamInvalid));
    else {
      const number = optionalField(parseNumber({ min: 0, max: FILTER_NUMBER_MAX, integer: true }, ISSUE.filterNumberInvalid(filter.label.fr)));
      for (const param of spec.mode === 'range' ? [spec.min, spec.max] : [spec.param]) fields[param] = number;
    }
  }
  return fields as KindFilterFields;
}

/** The category-field filters' parsers, by URL parameter. */
export const KIND_FILTER_FIELDS: KindFilterFields = buildFields();

/** Range filters whose lower bound is above their upper one: reported on the lower bound. */
export function rangeOrderIssues(q: Readonly<Record<string, unknown>>): Array<{ param: string; message: string }> {
  const issues: Array<{ param: string; message: string }> = [];
  for (const filter of KIND_FILTERS) {
    if (filter.spec.mode !== 'range') continue;
    const min = q[filter.spec.min];
    const max = q[filter.spec.max];
    if (typeof min === 'number' && typeof max === 'number' && min > max) issues.push({ param: filter.spec.min, message: ISSUE.filterRangeOrder(filter.label.fr) });
  }
  return issues;
}
