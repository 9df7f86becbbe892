// The client publish form (SPEC 2.7 draft fields). Its rules are the server's: the form is mapped
// to the product body and checked with productInputSchema, and each issue is moved back onto the
// form field it came from. One implementation, one set of messages.
import { z } from 'zod';
import { CATEGORY_KINDS, categoryKind, resolveCategorySlug, type CategoryKind } from './categories';
import { MESSAGES } from './messages';
import { productInputSchema, type ProductBody, type ProductBodyKey } from './product';

const text = z.string({ error: MESSAGES.mustBeText });
// Number inputs hand over text, or a number with `valueAsNumber`.
const numeric = z.union([z.string(), z.number()], { error: MESSAGES.invalidInput });
const flag = z.boolean({ error: MESSAGES.mustBeBoolean });
const list = z.array(z.string({ error: MESSAGES.mustBeText }), { error: MESSAGES.mustBeList });

const publishFormShape = {
  kind: z.enum(CATEGORY_KINDS, { error: MESSAGES.categoryRequired }),
  /** Under "Autres": the sub-category the seller picked (electronique, mode, ...). */
  category: text.optional(),
  title: text.optional(),
  description: text.optional(),
  location: text.optional(),
  /** Payant (true) or Gratuit (false). */
  isPaid: flag.optional(),
  price: numeric.optional(),
  condition: text.optional(),
  brand: text.optional(),
  model: text.optional(),
  year: numeric.optional(),
  mileage: numeric.optional(),
  transmission: text.optional(),
  fuelType: text.optional(),
  color: text.optional(),
  equipment: list.optional(),
  realEstateType: text.optional(),
  rooms: numeric.optional(),
  bathrooms: numeric.optional(),
  surface: numeric.optional(),
  floor: numeric.optional(),
  furnished: flag.optional(),
  parking: flag.optional(),
  garden: flag.optional(),
  balcony: flag.optional(),
  realEstateCondition: text.optional(),
  jobType: text.optional(),
  jobSector: text.optional(),
  jobExperience: text.optional(),
  jobEducation: text.optional(),
  jobSalaryMin: numeric.optional(),
  jobSalaryMax: numeric.optional(),
  jobRemote: flag.optional(),
  jobUrgency: text.optional(),
  jobCompany: text.optional(),
  jobBenefits: list.optional(),
  /** Data URLs of the chosen photos (at most 8). */
  images: list.optional(),
  latitude: z.number({ error: MESSAGES.latitudeInvalid }).nullish(),
  longitude: z.number({ error: MESSAGES.longitudeInvalid }).nullish(),
};

export type PublishFormValues = z.input<z.ZodObject<typeof publishFormShape>>;
export type PublishFormField = keyof PublishFormValues;

/** Empty inputs are simply not sent; NaN comes from an emptied `valueAsNumber` input. */
function given<T>(value: T | null | undefined): value is T {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

function categoryOf(form: Pick<PublishFormValues, 'kind' | 'category'>): string | undefined {
  if (form.kind !== 'autres') return form.kind;
  return given(form.category) ? form.category : undefined;
}

/** The body of POST /api/products for this form (SPEC field names; 'Free' price when free). */
export function publishFormToProductInput(form: PublishFormValues): ProductBody {
  const body: ProductBody = {};
  const put = (key: ProductBodyKey, value: unknown) => {
    if (given(value)) body[key] = value;
  };
  put('title', form.title);
  put('description', form.description);
  put('location', form.location);
  put('category', categoryOf(form));
  const isFree = form.isPaid === false;
  body.is_free = isFree;
  if (isFree) body.price = 'Free';
  else put('price', form.price);
  body.currency = 'TND';
  put('images', form.images && form.images.length > 0 ? form.images : undefined);
  if (given(form.latitude) && given(form.longitude)) {
    body.latitude = form.latitude;
    body.longitude = form.longitude;
  }

  const kind: CategoryKind = form.kind;
  if (kind === 'voiture') {
    put('car_brand', form.brand);
    put('car_model', form.model);
    put('car_year', form.year);
    put('car_mileage', form.mileage);
    put('car_transmission', form.transmission);
    put('car_fuel_type', form.fuelType);
    put('car_color', form.color);
    put('car_condition', form.condition);
    put('car_equipment', form.equipment && form.equipment.length > 0 ? form.equipment : undefined);
  } else if (kind === 'immobilier') {
    put('real_estate_type', form.realEstateType);
    put('real_estate_rooms', form.rooms);
    put('real_estate_bathrooms', form.bathrooms);
    put('real_estate_surface', form.surface);
    put('real_estate_floor', form.floor);
    put('real_estate_furnished', form.furnished);
    put('real_estate_parking', form.parking);
    put('real_estate_garden', form.garden);
    put('real_estate_balcony', form.balcony);
    put('real_estate_condition', form.realEstateCondition);
  } else if (kind === 'emplois') {
    put('job_type', form.jobType);
    put('job_sector', form.jobSector);
    put('job_experience', form.jobExperience);
    put('job_education', form.jobEducation);
    put('job_salary_min', form.jobSalaryMin);
    put('job_salary_max', form.jobSalaryMax);
    put('job_remote', form.jobRemote);
    put('job_urgency', form.jobUrgency);
    put('job_company', form.jobCompany);
    put('job_benefits', form.jobBenefits && form.jobBenefits.length > 0 ? form.jobBenefits : undefined);
  } else {
    put('condition', form.condition);
  }
  return body;
}

/** Body key → form field, to show a server rule's message under the input it concerns. */
const FORM_FIELD_OF: Partial<Record<ProductBodyKey, PublishFormField>> = {
  title: 'title',
  description: 'description',
  location: 'location',
  category: 'category',
  price: 'price',
  is_free: 'isPaid',
  condition: 'condition',
  images: 'images',
  latitude: 'latitude',
  longitude: 'longitude',
  car_brand: 'brand',
  car_model: 'model',
  car_year: 'year',
  car_mileage: 'mileage',
  car_transmission: 'transmission',
  car_fuel_type: 'fuelType',
  car_color: 'color',
  car_condition: 'condition',
  car_equipment: 'equipment',
  real_estate_type: 'realEstateType',
  real_estate_rooms: 'rooms',
  real_estate_bathrooms: 'bathrooms',
  real_estate_surface: 'surface',
  real_estate_floor: 'floor',
  real_estate_furnished: 'furnished',
  real_estate_parking: 'parking',
  real_estate_garden: 'garden',
  real_estate_balcony: 'balcony',
  real_estate_condition: 'realEstateCondition',
  job_type: 'jobType',
  job_sector: 'jobSector',
  job_experience: 'jobExperience',
  job_education: 'jobEducation',
  job_salary_min: 'jobSalaryMin',
  job_salary_max: 'jobSalaryMax',
  job_remote: 'jobRemote',
  job_urgency: 'jobUrgency',
  job_company: 'jobCompany',
  job_benefits: 'jobBenefits',
};

export const publishFormSchema = z.object(publishFormShape, { error: MESSAGES.invalidInput }).superRefine((form, ctx) => {
  const result = productInputSchema.safeParse(publishFormToProductInput(form));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const bodyKey = issue.path[0];
    const field = typeof bodyKey === 'string' ? (FORM_FIELD_OF[bodyKey as ProductBodyKey] ?? bodyKey) : undefined;
    // Under "Autres" a missing category means no sub-category was picked.
    const message = field === 'category' ? MESSAGES.categoryRequired : issue.message;
    ctx.addIssue({ code: 'custom', message, path: field === undefined ? [] : [field] });
  }
});

/** The form field under which a server issue about body key `bodyKey` is shown (undefined: no field). */
export function publishFormFieldOf(bodyKey: string): PublishFormField | undefined {
  return Object.prototype.hasOwnProperty.call(FORM_FIELD_OF, bodyKey) ? FORM_FIELD_OF[bodyKey as ProductBodyKey] : undefined;
}

/** What the API answers for a product, as far as the form reads it (docs/API.md "Product"). */
export type PublishFormSource = Readonly<Record<string, unknown>> & {
  category?: { slug: string } | null;
  is_free?: boolean;
  price?: number | null;
};

/**
 * The form prefilled from a product (edit mode): the reverse of publishFormToProductInput, read
 * through the same key map so a field added there is prefilled too. Photos are not form values.
 */
export function publishFormValuesOf(product: PublishFormSource): PublishFormValues {
  const slug = product.category?.slug;
  const category = typeof slug === 'string' ? resolveCategorySlug(slug) : null;
  const kind: CategoryKind = category ? categoryKind(category) : 'autres';
  const values: PublishFormValues = { kind, isPaid: product.is_free !== true };
  if (kind === 'autres' && category) values.category = category;
  for (const [bodyKey, field] of Object.entries(FORM_FIELD_OF) as Array<[ProductBodyKey, PublishFormField]>) {
    if (['category', 'is_free', 'images', 'price'].includes(bodyKey)) continue;
    // A car's condition is car_condition; the top-level one is the other kinds'.
    if (bodyKey === 'condition' && kind === 'voiture') continue;
    const value = product[bodyKey];
    if (value === null || value === undefined) continue;
    (values as Record<string, unknown>)[field] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  if (product.is_free !== true && typeof product.price === 'number') values.price = String(product.price);
  return values;
}
