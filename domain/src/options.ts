// Option lists of the publish form and filters (SPEC sections 3 and 9), each with French and Arabic labels.
import type { CategoryKind } from './categories';
import type { Language, Role } from './constants';
import {
  type Label,
  type OptionLabels,
  type Option,
  labelText,
  type CarBrand,
  type CarCondition,
  type Transmission,
  type FuelType,
  PRODUCT_CONDITIONS,
  type ProductCondition,
  type PropertyType,
  type PropertyCondition,
  type RealEstateDeal,
  type ContractType,
  type Sector,
  type ExperienceLevel,
  type EducationLevel,
  type UrgencyLevel,
  type CarEquipmentKey,
  type ProductStatus,
} from './option-values';
import type { ReportStatus } from './reports';
import { ownValue } from './own';

export * from './option-values';

/** Every option list's labels, `{ fr, ar }` per value; read them with `optionLabel`. */
export const OPTION_LABELS = {
  carBrand: {
    Toyota: { fr: 'Toyota', ar: 'تويوتا' },
    Mercedes: { fr: 'Mercedes', ar: 'مرسيدس' },
    BMW: { fr: 'BMW', ar: 'بي إم دبليو' },
    Audi: { fr: 'Audi', ar: 'أودي' },
    Volkswagen: { fr: 'Volkswagen', ar: 'فولكسفاغن' },
    Peugeot: { fr: 'Peugeot', ar: 'بيجو' },
    Renault: { fr: 'Renault', ar: 'رونو' },
    Ford: { fr: 'Ford', ar: 'فورد' },
    Hyundai: { fr: 'Hyundai', ar: 'هيونداي' },
    Kia: { fr: 'Kia', ar: 'كيا' },
    Autre: { fr: 'Autre', ar: 'أخرى' },
  } satisfies OptionLabels<CarBrand>,
  carCondition: {
    new: { fr: 'Neuf', ar: 'جديد' },
    used: { fr: 'Occasion', ar: 'مستعمل' },
    damaged: { fr: 'Accidenté', ar: 'متضرر' },
  } satisfies OptionLabels<CarCondition>,
  transmission: {
    manual: { fr: 'Manuelle', ar: 'يدوي' },
    automatic: { fr: 'Automatique', ar: 'أوتوماتيك' },
    'semi-automatic': { fr: 'Semi-automatique', ar: 'نصف أوتوماتيك' },
  } satisfies OptionLabels<Transmission>,
  fuelType: {
    essence: { fr: 'Essence', ar: 'بنزين' },
    diesel: { fr: 'Diesel', ar: 'ديزل' },
    hybride: { fr: 'Hybride', ar: 'هجين' },
    electrique: { fr: 'Électrique', ar: 'كهربائي' },
    gpl: { fr: 'GPL', ar: 'غاز' },
  } satisfies OptionLabels<FuelType>,
  productCondition: {
    new: { fr: 'Neuf', ar: 'جديد' },
    like_new: { fr: 'Comme neuf', ar: 'شبه جديد' },
    good: { fr: 'Bon état', ar: 'حالة جيدة' },
    used: { fr: 'Usagé', ar: 'مستعمل' },
  } satisfies OptionLabels<ProductCondition>,
  propertyType: {
    apartment: { fr: 'Appartement', ar: 'شقة' },
    house: { fr: 'Maison', ar: 'منزل' },
    villa: { fr: 'Villa', ar: 'فيلا' },
    office: { fr: 'Bureau', ar: 'مكتب' },
    commercial: { fr: 'Local commercial', ar: 'محل تجاري' },
    land: { fr: 'Terrain', ar: 'أرض' },
  } satisfies OptionLabels<PropertyType>,
  realEstateDeal: {
    sale: { fr: 'Vente', ar: 'بيع' },
    rent: { fr: 'Location', ar: 'كراء' },
  } satisfies OptionLabels<RealEstateDeal>,
  propertyCondition: {
    excellent: { fr: 'Excellent état', ar: 'حالة ممتازة' },
    good: { fr: 'Bon état', ar: 'حالة جيدة' },
    to_renovate: { fr: 'À rénover', ar: 'يحتاج إلى ترميم' },
  } satisfies OptionLabels<PropertyCondition>,
  contractType: {
    cdi: { fr: 'CDI', ar: 'عقد غير محدد المدة' },
    cdd: { fr: 'CDD', ar: 'عقد محدد المدة' },
    stage: { fr: 'Stage', ar: 'تربص' },
    freelance: { fr: 'Freelance', ar: 'عمل حر' },
    part_time: { fr: 'Temps partiel', ar: 'دوام جزئي' },
    internship: { fr: 'Stage de fin d’études', ar: 'تربص ختم الدروس' },
  } satisfies OptionLabels<ContractType>,
  sector: {
    informatique: { fr: 'Informatique', ar: 'إعلامية' },
    commerce: { fr: 'Commerce', ar: 'تجارة' },
    sante: { fr: 'Santé', ar: 'صحة' },
    education: { fr: 'Éducation', ar: 'تعليم' },
    finance: { fr: 'Finance', ar: 'مالية' },
    marketing: { fr: 'Marketing', ar: 'تسويق' },
    ingenierie: { fr: 'Ingénierie', ar: 'هندسة' },
    rh: { fr: 'Ressources humaines', ar: 'موارد بشرية' },
    juridique: { fr: 'Juridique', ar: 'قانون' },
    restauration: { fr: 'Restauration', ar: 'مطاعم' },
    construction: { fr: 'Construction', ar: 'بناء' },
    transport: { fr: 'Transport', ar: 'نقل' },
    autre: { fr: 'Autre', ar: 'أخرى' },
  } satisfies OptionLabels<Sector>,
  experienceLevel: {
    debutant: { fr: 'Débutant', ar: 'مبتدئ' },
    junior: { fr: 'Junior', ar: 'مبتدئ بخبرة' },
    confirme: { fr: 'Confirmé', ar: 'متمرس' },
    senior: { fr: 'Senior', ar: 'خبير أول' },
    expert: { fr: 'Expert', ar: 'خبير' },
  } satisfies OptionLabels<ExperienceLevel>,
  educationLevel: {
    bac: { fr: 'Bac', ar: 'باكالوريا' },
    bac2: { fr: 'Bac+2', ar: 'باكالوريا + 2' },
    bac3: { fr: 'Bac+3', ar: 'باكالوريا + 3' },
    bac5: { fr: 'Bac+5', ar: 'باكالوريا + 5' },
    doctorat: { fr: 'Doctorat', ar: 'دكتوراه' },
    aucun: { fr: 'Aucun diplôme', ar: 'بدون شهادة' },
  } satisfies OptionLabels<EducationLevel>,
  urgencyLevel: {
    normal: { fr: 'Normal', ar: 'عادي' },
    urgent: { fr: 'Urgent', ar: 'عاجل' },
    tres_urgent: { fr: 'Très urgent', ar: 'عاجل جدا' },
  } satisfies OptionLabels<UrgencyLevel>,
  carEquipment: {
    seats_ventilated: { fr: 'Sièges ventilés', ar: 'مقاعد مهواة' },
    steering_heated: { fr: 'Volant chauffant', ar: 'مقود مدفأ' },
    navigation: { fr: 'Navigation GPS', ar: 'نظام ملاحة' },
    speed_regulator: { fr: 'Régulateur de vitesse', ar: 'مثبت السرعة' },
    parking_sensors: { fr: 'Capteurs de stationnement', ar: 'حساسات الركن' },
    camera_rear: { fr: 'Caméra de recul', ar: 'كاميرا خلفية' },
    traffic_aid: { fr: 'Assistance trafic', ar: 'مساعد المرور' },
    emergency_brake: { fr: 'Freinage d’urgence', ar: 'فرامل الطوارئ' },
    view_360: { fr: 'Vue 360°', ar: 'رؤية 360°' },
    voice_alert: { fr: 'Alerte de franchissement de ligne', ar: 'تنبيه مغادرة المسار' },
    roof_opening: { fr: 'Toit ouvrant', ar: 'فتحة سقف' },
    smoking_allowed: { fr: 'Véhicule fumeur', ar: 'التدخين مسموح' },
  } satisfies OptionLabels<CarEquipmentKey>,
  // The admin space's lists; 'all' is the filters' "no filter" entry.
  categoryKind: {
    voiture: { fr: 'Voiture (champs véhicule)', ar: 'سيارات (حقول المركبة)' },
    immobilier: { fr: 'Immobilier (champs logement)', ar: 'عقارات (حقول السكن)' },
    emplois: { fr: 'Emplois (champs offre)', ar: 'وظائف (حقول العرض)' },
    autres: { fr: 'Autres (sans champs en plus)', ar: 'أخرى (بدون حقول إضافية)' },
  } satisfies OptionLabels<CategoryKind>,
  role: {
    all: { fr: 'Tous les rôles', ar: 'كل الأدوار' },
    user: { fr: 'Utilisateur', ar: 'مستخدم' },
    admin: { fr: 'Administrateur', ar: 'مشرف' },
  } satisfies OptionLabels<Role | 'all'>,
  reportStatus: {
    open: { fr: 'À traiter', ar: 'قيد المعالجة' },
    hidden: { fr: 'Annonce masquée', ar: 'إعلان مخفي' },
    dismissed: { fr: 'Rejeté', ar: 'مرفوض' },
    seller_deactivated: { fr: 'Vendeur désactivé', ar: 'البائع معطّل' },
    all: { fr: 'Tous', ar: 'الكل' },
  } satisfies OptionLabels<ReportStatus | 'all'>,
  productStatus: {
    all: { fr: 'Tous les statuts', ar: 'كل الحالات' },
    promoted: { fr: 'Promus', ar: 'مروّجة' },
    regular: { fr: 'Normaux', ar: 'عادية' },
    free: { fr: 'Gratuits', ar: 'مجانية' },
    paid: { fr: 'Payants', ar: 'بمقابل' },
  } satisfies OptionLabels<ProductStatus>,
} as const;

export type OptionList = keyof typeof OPTION_LABELS;

/**
 * The older boolean flags (SPEC 3: car_ventilated_seats, ...) mapped to the equipment key they mean,
 * so a body written against the old field names still fills `equipment`.
 */
export const LEGACY_CAR_EQUIPMENT_FLAGS = {
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
} as const satisfies Readonly<Record<string, CarEquipmentKey>>;

/** Label of `value` in `language`, or the raw value when it is not a known option (older data). */
export function optionLabel(
  labels: Readonly<Record<string, Label | string>>,
  value: string | null | undefined,
  language: Language = 'fr',
): string {
  if (value == null) return '';
  const label = ownValue(labels, value);
  if (label === undefined) return value;
  return typeof label === 'string' ? label : labelText(label, language);
}

/** The condition filter: every product condition, after the 'all' entry that means no filter. */
export const CONDITION_FILTER_OPTIONS: readonly Option<ProductCondition | 'all'>[] = [
  { value: 'all', label: { fr: 'Tous', ar: 'الكل' } },
  ...PRODUCT_CONDITIONS.map((value) => ({ value, label: OPTION_LABELS.productCondition[value] })),
];
