// The product body schemas of POST and PUT /api/products.
import { z } from 'zod';
import { ISSUE } from '../messages';
import { isBlank } from '../fields';
import { FIELD_ROWS } from './field-table';
import { PRODUCT_BODY_KEYS, PRODUCT_SHAPE, type ProductBodyKey } from './body';
import { builtinCategoryKind, type CategoryKindOf } from '../categories';
import { normalizeCreate, normalizeUpdate, type RawProduct, type Report } from './normalize';

/**
 * The older name each reported key may have been sent under, so a problem with one is not
 * reported again under the other: the table's first alias, plus the folds.
 */
const ALIAS_OF: Partial<Record<ProductBodyKey, ProductBodyKey>> = {
  ...Object.fromEntries(FIELD_ROWS.filter((row) => row.aliases.length > 0).map((row) => [row.key, row.aliases[0]])),
  car_condition: 'condition',
  job_salary_min: 'salary_range',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * A product schema: every key is checked (unknown keys, then each field, then the rules across
 * fields) and all problems are reported together, so a form can show them at once. Unknown keys
 * come first, then missing required fields, so mass assignment and an incomplete form each get
 * their own message first.
 */
function productSchema<T>(normalize: (raw: RawProduct, report: Report, kindOf: CategoryKindOf) => T | null, kindOf: CategoryKindOf) {
  return z.unknown().transform((body, ctx): T => {
    if (!isPlainObject(body)) {
      ctx.addIssue({ code: 'custom', message: ISSUE.invalidInput });
      return z.NEVER;
    }
    const problems: Array<{ rank: number; path: string; message: string }> = [];
    for (const key of Object.keys(body)) {
      if (!has(PRODUCT_SHAPE, key)) problems.push({ rank: 0, path: key, message: ISSUE.unknownField(key) });
    }
    const raw: Record<string, unknown> = {};
    const invalid = new Set<string>();
    for (const key of PRODUCT_BODY_KEYS) {
      const value = has(body, key) ? body[key] : undefined;
      if (isBlank(value)) continue;
      const result = PRODUCT_SHAPE[key].safeParse(value);
      if (result.success) raw[key] = result.data;
      else {
        invalid.add(key);
        for (const issue of result.error.issues) problems.push({ rank: 2, path: key, message: issue.message });
      }
    }
    const output = normalize(
      raw as RawProduct,
      (path, message) => {
        const alias = ALIAS_OF[path];
        if (invalid.has(path) || (alias !== undefined && invalid.has(alias))) return;
        problems.push({ rank: message === ISSUE.fillRequired ? 1 : 2, path, message });
      },
      kindOf,
    );
    if (problems.length === 0 && output !== null) return output;
    problems.sort((a, b) => a.rank - b.rank);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
    return z.NEVER;
  });
}

/**
 * The product schemas for a given category lookup: the server passes one backed by its database
 * (categories are data), clients the built-in taxonomy or the list GET /api/categories answered.
 */
export function createProductSchemas(kindOf: CategoryKindOf) {
  return {
    /** Server body of POST /api/products. */
    input: productSchema(normalizeCreate, kindOf),
    /** Server body of PUT /api/products/:id: every field optional, same rules for the fields present. */
    update: productSchema(normalizeUpdate, kindOf),
  };
}

const builtinSchemas = createProductSchemas(builtinCategoryKind);

/** Server body of POST /api/products (built-in categories only). */
export const productInputSchema = builtinSchemas.input;

/** Server body of PUT /api/products/:id (built-in categories only). */
export const productUpdateSchema = builtinSchemas.update;
