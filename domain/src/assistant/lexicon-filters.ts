// Words that name a category field's filter value (issue 26): "diesel", "automatique", "meublé",
// "CDI", "مازوط", a brand. Each sets one filter of the listing search (its URL parameter and value,
// as the filter table declares them: product/field-labels.ts) and names the category it implies.
import type { CategorySlug } from '../categories';
import { CAR_BRANDS } from '../kind-option-values';

export interface FilterWord {
  forms: readonly string[];
  category: CategorySlug;
  /** The filter parameter and its value: a `set` value, or `true` for a yes-switch. */
  param: string;
  value: string | true;
  /**
   * Also a plain word of another category ("meuble": furnished, or a piece of furniture): the
   * filter holds only when the request turns out to be about `category`, else it names `otherwise`.
   */
  otherwise?: CategorySlug;
}

const word = (category: CategorySlug, param: string, value: string | true, forms: readonly string[]): FilterWord => ({ forms, category, param, value });

/** Brands: the common ones (the publish form's list) and the others seen in Tunisia. */
const BRANDS = [...CAR_BRANDS.filter((b) => b !== 'Autre'), 'Fiat', 'Citroen', 'Dacia', 'Seat', 'Skoda', 'Nissan', 'Suzuki', 'Chery', 'Opel', 'Mazda', 'Mitsubishi', 'Isuzu', 'Geely', 'MG'];
const BRAND_FORMS: Readonly<Record<string, readonly string[]>> = {
  Mercedes: ['mercedes', 'mercedes benz', 'merco', 'مرسيدس'],
  Volkswagen: ['volkswagen', 'vw', 'فولكسفاغن'],
  Peugeot: ['peugeot', 'بيجو'],
  Renault: ['renault', 'رونو'],
  Toyota: ['toyota', 'تويوتا'],
  BMW: ['bmw', 'بي ام دبليو'],
  Kia: ['kia', 'كيا'],
  Hyundai: ['hyundai', 'هيونداي'],
};

export const FILTER_WORDS: readonly FilterWord[] = [
  ...BRANDS.map((brand) => word('voiture', 'brand', brand.toLowerCase(), BRAND_FORMS[brand] ?? [brand.toLowerCase()])),
  // Fuel and gearbox
  word('voiture', 'fuel', 'diesel', ['diesel', 'gasoil', 'gazoil', 'mazout', 'mazot', 'مازوط', 'ديزل', 'tdi', 'hdi', 'dci']),
  word('voiture', 'fuel', 'essence', ['essence', 'bensine', 'benzine', 'بنزين']),
  word('voiture', 'fuel', 'hybride', ['hybride', 'hybrid', 'هجينة']),
  word('voiture', 'fuel', 'electrique', ['electrique', 'electric', 'كهربائية', 'كهربائي']),
  word('voiture', 'fuel', 'gpl', ['gpl', 'gaz', 'غاز']),
  word('voiture', 'gearbox', 'automatic', ['automatique', 'boite auto', 'boite automatique', 'bva', 'otomatik', 'automatic', 'اوتوماتيك', 'اوتوماتيكية', 'اتوماتيك']),
  word('voiture', 'gearbox', 'manual', ['manuelle', 'manuel', 'boite manuelle', 'bvm', 'يدوي', 'يدوية', 'manual']),
  // Real estate
  word('immobilier', 'propertyType', 'apartment', ['appartement', 'appartements', 'appart', 'appt', 'شقة', 'شقق', 'apartment', '9a3a']),
  word('immobilier', 'propertyType', 'house', ['maison', 'maisons', 'dar', 'دار', 'منزل', 'houch', 'حوش']),
  word('immobilier', 'propertyType', 'villa', ['villa', 'villas', 'فيلا', 'فيلة']),
  word('immobilier', 'propertyType', 'land', ['terrain', 'terrains', 'ardh', 'ard', 'أرض', 'ارض', 'قطعة ارض']),
  word('immobilier', 'propertyType', 'commercial', ['local', 'local commercial', 'محل', 'hanout', 'حانوت']),
  word('immobilier', 'propertyType', 'office', ['bureau', 'bureaux', 'مكتب']),
  word('immobilier', 'furnished', true, ['meublee', 'meublees', 'mfarch', 'mfarech', 'mfarcha', 'مفروش', 'مفروشة']),
  { ...word('immobilier', 'furnished', true, ['meuble']), otherwise: 'mobilier' },
  word('immobilier', 'parking', true, ['parking', 'garage', 'مستودع', 'موقف سيارات', 'garaj']),
  word('immobilier', 'garden', true, ['jardin', 'jnina', 'جنينة', 'حديقة']),
  // Jobs
  word('emplois', 'contract', 'cdi', ['cdi', 'عقد غير محدد المدة']),
  word('emplois', 'contract', 'cdd', ['cdd', 'عقد محدد المدة']),
  word('emplois', 'contract', 'stage', ['stage', 'stagiaire', 'تربص']),
  word('emplois', 'contract', 'freelance', ['freelance', 'free lance', 'عمل حر']),
  word('emplois', 'contract', 'part_time', ['temps partiel', 'mi temps', 'part time', 'دوام جزئي', 'نص نهار']),
  word('emplois', 'remote', true, ['teletravail', 'remote', 'a distance', 'عن بعد', 'من الدار']),
  word('emplois', 'sector', 'informatique', ['informatique', 'اعلامية']),
  word('emplois', 'sector', 'sante', ['sante', 'صحة']),
  word('emplois', 'sector', 'restauration', ['restauration', 'restaurant', 'مطعم']),
];

/** "100 000 km": the unit that makes an amount a mileage. */
export const MILEAGE_UNITS: readonly string[] = ['km', 'kms', 'kilometres', 'kilometre', 'كم', 'كلم', 'كيلومتر'];

/** A year with these before it is the oldest wanted ("après 2018", "بعد 2018"). */
export const YEAR_FROM_WORDS: readonly string[] = ['apres', 'depuis', 'plus recent que', 'plus recente que', 'a partir de l annee', 'بعد', 'موديل بعد', 'ba3d'];
/** ... or after it ("2018 ou plus récent", "2018 وما فوق"). */
export const YEAR_FROM_AFTER_WORDS: readonly string[] = ['ou plus recent', 'ou plus recente', 'et plus recent', 'et plus recente', 'ou apres', 'et plus', 'ou plus', 'minimum', 'min', 'وما فوق', 'فما فوق', 'و ما فوق', 'او احدث', 'w fou9', 'wfou9', '+'];
/** A year with these before it is the newest wanted ("avant 2015"). */
export const YEAR_UNTIL_WORDS: readonly string[] = ['avant', 'plus ancien que', 'plus ancienne que', 'قبل', '9bal', 'qbal'];
