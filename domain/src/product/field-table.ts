// The product field table: one row per kind-specific field, from which the body schema, the
// normalised input, the publish form's mapping, the serializer's columns and the detail page's
// spec rows are all derived. Rows are keyed by category kind (not by slug), so a category created
// by an admin picks its fields through its kind.
import { BATHROOMS_RANGE, FLOOR_RANGE, ROOMS_RANGE, SURFACE_MIN } from '../constants';
import type { CategoryKind } from '../categories';
import type { MessageKey } from '../messages';
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
  SECTORS,
  TRANSMISSIONS,
  URGENCY_LEVELS,
  type Label,
  type OptionList,
} from '../options';
import { optionalField, parseList, parseNumber, parseOption, parseText } from '../fields';
import { bool, int, option, parseBrand, parseYear, text } from './parsers';

/** How a value is stored and shown: the serializer and the spec rows read this. */
export type FieldType = 'text' | 'int' | 'bool' | 'option' | 'list';

export interface FieldRow {
  /** Body and API key (SPEC name). */
  readonly key: string;
  /** Older names accepted on input for the same field. */
  readonly aliases: readonly string[];
  readonly type: FieldType;
  /** The body parser with its limits (a lenient zod field). */
  readonly parse: ReturnType<typeof optionalField<unknown>>;
  readonly label: Label;
  /** Field of the client publish form, when the form offers it. */
  readonly form?: string;
  /** Message when a new listing of this kind lacks the field. */
  readonly required?: MessageKey;
  /** Option list whose labels show the value. */
  readonly options?: OptionList;
  /** Unit shown after a number (spec rows). */
  readonly unit?: Label;
}

const listOf = (item: (value: unknown) => ReturnType<ReturnType<typeof parseText>>, max: number) =>
  optionalField(parseList(item, max, ISSUE.optionInvalid, true));
const equipmentItem = parseOption(CAR_EQUIPMENT_KEYS, OPTION_LABELS.carEquipment, ISSUE.optionInvalid);

const row = <const R extends FieldRow>(r: R) => r;

/** Car fields: the `product.car` component; the row name is its column. */
export const CAR_FIELDS = {
  brand: row({ key: 'car_brand', aliases: ['brand'], type: 'text', parse: optionalField(parseBrand), form: 'brand', required: 'carBrandRequired', options: 'carBrand', label: { fr: 'Marque', ar: 'العلامة' } }),
  model: row({ key: 'car_model', aliases: ['model'], type: 'text', parse: text(60, ISSUE.optionInvalid), form: 'model', required: 'carModelRequired', label: { fr: 'Modèle', ar: 'الطراز' } }),
  year: row({ key: 'car_year', aliases: ['year'], type: 'int', parse: optionalField(parseYear), form: 'year', required: 'carYearRequired', label: { fr: 'Année', ar: 'السنة' } }),
  mileage: row({ key: 'car_mileage', aliases: ['mileage'], type: 'int', parse: int(0, 10_000_000, ISSUE.carMileageInvalid), form: 'mileage', label: { fr: 'Kilométrage', ar: 'عدد الكيلومترات' }, unit: { fr: 'km', ar: 'كم' } }),
  fuel_type: row({ key: 'car_fuel_type', aliases: ['fuel_type'], type: 'option', parse: option(FUEL_TYPES, OPTION_LABELS.fuelType), form: 'fuelType', options: 'fuelType', label: { fr: 'Carburant', ar: 'الوقود' } }),
  transmission: row({ key: 'car_transmission', aliases: ['transmission'], type: 'option', parse: option(TRANSMISSIONS, OPTION_LABELS.transmission), form: 'transmission', options: 'transmission', label: { fr: 'Boîte de vitesses', ar: 'ناقل الحركة' } }),
  // Its alias is the top-level `condition`, read only when it is a car condition (see normalize).
  condition: row({ key: 'car_condition', aliases: [], type: 'option', parse: option(CAR_CONDITIONS, OPTION_LABELS.carCondition), form: 'condition', required: 'carConditionRequired', options: 'carCondition', label: { fr: 'État du véhicule', ar: 'حالة المركبة' } }),
  color: row({ key: 'car_color', aliases: ['color'], type: 'text', parse: text(40, ISSUE.optionInvalid), form: 'color', label: { fr: 'Couleur', ar: 'اللون' } }),
  doors: row({ key: 'car_doors', aliases: ['doors'], type: 'int', parse: int(1, 9, ISSUE.carDoorsInvalid), form: 'doors', label: { fr: 'Portes', ar: 'الأبواب' } }),
  engine_size: row({ key: 'car_engine_size', aliases: ['power'], type: 'text', parse: text(30, ISSUE.optionInvalid), form: 'engineSize', label: { fr: 'Cylindrée', ar: 'سعة المحرك' } }),
  equipment: row({ key: 'car_equipment', aliases: [], type: 'list', parse: listOf(equipmentItem, CAR_EQUIPMENT_KEYS.length), form: 'equipment', options: 'carEquipment', label: { fr: 'Équipements', ar: 'التجهيزات' } }),
} as const;

/** Real-estate fields: the `product.real-estate` component. */
export const REAL_ESTATE_FIELDS = {
  type: row({ key: 'real_estate_type', aliases: ['property_type'], type: 'option', parse: option(PROPERTY_TYPES, OPTION_LABELS.propertyType), form: 'realEstateType', required: 'realEstateTypeRequired', options: 'propertyType', label: { fr: 'Type de bien', ar: 'نوع العقار' } }),
  rooms: row({ key: 'real_estate_rooms', aliases: ['rooms'], type: 'int', parse: int(ROOMS_RANGE.min, ROOMS_RANGE.max, ISSUE.roomsRange), form: 'rooms', required: 'roomsRequired', label: { fr: 'Pièces', ar: 'الغرف' } }),
  bathrooms: row({ key: 'real_estate_bathrooms', aliases: ['bathrooms'], type: 'int', parse: int(BATHROOMS_RANGE.min, BATHROOMS_RANGE.max, ISSUE.bathroomsRange), form: 'bathrooms', label: { fr: 'Salles de bain', ar: 'الحمّامات' } }),
  surface: row({ key: 'real_estate_surface', aliases: ['surface'], type: 'int', parse: optionalField(parseNumber({ min: SURFACE_MIN, max: 10_000_000, integer: true }, ISSUE.surfaceMin)), form: 'surface', required: 'surfaceRequired', label: { fr: 'Surface', ar: 'المساحة' }, unit: { fr: 'm²', ar: 'م²' } }),
  floor: row({ key: 'real_estate_floor', aliases: ['floor'], type: 'int', parse: int(FLOOR_RANGE.min, FLOOR_RANGE.max, ISSUE.floorRange), form: 'floor', label: { fr: 'Étage', ar: 'الطابق' } }),
  furnished: row({ key: 'real_estate_furnished', aliases: ['furnished'], type: 'bool', parse: bool(), form: 'furnished', label: { fr: 'Meublé', ar: 'مفروش' } }),
  parking: row({ key: 'real_estate_parking', aliases: ['parking'], type: 'bool', parse: bool(), form: 'parking', label: { fr: 'Parking', ar: 'موقف سيارات' } }),
  garden: row({ key: 'real_estate_garden', aliases: ['garden'], type: 'bool', parse: bool(), form: 'garden', label: { fr: 'Jardin', ar: 'حديقة' } }),
  balcony: row({ key: 'real_estate_balcony', aliases: ['balcony'], type: 'bool', parse: bool(), form: 'balcony', label: { fr: 'Balcon', ar: 'شرفة' } }),
  condition: row({ key: 'real_estate_condition', aliases: [], type: 'option', parse: option(PROPERTY_CONDITIONS, OPTION_LABELS.propertyCondition), form: 'realEstateCondition', options: 'propertyCondition', label: { fr: 'État du bien', ar: 'حالة العقار' } }),
} as const;

/** Job fields: the `product.job` component. */
export const JOB_FIELDS = {
  type: row({ key: 'job_type', aliases: ['contract_type'], type: 'option', parse: option(CONTRACT_TYPES, OPTION_LABELS.contractType), form: 'jobType', required: 'jobTypeRequired', options: 'contractType', label: { fr: 'Type de contrat', ar: 'نوع العقد' } }),
  sector: row({ key: 'job_sector', aliases: ['sector'], type: 'option', parse: option(SECTORS, OPTION_LABELS.sector), form: 'jobSector', required: 'jobSectorRequired', options: 'sector', label: { fr: 'Secteur', ar: 'القطاع' } }),
  experience: row({ key: 'job_experience', aliases: ['experience_level'], type: 'option', parse: option(EXPERIENCE_LEVELS, OPTION_LABELS.experienceLevel), form: 'jobExperience', options: 'experienceLevel', label: { fr: 'Expérience', ar: 'الخبرة' } }),
  education: row({ key: 'job_education', aliases: ['education_level'], type: 'option', parse: option(EDUCATION_LEVELS, OPTION_LABELS.educationLevel), form: 'jobEducation', options: 'educationLevel', label: { fr: "Niveau d'études", ar: 'المستوى الدراسي' } }),
  // Both salary bounds also come from the older `salary_range` text (see normalize).
  salary_min: row({ key: 'job_salary_min', aliases: [], type: 'int', parse: int(0, 100_000_000, ISSUE.salaryInvalid), form: 'jobSalaryMin', label: { fr: 'Salaire minimum', ar: 'الحد الأدنى للراتب' }, unit: { fr: 'DT / mois', ar: 'د.ت / شهريًا' } }),
  salary_max: row({ key: 'job_salary_max', aliases: [], type: 'int', parse: int(0, 100_000_000, ISSUE.salaryInvalid), form: 'jobSalaryMax', label: { fr: 'Salaire maximum', ar: 'الحد الأقصى للراتب' }, unit: { fr: 'DT / mois', ar: 'د.ت / شهريًا' } }),
  remote: row({ key: 'job_remote', aliases: ['remote'], type: 'bool', parse: bool(), form: 'jobRemote', label: { fr: 'Télétravail', ar: 'العمل عن بُعد' } }),
  urgency: row({ key: 'job_urgency', aliases: [], type: 'option', parse: option(URGENCY_LEVELS, OPTION_LABELS.urgencyLevel), form: 'jobUrgency', options: 'urgencyLevel', label: { fr: 'Urgence', ar: 'الاستعجال' } }),
  company: row({ key: 'job_company', aliases: ['company'], type: 'text', parse: text(120, ISSUE.optionInvalid), form: 'jobCompany', label: { fr: 'Entreprise', ar: 'الشركة' } }),
  benefits: row({ key: 'job_benefits', aliases: [], type: 'list', parse: listOf(parseText(100, ISSUE.optionInvalid), 20), form: 'jobBenefits', label: { fr: 'Avantages', ar: 'المزايا' } }),
} as const;

/** Storage component of each kind's fields (the Strapi component and its table). */
export type ComponentName = 'car' | 'real_estate' | 'job';

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
