// Every key a product body may carry: the common fields, then each kind's rows of the field table
// (SPEC name first, older aliases after it), then the older spellings that fold into a field.
import { MAX_IMAGES } from '../constants';
import { ISSUE } from '../messages';
import { CAR_CONDITIONS, LEGACY_CAR_EQUIPMENT_FLAGS, OPTION_LABELS, PRODUCT_CONDITIONS, type CarCondition, type ProductCondition } from '../options';
import { optionalField, parseList, parseNumber, parseText } from '../fields';
import { FIELD_ROWS, type KindFieldKey } from './field-table';
import {
  DESCRIPTION_MAX,
  LOCATION_MAX,
  TITLE_MAX,
  bool,
  option,
  parseCategory,
  parseCurrency,
  parsePriceField,
  parseSalaryRange,
  text,
} from './parsers';

// Conditions of either list are accepted at the top level: cars use new/used/damaged (SPEC 9).
const ANY_CONDITIONS = [...new Set([...PRODUCT_CONDITIONS, ...CAR_CONDITIONS])] as Array<ProductCondition | CarCondition>;
const ANY_CONDITION_LABELS = { ...OPTION_LABELS.carCondition, ...OPTION_LABELS.productCondition };

const commonShape = {
  title: text(TITLE_MAX, ISSUE.titleTooLong),
  description: text(DESCRIPTION_MAX, ISSUE.descriptionTooLong),
  location: text(LOCATION_MAX, ISSUE.locationTooLong),
  category: optionalField(parseCategory),
  price: optionalField(parsePriceField),
  is_free: bool(),
  currency: optionalField(parseCurrency),
  city: text(LOCATION_MAX, ISSUE.cityUnknown),
  latitude: optionalField(parseNumber({ min: -90, max: 90 }, ISSUE.latitudeInvalid)),
  longitude: optionalField(parseNumber({ min: -180, max: 180 }, ISSUE.longitudeInvalid)),
  condition: option(ANY_CONDITIONS, ANY_CONDITION_LABELS),
  is_reserved: bool(),
  images: optionalField(parseList(parseText(20_000_000, ISSUE.optionInvalid), MAX_IMAGES, ISSUE.maxImages)),
};

const foldedShape = {
  // Older boolean flags (car_ventilated_seats, ...) fold into car_equipment. car_non_smoking is
  // accepted but dropped: its opposite, smoking_allowed, cannot be told apart from "not said".
  ...(Object.fromEntries(Object.keys(LEGACY_CAR_EQUIPMENT_FLAGS).map((key) => [key, bool()])) as Record<
    keyof typeof LEGACY_CAR_EQUIPMENT_FLAGS,
    ReturnType<typeof bool>
  >),
  car_non_smoking: bool(),
  salary_range: optionalField(parseSalaryRange),
};

export type CommonBodyKey = keyof typeof commonShape;
export type ProductBodyKey = CommonBodyKey | KindFieldKey | keyof typeof foldedShape;

type Parser = (typeof commonShape)[CommonBodyKey] | (typeof FIELD_ROWS)[number]['parse'] | (typeof foldedShape)[keyof typeof foldedShape];

export const PRODUCT_SHAPE: Readonly<Record<ProductBodyKey, Parser>> = {
  ...commonShape,
  ...(Object.fromEntries(FIELD_ROWS.flatMap((row) => [row.key, ...row.aliases].map((key) => [key, row.parse]))) as Record<KindFieldKey, Parser>),
  ...foldedShape,
};

export const PRODUCT_BODY_KEYS = Object.keys(PRODUCT_SHAPE) as ProductBodyKey[];

/** The JSON a client sends to create or update a product (SPEC field names). */
export type ProductBody = Partial<Record<ProductBodyKey, unknown>>;

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
