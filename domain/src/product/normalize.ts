// From the parsed body (every key read on its own) to one normalised product: aliases resolved,
// the category's kind picking its component, required fields and rules across fields checked.
import { DEFAULT_CURRENCY } from '../constants';
import type { CategoryKind, CategoryKindOf } from '../categories';
import { resolveCity } from '../cities';
import { ISSUE } from '../messages';
import { CAR_CONDITIONS, LEGACY_CAR_EQUIPMENT_FLAGS, PRODUCT_CONDITIONS, type CarCondition, type ProductCondition } from '../options';
import { KIND_FIELDS, type ComponentName, type KindFields } from './field-table';
import type { ProductBodyKey } from './body';
import type { PriceValue } from './parsers';
import type { ProductInput, ProductUpdate } from './input';

/** Parsed body: each present key with its parsed value. */
export type RawProduct = Partial<Record<ProductBodyKey, unknown>> & {
  title?: string;
  description?: string;
  location?: string;
  category?: ProductInput['category'];
  price?: PriceValue;
  is_free?: boolean;
  currency?: ProductInput['currency'];
  city?: string;
  latitude?: number;
  longitude?: number;
  condition?: ProductCondition | CarCondition;
  is_reserved?: boolean;
  images?: string[];
  car_condition?: CarCondition;
  car_equipment?: string[];
  salary_range?: { min: number; max: number };
  job_salary_min?: number;
  job_salary_max?: number;
};

export type Report = (path: ProductBodyKey, message: string) => void;

type Values = Record<string, unknown>;

/** Drops the keys whose value is undefined, so an update carries only what was sent. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Older spellings that fold into a field in ways an alias cannot say. */
const FOLDS: Record<ComponentName, (raw: RawProduct, values: Values, report: Report) => void> = {
  car(raw, values) {
    const flags = Object.entries(LEGACY_CAR_EQUIPMENT_FLAGS).filter(([flag]) => raw[flag as ProductBodyKey] !== undefined);
    if (flags.length > 0) {
      const fromFlags = flags.filter(([flag]) => raw[flag as ProductBodyKey] === true).map(([, key]) => key);
      values.equipment = [...new Set([...((values.equipment as string[] | undefined) ?? []), ...fromFlags])];
    }
    // The top-level condition stands for the car's when it is one of the car conditions.
    if (values.condition === undefined && (CAR_CONDITIONS as readonly string[]).includes(raw.condition ?? '')) values.condition = raw.condition;
  },
  real_estate() {},
  job(raw, values, report) {
    values.salary_min ??= raw.salary_range?.min;
    values.salary_max ??= raw.salary_range?.max;
    const [min, max] = [values.salary_min as number | undefined, values.salary_max as number | undefined];
    if (min !== undefined && max !== undefined && min > max) report('job_salary_min', ISSUE.salaryOrder);
  },
};

/** The component's values from the body: the SPEC key's value, else its first alias that was sent. */
function componentValues(raw: RawProduct, kind: KindFields, report: Report): Values {
  const values: Values = {};
  for (const [column, row] of Object.entries(kind.fields)) {
    const key = [row.key, ...row.aliases].find((k) => raw[k as ProductBodyKey] !== undefined);
    values[column] = key === undefined ? undefined : raw[key as ProductBodyKey];
  }
  FOLDS[kind.component](raw, values, report);
  return values;
}

/** A new listing's component: every required field present, the others at their empty value. */
function newComponent(raw: RawProduct, kind: KindFields, report: Report): Values | null {
  const values = componentValues(raw, kind, report);
  let complete = true;
  const component: Values = {};
  for (const [column, row] of Object.entries(kind.fields)) {
    const value = values[column];
    if (value === undefined && row.required) {
      report(row.key as ProductBodyKey, ISSUE[row.required] as string);
      complete = false;
    }
    component[column] = value !== undefined ? value : row.type === 'bool' ? false : row.type === 'list' ? [] : null;
  }
  return complete ? component : null;
}

const asProductCondition = (value: string | undefined): ProductCondition | undefined =>
  value !== undefined && (PRODUCT_CONDITIONS as readonly string[]).includes(value) ? (value as ProductCondition) : undefined;

/**
 * Top-level condition, which the product list filters on: the product condition, or a car's
 * new/used; a car's 'damaged' has no product-list equivalent.
 */
const productCondition = (raw: RawProduct) => asProductCondition(raw.condition) ?? asProductCondition(raw.car_condition);

function checkCommon(raw: RawProduct, kind: CategoryKind | undefined, report: Report) {
  if ((raw.latitude === undefined) !== (raw.longitude === undefined)) {
    report(raw.latitude === undefined ? 'latitude' : 'longitude', ISSUE.coordinatesIncomplete);
  }
  if (kind !== undefined && kind !== 'voiture' && raw.condition !== undefined && asProductCondition(raw.condition) === undefined) {
    report('condition', ISSUE.conditionInvalid);
  }
}

const cityOf = (raw: RawProduct) => resolveCity(raw.city)?.slug ?? resolveCity(raw.location)?.slug ?? null;

const emptyComponents = (): Pick<ProductInput, 'car' | 'real_estate' | 'job'> => ({ car: null, real_estate: null, job: null });

/** The category's kind, or undefined when no category was sent; an unknown category is reported. */
function kindOfCategory(raw: RawProduct, report: Report, kindOf: CategoryKindOf): CategoryKind | undefined | null {
  if (raw.category === undefined) return undefined;
  const kind = kindOf(raw.category);
  if (kind === null) report('category', ISSUE.categoryUnknown);
  return kind;
}

export function normalizeCreate(raw: RawProduct, report: Report, kindOf: CategoryKindOf): ProductInput | null {
  let complete = true;
  for (const key of ['title', 'description', 'location', 'category'] as const) {
    if (raw[key] === undefined) {
      report(key, ISSUE.fillRequired);
      complete = false;
    }
  }
  const isFree = raw.is_free ?? raw.price?.free ?? false;
  if (!isFree && (raw.price === undefined || raw.price.free)) report('price', ISSUE.priceRequired);
  const paid = raw.price !== undefined && !raw.price.free ? raw.price : undefined;

  // Without a category there is no kind to check; otherwise its rules are checked even when
  // common fields are missing, so a form shows every problem at once.
  const found = kindOfCategory(raw, report, kindOf);
  if (found === null) return null;
  const kind = found;
  checkCommon(raw, kind, report);
  if (kind === undefined || raw.category === undefined) return null;
  const components = emptyComponents();
  const fields = KIND_FIELDS[kind];
  if (fields) {
    const component = newComponent(raw, fields, report);
    if (!component) complete = false;
    else Object.assign(components, { [fields.component]: component });
  }

  if (!complete || raw.title === undefined || raw.description === undefined || raw.location === undefined) return null;
  if (!isFree && paid === undefined) return null;
  return {
    title: raw.title,
    description: raw.description,
    price: isFree ? null : paid!.amount,
    currency: raw.currency ?? (paid?.euro ? 'EUR' : DEFAULT_CURRENCY),
    is_free: isFree,
    category: raw.category,
    location: raw.location,
    city: cityOf(raw),
    ...present({
      latitude: raw.latitude,
      longitude: raw.longitude,
      condition: kind === 'voiture' ? productCondition(raw) : asProductCondition(raw.condition),
      is_reserved: raw.is_reserved,
      images: raw.images,
    }),
    ...components,
  };
}

export function normalizeUpdate(raw: RawProduct, report: Report, kindOf: CategoryKindOf): ProductUpdate {
  checkCommon(raw, kindOfCategory(raw, report, kindOf) ?? undefined, report);
  const update: ProductUpdate = present({
    title: raw.title,
    description: raw.description,
    location: raw.location,
    category: raw.category,
    currency: raw.currency,
    latitude: raw.latitude,
    longitude: raw.longitude,
    condition: productCondition(raw),
    is_reserved: raw.is_reserved,
    images: raw.images,
  });

  // Price: is_free true (or the older 'Free' price) makes the listing free; a number alone makes it paid.
  const freeFromPrice = raw.price?.free === true;
  const isFree = raw.is_free ?? (freeFromPrice ? true : raw.price !== undefined ? false : undefined);
  if (isFree !== undefined) update.is_free = isFree;
  if (isFree === true) update.price = null;
  else if (raw.price !== undefined) {
    if (raw.price.free) report('price', ISSUE.priceRequired);
    else {
      update.price = raw.price.amount;
      if (raw.currency === undefined && raw.price.euro) update.currency = 'EUR';
    }
  }
  if (raw.city !== undefined || raw.location !== undefined) update.city = cityOf(raw);

  for (const kind of Object.values(KIND_FIELDS)) {
    if (!kind) continue;
    const values = present(componentValues(raw, kind, report));
    if (Object.keys(values).length > 0) Object.assign(update, { [kind.component]: values });
  }
  return update;
}
