// What each kind-specific field is and how it reads: its key, older names, type, label, unit,
// option list and publish-form field. The field table (field-table.ts) adds each field's parser to
// these rows. Kept apart from the parsers so that a screen that only shows fields (the listing's
// spec rows, specs.ts) does not load zod with them: on a phone that was ~100 ms of a listing
// page's start-up (ARCHITECTURE decision 64).
import type { MessageKey } from '../messages';
import type { Label, OptionList } from '../options';

/** How a value is stored and shown: the serializer and the spec rows read this. */
export type FieldType = 'text' | 'int' | 'bool' | 'option' | 'list';

/**
 * How a field narrows a listing search (issue 26), with the URL parameter(s) it reads: `set` one
 * or more values (`fuel=diesel,hybride`), `range` a lower and an upper bound, `min`/`max` one
 * bound, `bool` a yes-only switch. The list query, the cms's SQL and columns, the filter panel, the
 * facet counts and the assistant all read this (filter-table.ts).
 */
export type FilterSpec =
  | { readonly mode: 'set'; readonly param: string }
  | { readonly mode: 'range'; readonly min: string; readonly max: string }
  | { readonly mode: 'min'; readonly param: string }
  | { readonly mode: 'max'; readonly param: string }
  | { readonly mode: 'bool'; readonly param: string };

/** A field as it reads, without its parser. */
export interface FieldLabels {
  /** Body and API key (SPEC name). */
  readonly key: string;
  /** Older names accepted on input for the same field. */
  readonly aliases: readonly string[];
  readonly type: FieldType;
  readonly label: Label;
  /** Field of the client publish form, when the form offers it. */
  readonly form?: string;
  /** Message when a new listing of this kind lacks the field. */
  readonly required?: MessageKey;
  /** Option list whose labels show the value. */
  readonly options?: OptionList;
  /** Unit shown after a number (spec rows). */
  readonly unit?: Label;
  /** When the listing search can narrow by it, and how. */
  readonly filter?: FilterSpec;
}

/** Storage component of each kind's fields (the Strapi component and its table). */
export type ComponentName = 'car' | 'real_estate' | 'job';

/** Car fields: the `product.car` component; the row name is its column. */
export const CAR_FIELD_LABELS = {
  brand: { filter: { mode: 'set', param: 'brand' }, key: 'car_brand', aliases: ['brand'], type: 'text', form: 'brand', required: 'carBrandRequired', options: 'carBrand', label: { fr: 'Marque', ar: 'العلامة' } },
  model: { filter: { mode: 'set', param: 'model' }, key: 'car_model', aliases: ['model'], type: 'text', form: 'model', required: 'carModelRequired', label: { fr: 'Modèle', ar: 'الطراز' } },
  year: { filter: { mode: 'range', min: 'minYear', max: 'maxYear' }, key: 'car_year', aliases: ['year'], type: 'int', form: 'year', required: 'carYearRequired', label: { fr: 'Année', ar: 'السنة' } },
  mileage: { filter: { mode: 'max', param: 'maxMileage' }, key: 'car_mileage', aliases: ['mileage'], type: 'int', form: 'mileage', label: { fr: 'Kilométrage', ar: 'عدد الكيلومترات' }, unit: { fr: 'km', ar: 'كم' } },
  fuel_type: { filter: { mode: 'set', param: 'fuel' }, key: 'car_fuel_type', aliases: ['fuel_type'], type: 'option', form: 'fuelType', options: 'fuelType', label: { fr: 'Carburant', ar: 'الوقود' } },
  transmission: { filter: { mode: 'set', param: 'gearbox' }, key: 'car_transmission', aliases: ['transmission'], type: 'option', form: 'transmission', options: 'transmission', label: { fr: 'Boîte de vitesses', ar: 'ناقل الحركة' } },
  // Its alias is the top-level `condition`, read only when it is a car condition (see normalize).
  condition: { filter: { mode: 'set', param: 'carCondition' }, key: 'car_condition', aliases: [], type: 'option', form: 'condition', required: 'carConditionRequired', options: 'carCondition', label: { fr: 'État du véhicule', ar: 'حالة المركبة' } },
  color: { key: 'car_color', aliases: ['color'], type: 'text', form: 'color', label: { fr: 'Couleur', ar: 'اللون' } },
  doors: { key: 'car_doors', aliases: ['doors'], type: 'int', form: 'doors', label: { fr: 'Portes', ar: 'الأبواب' } },
  engine_size: { key: 'car_engine_size', aliases: ['power'], type: 'text', form: 'engineSize', label: { fr: 'Cylindrée', ar: 'سعة المحرك' } },
  equipment: { key: 'car_equipment', aliases: [], type: 'list', form: 'equipment', options: 'carEquipment', label: { fr: 'Équipements', ar: 'التجهيزات' } },
} as const satisfies Readonly<Record<string, FieldLabels>>;

/** Real-estate fields: the `product.real-estate` component. */
export const REAL_ESTATE_FIELD_LABELS = {
  type: { filter: { mode: 'set', param: 'propertyType' }, key: 'real_estate_type', aliases: ['property_type'], type: 'option', form: 'realEstateType', required: 'realEstateTypeRequired', options: 'propertyType', label: { fr: 'Type de bien', ar: 'نوع العقار' } },
  // Added with issue 26; rows written before it are read from their title and text (filter-table.ts).
  deal: { filter: { mode: 'set', param: 'deal' }, key: 'real_estate_deal', aliases: ['deal', 'transaction'], type: 'option', form: 'realEstateDeal', options: 'realEstateDeal', label: { fr: 'Vente ou location', ar: 'بيع أو كراء' } },
  rooms: { filter: { mode: 'min', param: 'minRooms' }, key: 'real_estate_rooms', aliases: ['rooms'], type: 'int', form: 'rooms', required: 'roomsRequired', label: { fr: 'Pièces', ar: 'الغرف' } },
  bathrooms: { key: 'real_estate_bathrooms', aliases: ['bathrooms'], type: 'int', form: 'bathrooms', label: { fr: 'Salles de bain', ar: 'الحمّامات' } },
  surface: { filter: { mode: 'range', min: 'minSurface', max: 'maxSurface' }, key: 'real_estate_surface', aliases: ['surface'], type: 'int', form: 'surface', required: 'surfaceRequired', label: { fr: 'Surface', ar: 'المساحة' }, unit: { fr: 'm²', ar: 'م²' } },
  floor: { key: 'real_estate_floor', aliases: ['floor'], type: 'int', form: 'floor', label: { fr: 'Étage', ar: 'الطابق' } },
  furnished: { filter: { mode: 'bool', param: 'furnished' }, key: 'real_estate_furnished', aliases: ['furnished'], type: 'bool', form: 'furnished', label: { fr: 'Meublé', ar: 'مفروش' } },
  parking: { filter: { mode: 'bool', param: 'parking' }, key: 'real_estate_parking', aliases: ['parking'], type: 'bool', form: 'parking', label: { fr: 'Parking', ar: 'موقف سيارات' } },
  garden: { filter: { mode: 'bool', param: 'garden' }, key: 'real_estate_garden', aliases: ['garden'], type: 'bool', form: 'garden', label: { fr: 'Jardin', ar: 'حديقة' } },
  balcony: { key: 'real_estate_balcony', aliases: ['balcony'], type: 'bool', form: 'balcony', label: { fr: 'Balcon', ar: 'شرفة' } },
  condition: { key: 'real_estate_condition', aliases: [], type: 'option', form: 'realEstateCondition', options: 'propertyCondition', label: { fr: 'État du bien', ar: 'حالة العقار' } },
} as const satisfies Readonly<Record<string, FieldLabels>>;

/** Job fields: the `product.job` component. */
export const JOB_FIELD_LABELS = {
  type: { filter: { mode: 'set', param: 'contract' }, key: 'job_type', aliases: ['contract_type'], type: 'option', form: 'jobType', required: 'jobTypeRequired', options: 'contractType', label: { fr: 'Type de contrat', ar: 'نوع العقد' } },
  sector: { filter: { mode: 'set', param: 'sector' }, key: 'job_sector', aliases: ['sector'], type: 'option', form: 'jobSector', required: 'jobSectorRequired', options: 'sector', label: { fr: 'Secteur', ar: 'القطاع' } },
  experience: { key: 'job_experience', aliases: ['experience_level'], type: 'option', form: 'jobExperience', options: 'experienceLevel', label: { fr: 'Expérience', ar: 'الخبرة' } },
  education: { key: 'job_education', aliases: ['education_level'], type: 'option', form: 'jobEducation', options: 'educationLevel', label: { fr: "Niveau d'études", ar: 'المستوى الدراسي' } },
  // Both salary bounds also come from the older `salary_range` text (see normalize).
  salary_min: { key: 'job_salary_min', aliases: [], type: 'int', form: 'jobSalaryMin', label: { fr: 'Salaire minimum', ar: 'الحد الأدنى للراتب' }, unit: { fr: 'DT / mois', ar: 'د.ت / شهريًا' } },
  // "At least X": a job whose best pay reaches X (its column holds the maximum, else the minimum).
  salary_max: { filter: { mode: 'min', param: 'minSalary' }, key: 'job_salary_max', aliases: [], type: 'int', form: 'jobSalaryMax', label: { fr: 'Salaire maximum', ar: 'الحد الأقصى للراتب' }, unit: { fr: 'DT / mois', ar: 'د.ت / شهريًا' } },
  remote: { filter: { mode: 'bool', param: 'remote' }, key: 'job_remote', aliases: ['remote'], type: 'bool', form: 'jobRemote', label: { fr: 'Télétravail', ar: 'العمل عن بُعد' } },
  urgency: { key: 'job_urgency', aliases: [], type: 'option', form: 'jobUrgency', options: 'urgencyLevel', label: { fr: 'Urgence', ar: 'الاستعجال' } },
  company: { key: 'job_company', aliases: ['company'], type: 'text', form: 'jobCompany', label: { fr: 'Entreprise', ar: 'الشركة' } },
  benefits: { key: 'job_benefits', aliases: [], type: 'list', form: 'jobBenefits', label: { fr: 'Avantages', ar: 'المزايا' } },
} as const satisfies Readonly<Record<string, FieldLabels>>;

/** Each component's fields, in the field table's order (voiture, immobilier, emplois). */
export const COMPONENT_FIELD_LABELS: ReadonlyArray<{ component: ComponentName; fields: Readonly<Record<string, FieldLabels>> }> = [
  { component: 'car', fields: CAR_FIELD_LABELS },
  { component: 'real_estate', fields: REAL_ESTATE_FIELD_LABELS },
  { component: 'job', fields: JOB_FIELD_LABELS },
];
