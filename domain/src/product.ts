// The product body the server accepts (create and partial update): SPEC field names and their
// older aliases in, one normalised shape out, with the per-kind rules of SPEC section 5.
import { z } from 'zod';
import {
  BATHROOMS_RANGE,
  CAR_YEAR_MIN,
  CURRENCIES,
  DEFAULT_CURRENCY,
  FLOOR_RANGE,
  MAX_IMAGES,
  ROOMS_RANGE,
  SURFACE_MIN,
  type Currency,
} from './constants';
import { builtinCategoryKind, categorySlugCandidate, type CategoryKindOf } from './categories';
import { resolveCity } from './cities';
import { MESSAGES } from './messages';
import {
  CAR_BRANDS,
  CAR_CONDITIONS,
  CAR_CONDITIONS_LABELS,
  CAR_EQUIPMENT_KEYS,
  CAR_EQUIPMENT_KEYS_LABELS,
  CAR_EQUIPMENT_KEYS_LABELS_AR,
  CONTRACT_TYPES,
  CONTRACT_TYPES_LABELS,
  EDUCATION_LEVELS,
  EDUCATION_LEVELS_LABELS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVELS_LABELS,
  FUEL_TYPES,
  FUEL_TYPES_LABELS,
  LEGACY_CAR_EQUIPMENT_FLAGS,
  PRODUCT_CONDITIONS,
  PRODUCT_CONDITIONS_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_CONDITIONS_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPES_LABELS,
  SECTORS,
  SECTORS_LABELS,
  TRANSMISSIONS,
  TRANSMISSIONS_LABELS,
  URGENCY_LEVELS,
  URGENCY_LEVELS_LABELS,
  type CarCondition,
  type CarEquipmentKey,
  type ContractType,
  type EducationLevel,
  type ExperienceLevel,
  type FuelType,
  type ProductCondition,
  type PropertyCondition,
  type PropertyType,
  type Sector,
  type Transmission,
  type UrgencyLevel,
} from './options';
import {
  optionalField,
  parseBoolean,
  parseList,
  parseNumber,
  parseOption,
  parseText,
  isBlank,
  type Parsed,
} from './fields';
import { parsePrice } from './price';
import { normalizeSearchText } from './search';

export const PRICE_MAX = 100_000_000;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 120;

export interface CarDetails {
  brand: string;
  model: string;
  year: number;
  mileage: number | null;
  fuel_type: FuelType | null;
  transmission: Transmission | null;
  condition: CarCondition;
  color: string | null;
  doors: number | null;
  engine_size: string | null;
  equipment: CarEquipmentKey[];
}

export interface RealEstateDetails {
  type: PropertyType;
  rooms: number;
  bathrooms: number | null;
  surface: number;
  floor: number | null;
  furnished: boolean;
  parking: boolean;
  garden: boolean;
  balcony: boolean;
  condition: PropertyCondition | null;
}

export interface JobDetails {
  type: ContractType;
  sector: Sector;
  experience: ExperienceLevel | null;
  education: EducationLevel | null;
  salary_min: number | null;
  salary_max: number | null;
  remote: boolean;
  urgency: UrgencyLevel | null;
  company: string | null;
  benefits: string[];
}

interface CommonFields {
  title: string;
  description: string;
  price: number | null;
  currency: Currency;
  is_free: boolean;
  /** Category slug; its kind (looked up by the schema's CategoryKindOf) picks the extra fields. */
  category: string;
  location: string;
  city: string | null;
  latitude?: number;
  longitude?: number;
  condition?: ProductCondition;
  is_reserved?: boolean;
  images?: string[];
}

/** A new product, normalised: only the component of the category's kind is non-null. */
export interface ProductInput extends CommonFields {
  car: CarDetails | null;
  real_estate: RealEstateDetails | null;
  job: JobDetails | null;
}

/** A partial update: only the keys the body carried; a component only when one of its fields was sent. */
export interface ProductUpdate extends Partial<CommonFields> {
  car?: Partial<CarDetails>;
  real_estate?: Partial<RealEstateDetails>;
  job?: Partial<JobDetails>;
}

/** Keys a client may never set; they get 'Champ non autorisé : <key>' like any unknown key. */
export const FORBIDDEN_PRODUCT_KEYS = [
  'owner',
  'user_id',
  'like_count',
  'likes',
  'is_promoted',
  'promoted',
  'promoted_at',
  'role',
  'search_text',
  'id',
] as const;

// ---------------------------------------------------------------- field parsers

type PriceValue = { free: true } | { free: false; amount: number; euro: boolean };

const FREE_WORDS = new Set(['free', 'gratuit', 'gratuite', 'مجاني', 'مجانا']);

function parsePriceField(value: unknown): Parsed<PriceValue> {
  if (typeof value === 'string' && FREE_WORDS.has(normalizeSearchText(value))) return { ok: true, value: { free: true } };
  if (typeof value !== 'string' && typeof value !== 'number') return { ok: false, message: MESSAGES.priceInvalid };
  const amount = parsePrice(value);
  if (amount === null || amount < 0) return { ok: false, message: MESSAGES.priceInvalid };
  if (amount > PRICE_MAX) return { ok: false, message: MESSAGES.priceTooHigh };
  return { ok: true, value: { free: false, amount, euro: typeof value === 'string' && /€|eur/i.test(value) } };
}

const CURRENCY_SPELLINGS: Readonly<Record<string, Currency>> = { tnd: 'TND', dt: 'TND', eur: 'EUR', '€': 'EUR', euro: 'EUR', euros: 'EUR' };

function parseCurrency(value: unknown): Parsed<Currency> {
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    const currency = Object.prototype.hasOwnProperty.call(CURRENCY_SPELLINGS, key) ? CURRENCY_SPELLINGS[key] : undefined;
    if (currency && (CURRENCIES as readonly string[]).includes(currency)) return { ok: true, value: currency };
  }
  return { ok: false, message: MESSAGES.currencyInvalid };
}

function parseCategory(value: unknown): Parsed<string> {
  const slug = categorySlugCandidate(value);
  return slug ? { ok: true, value: slug } : { ok: false, message: MESSAGES.categoryRequired };
}

/** Brand as typed, but a known brand gets its canonical spelling ('bmw' → 'BMW'). */
function parseBrand(value: unknown): Parsed<string> {
  const text = parseText(60, MESSAGES.optionInvalid)(value);
  if (!text.ok) return text;
  const known = CAR_BRANDS.find((brand) => normalizeSearchText(brand) === normalizeSearchText(text.value));
  return { ok: true, value: known ?? text.value };
}

function parseSalaryRange(value: unknown): Parsed<{ min: number; max: number }> {
  if (typeof value !== 'string') return { ok: false, message: MESSAGES.salaryInvalid };
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.replace(/\s|dt|tnd/gi, '').replace(/–|à/g, '-'));
  if (!match) return { ok: false, message: MESSAGES.salaryInvalid };
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max ? { ok: true, value: { min, max } } : { ok: false, message: MESSAGES.salaryOrder };
}

const currentYear = () => new Date().getFullYear();

function parseYear(value: unknown): Parsed<number> {
  // The upper bound is read at parse time so a long-running server accepts next year's cars in January.
  return parseNumber({ min: CAR_YEAR_MIN, max: currentYear(), integer: true }, MESSAGES.carYearRange(currentYear()))(value);
}

const text = (max: number, tooLong: string) => optionalField(parseText(max, tooLong));
const int = (min: number, max: number, message: string) => optionalField(parseNumber({ min, max, integer: true }, message));
const bool = () => optionalField(parseBoolean());
const option = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) =>
  optionalField(parseOption(values, [labels], MESSAGES.optionInvalid));

// Conditions of either list are accepted at the top level: cars use new/used/damaged (SPEC 9).
const ANY_CONDITIONS = [...new Set([...PRODUCT_CONDITIONS, ...CAR_CONDITIONS])] as Array<ProductCondition | CarCondition>;
const ANY_CONDITION_LABELS = { ...CAR_CONDITIONS_LABELS, ...PRODUCT_CONDITIONS_LABELS } as Record<ProductCondition | CarCondition, string>;

const stringItem = (max: number) => parseText(max, MESSAGES.optionInvalid);
const equipmentItem = parseOption(CAR_EQUIPMENT_KEYS, [CAR_EQUIPMENT_KEYS_LABELS, CAR_EQUIPMENT_KEYS_LABELS_AR], MESSAGES.optionInvalid);

const fields = {
  car: {
    brand: optionalField(parseBrand),
    model: text(60, MESSAGES.optionInvalid),
    year: optionalField(parseYear),
    mileage: int(0, 10_000_000, MESSAGES.carMileageInvalid),
    fuel_type: option(FUEL_TYPES, FUEL_TYPES_LABELS),
    transmission: option(TRANSMISSIONS, TRANSMISSIONS_LABELS),
    condition: option(CAR_CONDITIONS, CAR_CONDITIONS_LABELS),
    color: text(40, MESSAGES.optionInvalid),
    doors: int(1, 9, MESSAGES.carDoorsInvalid),
    engine_size: text(30, MESSAGES.optionInvalid),
    equipment: optionalField(parseList(equipmentItem, CAR_EQUIPMENT_KEYS.length, MESSAGES.optionInvalid, true)),
  },
  real_estate: {
    type: option(PROPERTY_TYPES, PROPERTY_TYPES_LABELS),
    rooms: int(ROOMS_RANGE.min, ROOMS_RANGE.max, MESSAGES.roomsRange),
    bathrooms: int(BATHROOMS_RANGE.min, BATHROOMS_RANGE.max, MESSAGES.bathroomsRange),
    surface: optionalField(parseNumber({ min: SURFACE_MIN, max: 10_000_000, integer: true }, MESSAGES.surfaceMin)),
    floor: int(FLOOR_RANGE.min, FLOOR_RANGE.max, MESSAGES.floorRange),
    furnished: bool(),
    parking: bool(),
    garden: bool(),
    balcony: bool(),
    condition: option(PROPERTY_CONDITIONS, PROPERTY_CONDITIONS_LABELS),
  },
  job: {
    type: option(CONTRACT_TYPES, CONTRACT_TYPES_LABELS),
    sector: option(SECTORS, SECTORS_LABELS),
    experience: option(EXPERIENCE_LEVELS, EXPERIENCE_LEVELS_LABELS),
    education: option(EDUCATION_LEVELS, EDUCATION_LEVELS_LABELS),
    salary: int(0, 100_000_000, MESSAGES.salaryInvalid),
    remote: bool(),
    urgency: option(URGENCY_LEVELS, URGENCY_LEVELS_LABELS),
    company: text(120, MESSAGES.optionInvalid),
    benefits: optionalField(parseList(stringItem(100), 20, MESSAGES.optionInvalid, true)),
  },
};

const legacyEquipmentFlags = Object.fromEntries(Object.keys(LEGACY_CAR_EQUIPMENT_FLAGS).map((key) => [key, bool()]));

/** Every key a product body may carry. The SPEC name comes first, its older alias after it. */
const productShape = {
  title: text(TITLE_MAX, MESSAGES.titleTooLong),
  description: text(DESCRIPTION_MAX, MESSAGES.descriptionTooLong),
  location: text(LOCATION_MAX, MESSAGES.locationTooLong),
  category: optionalField(parseCategory),
  price: optionalField(parsePriceField),
  is_free: bool(),
  currency: optionalField(parseCurrency),
  city: text(LOCATION_MAX, MESSAGES.cityUnknown),
  latitude: optionalField(parseNumber({ min: -90, max: 90 }, MESSAGES.latitudeInvalid)),
  longitude: optionalField(parseNumber({ min: -180, max: 180 }, MESSAGES.longitudeInvalid)),
  condition: option(ANY_CONDITIONS, ANY_CONDITION_LABELS),
  is_reserved: bool(),
  images: optionalField(parseList(stringItem(20_000_000), MAX_IMAGES, MESSAGES.maxImages)),

  car_brand: fields.car.brand,
  brand: fields.car.brand,
  car_model: fields.car.model,
  model: fields.car.model,
  car_year: fields.car.year,
  year: fields.car.year,
  car_mileage: fields.car.mileage,
  mileage: fields.car.mileage,
  car_fuel_type: fields.car.fuel_type,
  fuel_type: fields.car.fuel_type,
  car_transmission: fields.car.transmission,
  transmission: fields.car.transmission,
  car_condition: fields.car.condition,
  car_color: fields.car.color,
  color: fields.car.color,
  car_doors: fields.car.doors,
  doors: fields.car.doors,
  car_engine_size: fields.car.engine_size,
  power: fields.car.engine_size,
  car_equipment: fields.car.equipment,
  // Older boolean flags (car_ventilated_seats, ...) fold into car_equipment. car_non_smoking is
  // accepted but dropped: its opposite, smoking_allowed, cannot be told apart from "not said".
  ...legacyEquipmentFlags,
  car_non_smoking: bool(),

  real_estate_type: fields.real_estate.type,
  property_type: fields.real_estate.type,
  real_estate_rooms: fields.real_estate.rooms,
  rooms: fields.real_estate.rooms,
  real_estate_bathrooms: fields.real_estate.bathrooms,
  bathrooms: fields.real_estate.bathrooms,
  real_estate_surface: fields.real_estate.surface,
  surface: fields.real_estate.surface,
  real_estate_floor: fields.real_estate.floor,
  floor: fields.real_estate.floor,
  real_estate_furnished: fields.real_estate.furnished,
  furnished: fields.real_estate.furnished,
  real_estate_parking: fields.real_estate.parking,
  parking: fields.real_estate.parking,
  real_estate_garden: fields.real_estate.garden,
  garden: fields.real_estate.garden,
  real_estate_balcony: fields.real_estate.balcony,
  balcony: fields.real_estate.balcony,
  real_estate_condition: fields.real_estate.condition,

  job_type: fields.job.type,
  contract_type: fields.job.type,
  job_sector: fields.job.sector,
  sector: fields.job.sector,
  job_experience: fields.job.experience,
  experience_level: fields.job.experience,
  job_education: fields.job.education,
  education_level: fields.job.education,
  job_salary_min: fields.job.salary,
  job_salary_max: fields.job.salary,
  salary_range: optionalField(parseSalaryRange),
  job_remote: fields.job.remote,
  remote: fields.job.remote,
  job_urgency: fields.job.urgency,
  job_company: fields.job.company,
  company: fields.job.company,
  job_benefits: fields.job.benefits,
};

export type ProductBodyKey = keyof typeof productShape;
export const PRODUCT_BODY_KEYS = Object.keys(productShape) as ProductBodyKey[];

type RawProduct = z.output<z.ZodObject<typeof productShape>>;

// ---------------------------------------------------------------- normalisation

type Report = (path: ProductBodyKey, message: string) => void;

/** The SPEC key's value, else its alias's; `undefined` when neither was sent. */
const pick = <T>(primary: T | undefined, alias: T | undefined): T | undefined => (primary !== undefined ? primary : alias);

/** Drops the keys whose value is undefined, so an update carries only what was sent. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function carFields(raw: RawProduct) {
  const flags = Object.entries(LEGACY_CAR_EQUIPMENT_FLAGS).filter(([flag]) => raw[flag as ProductBodyKey] !== undefined);
  let equipment = raw.car_equipment as CarEquipmentKey[] | undefined;
  if (flags.length > 0) {
    const fromFlags = flags.filter(([flag]) => raw[flag as ProductBodyKey] === true).map(([, key]) => key);
    equipment = [...new Set([...(equipment ?? []), ...fromFlags])];
  }
  const carCondition = pick(
    raw.car_condition,
    (CAR_CONDITIONS as readonly string[]).includes(raw.condition ?? '') ? (raw.condition as CarCondition) : undefined,
  );
  return {
    brand: pick(raw.car_brand, raw.brand),
    model: pick(raw.car_model, raw.model),
    year: pick(raw.car_year, raw.year),
    mileage: pick(raw.car_mileage, raw.mileage),
    fuel_type: pick(raw.car_fuel_type, raw.fuel_type),
    transmission: pick(raw.car_transmission, raw.transmission),
    condition: carCondition,
    color: pick(raw.car_color, raw.color),
    doors: pick(raw.car_doors, raw.doors),
    engine_size: pick(raw.car_engine_size, raw.power),
    equipment,
  };
}

function realEstateFields(raw: RawProduct) {
  return {
    type: pick(raw.real_estate_type, raw.property_type),
    rooms: pick(raw.real_estate_rooms, raw.rooms),
    bathrooms: pick(raw.real_estate_bathrooms, raw.bathrooms),
    surface: pick(raw.real_estate_surface, raw.surface),
    floor: pick(raw.real_estate_floor, raw.floor),
    furnished: pick(raw.real_estate_furnished, raw.furnished),
    parking: pick(raw.real_estate_parking, raw.parking),
    garden: pick(raw.real_estate_garden, raw.garden),
    balcony: pick(raw.real_estate_balcony, raw.balcony),
    condition: raw.real_estate_condition,
  };
}

function jobFields(raw: RawProduct, report: Report) {
  const salaryMin = pick(raw.job_salary_min, raw.salary_range?.min);
  const salaryMax = pick(raw.job_salary_max, raw.salary_range?.max);
  if (salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax) report('job_salary_min', MESSAGES.salaryOrder);
  return {
    type: pick(raw.job_type, raw.contract_type),
    sector: pick(raw.job_sector, raw.sector),
    experience: pick(raw.job_experience, raw.experience_level),
    education: pick(raw.job_education, raw.education_level),
    salary_min: salaryMin,
    salary_max: salaryMax,
    remote: pick(raw.job_remote, raw.remote),
    urgency: raw.job_urgency,
    company: pick(raw.job_company, raw.company),
    benefits: raw.job_benefits,
  };
}

const asProductCondition = (value: string | undefined): ProductCondition | undefined =>
  value !== undefined && (PRODUCT_CONDITIONS as readonly string[]).includes(value) ? (value as ProductCondition) : undefined;

/**
 * Top-level condition, which the product list filters on: the product condition, or a car's
 * new/used; a car's 'damaged' has no product-list equivalent.
 */
function productCondition(raw: RawProduct): ProductCondition | undefined {
  return asProductCondition(raw.condition) ?? asProductCondition(raw.car_condition);
}

function checkCoordinates(raw: RawProduct, report: Report) {
  if ((raw.latitude === undefined) !== (raw.longitude === undefined)) {
    report(raw.latitude === undefined ? 'latitude' : 'longitude', MESSAGES.coordinatesIncomplete);
  }
}

function cityOf(raw: RawProduct): string | null {
  return resolveCity(raw.city)?.slug ?? resolveCity(raw.location)?.slug ?? null;
}

function requireAll(checks: ReadonlyArray<readonly [unknown, ProductBodyKey, string]>, report: Report): boolean {
  let complete = true;
  for (const [value, path, message] of checks) {
    if (value === undefined) {
      report(path, message);
      complete = false;
    }
  }
  return complete;
}

function normalizeCreate(raw: RawProduct, report: Report, kindOf: CategoryKindOf): ProductInput | null {
  const complete = requireAll(
    [
      [raw.title, 'title', MESSAGES.fillRequired],
      [raw.description, 'description', MESSAGES.fillRequired],
      [raw.location, 'location', MESSAGES.fillRequired],
      [raw.category, 'category', MESSAGES.fillRequired],
    ],
    report,
  );

  const isFree = raw.is_free ?? raw.price?.free ?? false;
  let price: number | null = null;
  if (!isFree) {
    if (raw.price === undefined || raw.price.free) report('price', MESSAGES.priceRequired);
    else price = raw.price.amount;
  }
  const euroHint = raw.price !== undefined && !raw.price.free && raw.price.euro;
  checkCoordinates(raw, report);

  // Without a category there is no kind to check; otherwise its rules are checked even when
  // common fields are missing, so a form shows every problem at once.
  if (raw.category === undefined) return null;
  const kind = kindOf(raw.category);
  if (kind === null) {
    report('category', MESSAGES.categoryUnknown);
    return null;
  }
  if (kind !== 'voiture' && raw.condition !== undefined && asProductCondition(raw.condition) === undefined) {
    report('condition', MESSAGES.conditionInvalid);
  }

  let car: CarDetails | null = null;
  let real_estate: RealEstateDetails | null = null;
  let job: JobDetails | null = null;
  if (kind === 'voiture') {
    const c = carFields(raw);
    if (
      requireAll(
        [
          [c.brand, 'car_brand', MESSAGES.carBrandRequired],
          [c.model, 'car_model', MESSAGES.carModelRequired],
          [c.year, 'car_year', MESSAGES.carYearRequired],
          [c.condition, 'car_condition', MESSAGES.carConditionRequired],
        ],
        report,
      ) &&
      c.brand !== undefined &&
      c.model !== undefined &&
      c.year !== undefined &&
      c.condition !== undefined
    ) {
      car = {
        brand: c.brand,
        model: c.model,
        year: c.year,
        mileage: c.mileage ?? null,
        fuel_type: c.fuel_type ?? null,
        transmission: c.transmission ?? null,
        condition: c.condition,
        color: c.color ?? null,
        doors: c.doors ?? null,
        engine_size: c.engine_size ?? null,
        equipment: c.equipment ?? [],
      };
    }
  } else if (kind === 'immobilier') {
    const r = realEstateFields(raw);
    if (
      requireAll(
        [
          [r.type, 'real_estate_type', MESSAGES.realEstateTypeRequired],
          [r.rooms, 'real_estate_rooms', MESSAGES.roomsRequired],
          [r.surface, 'real_estate_surface', MESSAGES.surfaceRequired],
        ],
        report,
      ) &&
      r.type !== undefined &&
      r.rooms !== undefined &&
      r.surface !== undefined
    ) {
      real_estate = {
        type: r.type,
        rooms: r.rooms,
        bathrooms: r.bathrooms ?? null,
        surface: r.surface,
        floor: r.floor ?? null,
        furnished: r.furnished ?? false,
        parking: r.parking ?? false,
        garden: r.garden ?? false,
        balcony: r.balcony ?? false,
        condition: r.condition ?? null,
      };
    }
  } else if (kind === 'emplois') {
    const j = jobFields(raw, report);
    if (
      requireAll(
        [
          [j.type, 'job_type', MESSAGES.jobTypeRequired],
          [j.sector, 'job_sector', MESSAGES.jobSectorRequired],
        ],
        report,
      ) &&
      j.type !== undefined &&
      j.sector !== undefined
    ) {
      job = {
        type: j.type,
        sector: j.sector,
        experience: j.experience ?? null,
        education: j.education ?? null,
        salary_min: j.salary_min ?? null,
        salary_max: j.salary_max ?? null,
        remote: j.remote ?? false,
        urgency: j.urgency ?? null,
        company: j.company ?? null,
        benefits: j.benefits ?? [],
      };
    }
  }

  if (!complete || raw.title === undefined || raw.description === undefined || raw.location === undefined) return null;
  return {
    title: raw.title,
    description: raw.description,
    price,
    currency: raw.currency ?? (euroHint ? 'EUR' : DEFAULT_CURRENCY),
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
    car,
    real_estate,
    job,
  };
}

function normalizeUpdate(raw: RawProduct, report: Report, kindOf: CategoryKindOf): ProductUpdate {
  checkCoordinates(raw, report);
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
  const kind = raw.category !== undefined ? kindOf(raw.category) : undefined;
  if (kind === null) report('category', MESSAGES.categoryUnknown);
  if (kind && kind !== 'voiture' && raw.condition !== undefined && asProductCondition(raw.condition) === undefined) {
    report('condition', MESSAGES.conditionInvalid);
  }

  // Price: 'Free' (or is_free true) makes the listing free; a number alone makes it paid.
  const freeFromPrice = raw.price?.free === true;
  const isFree = raw.is_free ?? (freeFromPrice ? true : raw.price !== undefined ? false : undefined);
  if (isFree !== undefined) update.is_free = isFree;
  if (isFree === true) update.price = null;
  else if (raw.price !== undefined) {
    if (raw.price.free) report('price', MESSAGES.priceRequired);
    else {
      update.price = raw.price.amount;
      if (raw.currency === undefined && raw.price.euro) update.currency = 'EUR';
    }
  }
  if (raw.city !== undefined || raw.location !== undefined) update.city = cityOf(raw);

  const car = present(carFields(raw));
  const realEstate = present(realEstateFields(raw));
  const job = present(jobFields(raw, report));
  if (Object.keys(car).length > 0) update.car = car;
  if (Object.keys(realEstate).length > 0) update.real_estate = realEstate;
  if (Object.keys(job).length > 0) update.job = job;
  return update;
}

/** Older alias of each SPEC key, so a problem with one is not reported again under the other. */
const ALIAS_OF: Partial<Record<ProductBodyKey, ProductBodyKey>> = {
  car_brand: 'brand',
  car_model: 'model',
  car_year: 'year',
  car_condition: 'condition',
  real_estate_type: 'property_type',
  real_estate_rooms: 'rooms',
  real_estate_surface: 'surface',
  job_type: 'contract_type',
  job_sector: 'sector',
  job_salary_min: 'salary_range',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A product schema: every key is checked (unknown keys, then each field, then the rules across
 * fields) and all problems are reported together, so a form can show them at once. Unknown keys
 * come first, then missing required fields, so mass assignment and an incomplete form each get
 * their own message first.
 */
function productSchema<T>(normalize: (raw: RawProduct, report: Report, kindOf: CategoryKindOf) => T | null, kindOf: CategoryKindOf) {
  return z.unknown().transform((body, ctx): T => {
    if (!isPlainObject(body)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidInput });
      return z.NEVER;
    }
    const problems: Array<{ rank: number; path: string; message: string }> = [];
    for (const key of Object.keys(body)) {
      if (!Object.prototype.hasOwnProperty.call(productShape, key)) problems.push({ rank: 0, path: key, message: MESSAGES.unknownField(key) });
    }
    const raw: Record<string, unknown> = {};
    const invalid = new Set<string>();
    for (const key of PRODUCT_BODY_KEYS) {
      const value = Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined;
      if (isBlank(value)) continue;
      const result = productShape[key].safeParse(value);
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
      problems.push({ rank: message === MESSAGES.fillRequired ? 1 : 2, path, message });
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

/** The JSON a client sends to create or update a product (SPEC field names). */
export type ProductBody = Partial<Record<ProductBodyKey, unknown>>;
