// The normalised product the server stores: what productInputSchema / productUpdateSchema output.
import type { Currency } from '../constants';
import type {
  CarCondition,
  CarEquipmentKey,
  ContractType,
  EducationLevel,
  ExperienceLevel,
  FuelType,
  ProductCondition,
  PropertyCondition,
  PropertyType,
  RealEstateDeal,
  Sector,
  Transmission,
  UrgencyLevel,
} from '../options';
import type { CAR_FIELDS, JOB_FIELDS, REAL_ESTATE_FIELDS } from './field-table';

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
  /** Unset: the write reads it from the title and text (filter-table.ts). */
  deal: RealEstateDeal | null;
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

// The field table and these interfaces name the same columns: a row added or removed on one side
// only fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when every kind's interface and table rows name the same columns (checked where it is used). */
export type TableMatchesInput = [
  Same<keyof CarDetails, keyof typeof CAR_FIELDS>,
  Same<keyof RealEstateDetails, keyof typeof REAL_ESTATE_FIELDS>,
  Same<keyof JobDetails, keyof typeof JOB_FIELDS>,
];

interface CommonFields {
  title: string;
  description: string;
  /** Null exactly when `is_free`: the flag, not the price, says a listing is free. */
  price: number | null;
  currency: Currency;
  is_free: boolean;
  /** Category slug; its kind (the schema's CategoryKindOf) picks the extra fields. */
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
