// Option lists of the publish form and filters (SPEC sections 3 and 9), each with French and Arabic labels.
import { ownValue } from './own';

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
export const CAR_BRANDS_LABELS: Readonly<Record<CarBrand, string>> = {
  Toyota: 'Toyota',
  Mercedes: 'Mercedes',
  BMW: 'BMW',
  Audi: 'Audi',
  Volkswagen: 'Volkswagen',
  Peugeot: 'Peugeot',
  Renault: 'Renault',
  Ford: 'Ford',
  Hyundai: 'Hyundai',
  Kia: 'Kia',
  Autre: 'Autre',
};

export const CAR_CONDITIONS = ['new', 'used', 'damaged'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];
export const CAR_CONDITIONS_LABELS: Readonly<Record<CarCondition, string>> = {
  new: 'Neuf',
  used: 'Occasion',
  damaged: 'Accidenté',
};
export const CAR_CONDITIONS_LABELS_AR: Readonly<Record<CarCondition, string>> = {
  new: 'جديد',
  used: 'مستعمل',
  damaged: 'متضرر',
};

export const TRANSMISSIONS = ['manual', 'automatic', 'semi-automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSIONS_LABELS: Readonly<Record<Transmission, string>> = {
  manual: 'Manuelle',
  automatic: 'Automatique',
  'semi-automatic': 'Semi-automatique',
};
export const TRANSMISSIONS_LABELS_AR: Readonly<Record<Transmission, string>> = {
  manual: 'يدوي',
  automatic: 'أوتوماتيك',
  'semi-automatic': 'نصف أوتوماتيك',
};

export const FUEL_TYPES = ['essence', 'diesel', 'hybride', 'electrique', 'gpl'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPES_LABELS: Readonly<Record<FuelType, string>> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  electrique: 'Électrique',
  gpl: 'GPL',
};
export const FUEL_TYPES_LABELS_AR: Readonly<Record<FuelType, string>> = {
  essence: 'بنزين',
  diesel: 'ديزل',
  hybride: 'هجين',
  electrique: 'كهربائي',
  gpl: 'غاز',
};

export const PRODUCT_CONDITIONS = ['new', 'like_new', 'good', 'used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export const PRODUCT_CONDITIONS_LABELS: Readonly<Record<ProductCondition, string>> = {
  new: 'Neuf',
  like_new: 'Comme neuf',
  good: 'Bon état',
  used: 'Usagé',
};
export const PRODUCT_CONDITIONS_LABELS_AR: Readonly<Record<ProductCondition, string>> = {
  new: 'جديد',
  like_new: 'شبه جديد',
  good: 'حالة جيدة',
  used: 'مستعمل',
};

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'office', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPES_LABELS: Readonly<Record<PropertyType, string>> = {
  apartment: 'Appartement',
  house: 'Maison',
  villa: 'Villa',
  office: 'Bureau',
  commercial: 'Local commercial',
  land: 'Terrain',
};
export const PROPERTY_TYPES_LABELS_AR: Readonly<Record<PropertyType, string>> = {
  apartment: 'شقة',
  house: 'منزل',
  villa: 'فيلا',
  office: 'مكتب',
  commercial: 'محل تجاري',
  land: 'أرض',
};

export const PROPERTY_CONDITIONS = ['excellent', 'good', 'to_renovate'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITIONS_LABELS: Readonly<Record<PropertyCondition, string>> = {
  excellent: 'Excellent état',
  good: 'Bon état',
  to_renovate: 'À rénover',
};
export const PROPERTY_CONDITIONS_LABELS_AR: Readonly<Record<PropertyCondition, string>> = {
  excellent: 'حالة ممتازة',
  good: 'حالة جيدة',
  to_renovate: 'يحتاج إلى ترميم',
};

export const CONTRACT_TYPES = ['cdi', 'cdd', 'stage', 'freelance', 'part_time', 'internship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPES_LABELS: Readonly<Record<ContractType, string>> = {
  cdi: 'CDI',
  cdd: 'CDD',
  stage: 'Stage',
  freelance: 'Freelance',
  part_time: 'Temps partiel',
  internship: 'Stage de fin d’études',
};
export const CONTRACT_TYPES_LABELS_AR: Readonly<Record<ContractType, string>> = {
  cdi: 'عقد غير محدد المدة',
  cdd: 'عقد محدد المدة',
  stage: 'تربص',
  freelance: 'عمل حر',
  part_time: 'دوام جزئي',
  internship: 'تربص ختم الدروس',
};

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
export const SECTORS_LABELS: Readonly<Record<Sector, string>> = {
  informatique: 'Informatique',
  commerce: 'Commerce',
  sante: 'Santé',
  education: 'Éducation',
  finance: 'Finance',
  marketing: 'Marketing',
  ingenierie: 'Ingénierie',
  rh: 'Ressources humaines',
  juridique: 'Juridique',
  restauration: 'Restauration',
  construction: 'Construction',
  transport: 'Transport',
  autre: 'Autre',
};
export const SECTORS_LABELS_AR: Readonly<Record<Sector, string>> = {
  informatique: 'إعلامية',
  commerce: 'تجارة',
  sante: 'صحة',
  education: 'تعليم',
  finance: 'مالية',
  marketing: 'تسويق',
  ingenierie: 'هندسة',
  rh: 'موارد بشرية',
  juridique: 'قانون',
  restauration: 'مطاعم',
  construction: 'بناء',
  transport: 'نقل',
  autre: 'أخرى',
};

export const EXPERIENCE_LEVELS = ['debutant', 'junior', 'confirme', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVELS_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  debutant: 'Débutant',
  junior: 'Junior',
  confirme: 'Confirmé',
  senior: 'Senior',
  expert: 'Expert',
};
export const EXPERIENCE_LEVELS_LABELS_AR: Readonly<Record<ExperienceLevel, string>> = {
  debutant: 'مبتدئ',
  junior: 'مبتدئ بخبرة',
  confirme: 'متمرس',
  senior: 'خبير أول',
  expert: 'خبير',
};

export const EDUCATION_LEVELS = ['bac', 'bac2', 'bac3', 'bac5', 'doctorat', 'aucun'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVELS_LABELS: Readonly<Record<EducationLevel, string>> = {
  bac: 'Bac',
  bac2: 'Bac+2',
  bac3: 'Bac+3',
  bac5: 'Bac+5',
  doctorat: 'Doctorat',
  aucun: 'Aucun diplôme',
};
export const EDUCATION_LEVELS_LABELS_AR: Readonly<Record<EducationLevel, string>> = {
  bac: 'باكالوريا',
  bac2: 'باكالوريا + 2',
  bac3: 'باكالوريا + 3',
  bac5: 'باكالوريا + 5',
  doctorat: 'دكتوراه',
  aucun: 'بدون شهادة',
};

export const URGENCY_LEVELS = ['normal', 'urgent', 'tres_urgent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
export const URGENCY_LEVELS_LABELS: Readonly<Record<UrgencyLevel, string>> = {
  normal: 'Normal',
  urgent: 'Urgent',
  tres_urgent: 'Très urgent',
};
export const URGENCY_LEVELS_LABELS_AR: Readonly<Record<UrgencyLevel, string>> = {
  normal: 'عادي',
  urgent: 'عاجل',
  tres_urgent: 'عاجل جدا',
};

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
export const CAR_EQUIPMENT_KEYS_LABELS: Readonly<Record<CarEquipmentKey, string>> = {
  seats_ventilated: 'Sièges ventilés',
  steering_heated: 'Volant chauffant',
  navigation: 'Navigation GPS',
  speed_regulator: 'Régulateur de vitesse',
  parking_sensors: 'Capteurs de stationnement',
  camera_rear: 'Caméra de recul',
  traffic_aid: 'Assistance trafic',
  emergency_brake: 'Freinage d’urgence',
  view_360: 'Vue 360°',
  voice_alert: 'Alerte de franchissement de ligne',
  roof_opening: 'Toit ouvrant',
  smoking_allowed: 'Véhicule fumeur',
};
export const CAR_EQUIPMENT_KEYS_LABELS_AR: Readonly<Record<CarEquipmentKey, string>> = {
  seats_ventilated: 'مقاعد مهواة',
  steering_heated: 'مقود مدفأ',
  navigation: 'نظام ملاحة',
  speed_regulator: 'مثبت السرعة',
  parking_sensors: 'حساسات الركن',
  camera_rear: 'كاميرا خلفية',
  traffic_aid: 'مساعد المرور',
  emergency_brake: 'فرامل الطوارئ',
  view_360: 'رؤية 360°',
  voice_alert: 'تنبيه مغادرة المسار',
  roof_opening: 'فتحة سقف',
  smoking_allowed: 'التدخين مسموح',
};

/**
 * The older boolean flags (SPEC 3: car_ventilated_seats, ...) mapped to the equipment key they mean,
 * so a body written against the old field names still fills `equipment`.
 */
export const LEGACY_CAR_EQUIPMENT_FLAGS: Readonly<Record<string, CarEquipmentKey>> = {
  car_ventilated_seats: 'seats_ventilated',
  car_heated_steering: 'steering_heated',
  car_navigation: 'navigation',
  car_cruise_control: 'speed_regulator',
  car_parking_sensors: 'parking_sensors',
  car_rear_camera: 'camera_rear',
  car_traffic_assist: 'traffic_aid',
  car_emergency_braking: 'emergency_brake',
  car_360_view: 'view_360',
  car_lane_departure: 'voice_alert',
  car_sunroof: 'roof_opening',
};

/** Label of `value` in `labels`, or the raw value when it is not a known option (older data). */
export function optionLabel(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value == null) return '';
  return ownValue(labels, value) ?? value;
}
