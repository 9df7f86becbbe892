// The product field table: one row per kind-specific field, from which the body schema, the
// normalised input, the publish form's mapping and the serializer's columns are all derived (the
// detail page's spec rows read the same rows without their parsers: field-labels.ts). Rows are
// keyed by category kind (not by slug), so a category created by an admin picks its fields
// through its kind.
import { BATHROOMS_RANGE, FLOOR_RANGE, ROOMS_RANGE, SURFACE_MIN } from '../constants';
import type { CategoryKind } from '../categories';
import { ISSUE } from '../messages';
import {
  CAR_CONDITIONS,
  CAR_EQUIPMENT_KEYS,
  CONTRACT_TYPES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  FUEL_TYPES,
  OPTION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPES,
  REAL_ESTATE_DEALS,
  SECTORS,
  TRANSMISSIONS,
  URGENCY_LEVELS,
} from '../options';
import { optionalField, parseList, parseNumber, parseOption, parseText } from '../fields';
import { bool, int, option, parseBrand, parseYear, text } from './parsers';
import { CAR_FIELD_LABELS, JOB_FIELD_LABELS, REAL_ESTATE_FIELD_LABELS, type ComponentName, type FieldLabels, type FieldType } from './field-labels';

export type { ComponentName, FieldType } from './field-labels';

/** A field of the table: how it reads (field-labels.ts) and its body parser. */
export interface FieldRow extends FieldLabels {
  /** The body parser with its limits (a lenient zod field). */
  readonly parse: ReturnType<typeof optionalField<unknown>>;
}

const listOf = (item: (value: unknown) => ReturnType<ReturnType<typeof parseText>>, max: number) =>
  optionalField(parseList(item, max, ISSUE.optionInvalid, true));
const equipmentItem = parseOption(CAR_EQUIPMENT_KEYS, OPTION_LABELS.carEquipment, ISSUE.optionInvalid);

const row = <const R extends FieldRow>(r: R) => r;

/** Car fields: the `product.car` component; the row name is its column. */
export const CAR_FIELDS = {
  brand: row({ ...CAR_FIELD_LABELS.brand, parse: optionalField(parseBrand) }),
  model: row({ ...CAR_FIELD_LABELS.model, parse: text(60, ISSUE.optionInvalid) }),
  year: row({ ...CAR_FIELD_LABELS.year, parse: optionalField(parseYear) }),
  mileage: row({ ...CAR_FIELD_LABELS.mileage, parse: int(0, 10_000_000, ISSUE.carMileageInvalid) }),
  fuel_type: row({ ...CAR_FIELD_LABELS.fuel_type, parse: option(FUEL_TYPES, OPTION_LABELS.fuelType) }),
  transmission: row({ ...CAR_FIELD_LABELS.transmission, parse: option(TRANSMISSIONS, OPTION_LABELS.transmission) }),
  condition: row({ ...CAR_FIELD_LABELS.condition, parse: option(CAR_CONDITIONS, OPTION_LABELS.carCondition) }),
  color: row({ ...CAR_FIELD_LABELS.color, parse: text(40, ISSUE.optionInvalid) }),
  doors: row({ ...CAR_FIELD_LABELS.doors, parse: int(1, 9, ISSUE.carDoorsInvalid) }),
  engine_size: row({ ...CAR_FIELD_LABELS.engine_size, parse: text(30, ISSUE.optionInvalid) }),
  equipment: row({ ...CAR_FIELD_LABELS.equipment, parse: listOf(equipmentItem, CAR_EQUIPMENT_KEYS.length) }),
} as const;

/** Real-estate fields: the `product.real-estate` component. */
export const REAL_ESTATE_FIELDS = {
  type: row({ ...REAL_ESTATE_FIELD_LABELS.type, parse: option(PROPERTY_TYPES, OPTION_LABELS.propertyType) }),
  deal: row({ ...REAL_ESTATE_FIELD_LABELS.deal, parse: option(REAL_ESTATE_DEALS, OPTION_LABELS.realEstateDeal) }),
  rooms: row({ ...REAL_ESTATE_FIELD_LABELS.rooms, parse: int(ROOMS_RANGE.min, ROOMS_RANGE.max, ISSUE.roomsRange) }),
  bathrooms: row({ ...REAL_ESTATE_FIELD_LABELS.bathrooms, parse: int(BATHROOMS_RANGE.min, BATHROOMS_RANGE.max, ISSUE.bathroomsRange) }),
  surface: row({ ...REAL_ESTATE_FIELD_LABELS.surface, parse: optionalField(parseNumber({ min: SURFACE_MIN, max: 10_000_000, integer: true }, ISSUE.surfaceMin)) }),
  floor: row({ ...REAL_ESTATE_FIELD_LABELS.floor, parse: int(FLOOR_RANGE.min, FLOOR_RANGE.max, ISSUE.floorRange) }),
  furnished: row({ ...REAL_ESTATE_FIELD_LABELS.furnished, parse: bool() }),
  parking: row({ ...REAL_ESTATE_FIELD_LABELS.parking, parse: bool() }),
  garden: row({ ...REAL_ESTATE_FIELD_LABELS.garden, parse: bool() }),
  balcony: row({ ...REAL_ESTATE_FIELD_LABELS.balcony, parse: bool() }),
  condition: row({ ...REAL_ESTATE_FIELD_LABELS.condition, parse: option(PROPERTY_CONDITIONS, OPTION_LABELS.propertyCondition) }),
} as const;

/** Job fields: the `product.job` component. */
export const JOB_FIELDS = {
  type: row({ ...JOB_FIELD_LABELS.type, parse: option(CONTRACT_TYPES, OPTION_LABELS.contractType) }),
  sector: row({ ...JOB_FIELD_LABELS.sector, parse: option(SECTORS, OPTION_LABELS.sector) }),
  experience: row({ ...JOB_FIELD_LABELS.experience, parse: option(EXPERIENCE_LEVELS, OPTION_LABELS.experienceLevel) }),
  education: row({ ...JOB_FIELD_LABELS.education, parse: option(EDUCATION_LEVELS, OPTION_LABELS.educationLevel) }),
  salary_min: row({ ...JOB_FIELD_LABELS.salary_min, parse: int(0, 100_000_000, ISSUE.salaryInvalid) }),
  salary_max: row({ ...JOB_FIELD_LABELS.salary_max, parse: int(0, 100_000_000, ISSUE.salaryInvalid) }),
  remote: row({ ...JOB_FIELD_LABELS.remote, parse: bool() }),
  urgency: row({ ...JOB_FIELD_LABELS.urgency, parse: option(URGENCY_LEVELS, OPTION_LABELS.urgencyLevel) }),
  company: row({ ...JOB_FIELD_LABELS.company, parse: text(120, ISSUE.optionInvalid) }),
  benefits: row({ ...JOB_FIELD_LABELS.benefits, parse: listOf(parseText(100, ISSUE.optionInvalid), 20) }),
} as const;

type Table = Readonly<Record<string, FieldRow>>;

export interface KindFields {
  readonly component: ComponentName;
  /** Strapi component uid and its table. */
  readonly uid: string;
  readonly table: string;
  readonly fields: Table;
}

/** The field table, by category kind; `autres` has no kind-specific field. */
export const KIND_FIELDS: Readonly<Record<CategoryKind, KindFields | null>> = {
  voiture: { component: 'car', uid: 'product.car', table: 'components_product_cars', fields: CAR_FIELDS },
  immobilier: { component: 'real_estate', uid: 'product.real-estate', table: 'components_product_real_estates', fields: REAL_ESTATE_FIELDS },
  emplois: { component: 'job', uid: 'product.job', table: 'components_product_jobs', fields: JOB_FIELDS },
  autres: null,
};

/** Every kind's fields with their component, one entry per component. */
export const COMPONENT_FIELDS = Object.values(KIND_FIELDS).filter((k): k is KindFields => k !== null);

/** Every row of the table with its column and component. */
export const FIELD_ROWS: ReadonlyArray<FieldRow & { column: string; component: ComponentName; kind: CategoryKind }> = (
  Object.entries(KIND_FIELDS) as Array<[CategoryKind, KindFields | null]>
).flatMap(([kind, k]) => (k ? Object.entries(k.fields).map(([column, r]) => ({ ...r, column, component: k.component, kind })) : []));

type RowsOf<T> = T[keyof T];
type KeysOfRows<R> = R extends { key: infer K extends string; aliases: readonly (infer A extends string)[] } ? K | A : never;

/** Every body key of the kind-specific fields, SPEC names and aliases. */
export type KindFieldKey = KeysOfRows<RowsOf<typeof CAR_FIELDS> | RowsOf<typeof REAL_ESTATE_FIELDS> | RowsOf<typeof JOB_FIELDS>>;

type FormValue<T extends FieldType> = T extends 'int' ? string | number : T extends 'bool' ? boolean : T extends 'list' ? string[] : string;
type FormRows = RowsOf<typeof CAR_FIELDS> | RowsOf<typeof REAL_ESTATE_FIELDS> | RowsOf<typeof JOB_FIELDS>;

/** The publish form's kind-specific inputs, typed from the table. */
export type KindFormValues = { [R in FormRows as R['form'] & string]?: FormValue<R['type']> };
