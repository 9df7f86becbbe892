// The client publish form (SPEC 2.7 draft fields). Its rules are the server's: the form is mapped
// to the product body and checked with productInputSchema, and each issue is moved back onto the
// form field it came from. Both mappings are read from the field table.
import { z } from 'zod';
import { CATEGORY_KINDS, categoryKind, resolveCategorySlug, type CategoryKind } from '../categories';
import { ISSUE } from '../messages';
import { FIELD_ROWS, KIND_FIELDS, type FieldType, type KindFormValues } from './field-table';
import { productInputSchema } from './schema';
import type { ProductBody, ProductBodyKey } from './body';

const text = z.string({ error: ISSUE.mustBeText });
// Number inputs hand over text, or a number with `valueAsNumber`.
const numeric = z.union([z.string(), z.number()], { error: ISSUE.invalidInput });
const flag = z.boolean({ error: ISSUE.mustBeBoolean });
const list = z.array(z.string({ error: ISSUE.mustBeText }), { error: ISSUE.mustBeList });
const INPUT_OF: Record<FieldType, z.ZodType> = { text, option: text, int: numeric, bool: flag, list };

const commonShape = {
  kind: z.enum(CATEGORY_KINDS, { error: ISSUE.categoryRequired }),
  /** Under "Autres": the sub-category the seller picked (electronique, mode, ...). */
  category: text.optional(),
  title: text.optional(),
  description: text.optional(),
  location: text.optional(),
  /** Gratuit (true) or Payant (false): the same flag as the body's and the API's `is_free`. */
  is_free: flag.optional(),
  price: numeric.optional(),
  /** The product's condition, or the car's under "Voiture". */
  condition: text.optional(),
  /** Data URLs of the chosen photos (at most 8). */
  images: list.optional(),
  latitude: z.number({ error: ISSUE.latitudeInvalid }).nullish(),
  longitude: z.number({ error: ISSUE.longitudeInvalid }).nullish(),
};

export type PublishFormValues = z.input<z.ZodObject<typeof commonShape>> & KindFormValues;
export type PublishFormField = keyof PublishFormValues;

const kindShape = Object.fromEntries(FIELD_ROWS.filter((row) => row.form).map((row) => [row.form!, INPUT_OF[row.type].optional()]));

/** Empty inputs are simply not sent; NaN comes from an emptied `valueAsNumber` input, [] from an empty list. */
function given<T>(value: T | null | undefined): value is T {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function categoryOf(form: Pick<PublishFormValues, 'kind' | 'category'>): string | undefined {
  if (form.kind !== 'autres') return form.kind;
  return given(form.category) ? form.category : undefined;
}

/** The body of POST /api/products for this form (SPEC field names; a free listing sends is_free and no price). */
export function publishFormToProductInput(form: PublishFormValues): ProductBody {
  const values = form as Record<string, unknown>;
  const body: ProductBody = {};
  const put = (key: ProductBodyKey, value: unknown) => {
    if (given(value)) body[key] = value;
  };
  put('title', form.title);
  put('description', form.description);
  put('location', form.location);
  put('category', categoryOf(form));
  body.is_free = form.is_free === true;
  if (!body.is_free) put('price', form.price);
  body.currency = 'TND';
  put('images', form.images);
  if (given(form.latitude) && given(form.longitude)) {
    body.latitude = form.latitude;
    body.longitude = form.longitude;
  }
  const kind: CategoryKind = form.kind;
  const fields = KIND_FIELDS[kind];
  // A car's condition is its own field; other kinds keep the product condition.
  if (kind !== 'voiture') put('condition', form.condition);
  for (const row of Object.values(fields?.fields ?? {})) if (row.form) put(row.key as ProductBodyKey, values[row.form]);
  return body;
}

/** Body key (SPEC name or alias) → form field, to show a server rule's message under the input it concerns. */
const FORM_FIELD_OF: Partial<Record<string, PublishFormField>> = {
  ...Object.fromEntries(['title', 'description', 'location', 'category', 'price', 'condition', 'images', 'latitude', 'longitude'].map((k) => [k, k])),
  is_free: 'is_free',
  ...Object.fromEntries(FIELD_ROWS.filter((row) => row.form).flatMap((row) => [row.key, ...row.aliases].map((key) => [key, row.form]))),
  salary_range: 'jobSalaryMin',
};

export const publishFormSchema = z.object({ ...commonShape, ...kindShape }, { error: ISSUE.invalidInput }).superRefine((form, ctx) => {
  const result = productInputSchema.safeParse(publishFormToProductInput(form as PublishFormValues));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const bodyKey = issue.path[0];
    const field = typeof bodyKey === 'string' ? (FORM_FIELD_OF[bodyKey] ?? bodyKey) : undefined;
    // Under "Autres" a missing category means no sub-category was picked.
    const message = field === 'category' ? ISSUE.categoryRequired : issue.message;
    ctx.addIssue({ code: 'custom', message, path: field === undefined ? [] : [field] });
  }
}) as unknown as z.ZodType<PublishFormValues, PublishFormValues>;

/** The form field under which a server issue about body key `bodyKey` is shown (undefined: no field). */
export function publishFormFieldOf(bodyKey: string): PublishFormField | undefined {
  return Object.prototype.hasOwnProperty.call(FORM_FIELD_OF, bodyKey) ? FORM_FIELD_OF[bodyKey] : undefined;
}

/** What the API answers for a product, as far as the form reads it (docs/API.md "Product"). */
export type PublishFormSource = Readonly<Record<string, unknown>> & {
  category?: { slug: string } | null;
  is_free?: boolean;
  price?: number | null;
};

/**
 * The form prefilled from a product (edit mode): the reverse of publishFormToProductInput, read
 * from the same field table so a field added there is prefilled too. Photos are not form values.
 */
export function publishFormValuesOf(product: PublishFormSource): PublishFormValues {
  const slug = product.category?.slug;
  const category = typeof slug === 'string' ? resolveCategorySlug(slug) : null;
  const kind: CategoryKind = category ? categoryKind(category) : 'autres';
  const values: Record<string, unknown> = { kind, is_free: product.is_free === true };
  if (kind === 'autres' && category) values.category = category;
  const present = (value: unknown) => value !== null && value !== undefined;
  for (const key of ['title', 'description', 'location', 'latitude', 'longitude'] as const) {
    if (present(product[key])) values[key] = product[key];
  }
  // A car's condition is car_condition (a kind field); the top-level one is the other kinds'.
  if (kind !== 'voiture' && present(product.condition)) values.condition = product.condition;
  for (const row of Object.values(KIND_FIELDS[kind]?.fields ?? {})) {
    const value = product[row.key];
    if (row.form && present(value)) values[row.form] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  if (product.is_free !== true && typeof product.price === 'number') values.price = String(product.price);
  return values as PublishFormValues;
}
