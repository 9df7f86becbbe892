// The values of the car, real-estate and job option lists (their labels are in options.ts).

export const CAR_BRANDS = [
  'Toyota',
  'Mercedes',
  'BMW',
  'Audi',
  'Volkswagen',
  'Peugeot',
  'Renault',
  'Ford',
  'Hyundai',
  'Kia',
  'Autre',
] as const;
export type CarBrand = (typeof CAR_BRANDS)[number];

export const CAR_CONDITIONS = ['new', 'used', 'damaged'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];

export const TRANSMISSIONS = ['manual', 'automatic', 'semi-automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ['essence', 'diesel', 'hybride', 'electrique', 'gpl'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'office', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Whether a property is offered for sale or for rent. */
export const REAL_ESTATE_DEALS = ['sale', 'rent'] as const;
export type RealEstateDeal = (typeof REAL_ESTATE_DEALS)[number];

export const PROPERTY_CONDITIONS = ['excellent', 'good', 'to_renovate'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const CONTRACT_TYPES = ['cdi', 'cdd', 'stage', 'freelance', 'part_time', 'internship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const SECTORS = [
  'informatique',
  'commerce',
  'sante',
  'education',
  'finance',
  'marketing',
  'ingenierie',
  'rh',
  'juridique',
  'restauration',
  'construction',
  'transport',
  'autre',
] as const;
export type Sector = (typeof SECTORS)[number];

export const EXPERIENCE_LEVELS = ['debutant', 'junior', 'confirme', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EDUCATION_LEVELS = ['bac', 'bac2', 'bac3', 'bac5', 'doctorat', 'aucun'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const URGENCY_LEVELS = ['normal', 'urgent', 'tres_urgent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const CAR_EQUIPMENT_KEYS = [
  'seats_ventilated',
  'steering_heated',
  'navigation',
  'speed_regulator',
  'parking_sensors',
  'camera_rear',
  'traffic_aid',
  'emergency_brake',
  'view_360',
  'voice_alert',
  'roof_opening',
  'smoking_allowed',
] as const;
export type CarEquipmentKey = (typeof CAR_EQUIPMENT_KEYS)[number];
