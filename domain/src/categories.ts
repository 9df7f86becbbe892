// One category taxonomy for every screen; each screen shows its own subset and values (SPEC 9).
import type { Label } from './option-values';
import { normalizeSearchText } from './search';

export const CATEGORY_KINDS = ['voiture', 'immobilier', 'emplois', 'autres'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const CATEGORY_SLUGS = [
  'voiture',
  'immobilier',
  'emplois',
  'electronique',
  'sport',
  'bureautique',
  'jeux-video',
  'mobilier',
  'mode',
  'autres',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  readonly slug: CategorySlug;
  readonly name: string;
  readonly name_ar: string;
  /** Map marker and badge colour. */
  readonly color: string;
  /** lucide icon name (kebab-case, as lucide-react's `DynamicIcon` takes it). */
  readonly icon: string;
  readonly kind: CategoryKind;
  /** Other spellings used by some screen or older data (normalised before comparison). */
  readonly aliases: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'voiture',
    name: 'Voiture',
    name_ar: 'سيارات',
    color: '#ef4444',
    icon: 'car',
    kind: 'voiture',
    aliases: ['vehicles', 'vehicle', 'voitures', 'vehicule', 'vehicules', 'car', 'cars', 'auto', 'autos', 'سيارة'],
  },
  {
    slug: 'immobilier',
    name: 'Immobilier',
    name_ar: 'عقارات',
    color: '#14b8a6',
    icon: 'house',
    kind: 'immobilier',
    aliases: ['real_estate', 'real-estate', 'realestate', 'real estate', 'property', 'عقار'],
  },
  {
    slug: 'emplois',
    name: 'Emplois',
    name_ar: 'وظائف',
    color: '#6366f1',
    icon: 'briefcase',
    kind: 'emplois',
    aliases: ['jobs', 'job', 'emploi', 'offres d emploi', 'وظيفة'],
  },
  {
    slug: 'electronique',
    name: 'Électronique',
    name_ar: 'إلكترونيات',
    color: '#3b82f6',
    icon: 'smartphone',
    kind: 'autres',
    aliases: ['electronics', 'electronic', 'high tech', 'high-tech'],
  },
  {
    slug: 'sport',
    name: 'Sport',
    name_ar: 'رياضة',
    color: '#22c55e',
    icon: 'dumbbell',
    kind: 'autres',
    aliases: ['sports', 'loisirs'],
  },
  {
    slug: 'bureautique',
    name: 'Bureautique',
    name_ar: 'مستلزمات مكتبية',
    color: '#f97316',
    icon: 'printer',
    kind: 'autres',
    aliases: ['office', 'informatique bureautique'],
  },
  {
    slug: 'jeux-video',
    name: 'Jeux vidéo',
    name_ar: 'ألعاب فيديو',
    color: '#8b5cf6',
    icon: 'gamepad-2',
    kind: 'autres',
    aliases: ['jeux_video', 'jeuxvideo', 'jeux video', 'video games', 'video_games', 'gaming', 'games'],
  },
  {
    slug: 'mobilier',
    name: 'Mobilier',
    name_ar: 'أثاث',
    color: '#eab308',
    icon: 'sofa',
    kind: 'autres',
    aliases: ['furniture', 'meubles', 'meuble', 'ameublement'],
  },
  {
    slug: 'mode',
    name: 'Mode',
    name_ar: 'أزياء',
    color: '#ec4899',
    icon: 'shirt',
    kind: 'autres',
    aliases: ['fashion', 'vetements', 'habillement'],
  },
  {
    slug: 'autres',
    name: 'Autres',
    name_ar: 'أخرى',
    color: '#6b7280',
    icon: 'package',
    kind: 'autres',
    aliases: ['other', 'others', 'autre', 'divers', 'آخر'],
  },
];

const CATEGORY_BY_SLUG = new Map<CategorySlug, Category>(CATEGORIES.map((c) => [c.slug, c]));

const SLUG_BY_ALIAS: ReadonlyMap<string, CategorySlug> = (() => {
  const map = new Map<string, CategorySlug>();
  for (const category of CATEGORIES) {
    for (const spelling of [category.slug, category.name, category.name_ar, ...category.aliases]) {
      map.set(normalizeSearchText(spelling), category.slug);
    }
  }
  return map;
})();

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && CATEGORY_BY_SLUG.has(value as CategorySlug);
}

/** Any spelling of any screen (slug, French or Arabic name, management value) → slug; null when unknown or 'all'. */
export function resolveCategorySlug(input: string): CategorySlug | null {
  if (typeof input !== 'string') return null;
  return SLUG_BY_ALIAS.get(normalizeSearchText(input)) ?? null;
}

/**
 * Categories are data (admins and editors add more): a value that names no built-in category but
 * looks like a slug passes through, and the server checks it against the database.
 */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9\u0600-\u06ff]+(?:-[a-z0-9\u0600-\u06ff]+)*$/;

/** Built-in spelling → its slug; otherwise the value itself when slug-shaped; null when neither. */
export function categorySlugCandidate(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const known = resolveCategorySlug(input);
  if (known) return known;
  const value = input.trim();
  return value.length <= 60 && CATEGORY_SLUG_PATTERN.test(value) ? value : null;
}

/** Answers the kind of a category slug, or null when no such category exists. */
export type CategoryKindOf = (slug: string) => CategoryKind | null;

/** The built-in taxonomy's lookup (the server passes one backed by its database). */
export const builtinCategoryKind: CategoryKindOf = (slug) => (isCategorySlug(slug) ? categoryKind(slug) : null);

export const isCategoryKind = (value: unknown): value is CategoryKind =>
  typeof value === 'string' && (CATEGORY_KINDS as readonly string[]).includes(value);

export function getCategory(slug: CategorySlug): Category {
  const category = CATEGORY_BY_SLUG.get(slug);
  // The map is built from the same constant the type comes from, so a miss is a programming error.
  if (!category) throw new Error(`Unknown category slug: ${slug}`);
  return category;
}

export function categoryKind(slug: CategorySlug): CategoryKind {
  return getCategory(slug).kind;
}

export interface CategoryOption {
  /** The value this screen puts in its select / query string. */
  readonly value: string;
  /** The taxonomy slug it stands for; null for the "all" entry. */
  readonly slug: CategorySlug | null;
  readonly label: Label;
}

const ALL_VALUE = 'all';

function optionsOf(slugs: readonly CategorySlug[]): CategoryOption[] {
  return slugs.map((slug) => {
    const { name, name_ar } = getCategory(slug);
    return { value: slug, slug, label: { fr: name, ar: name_ar } };
  });
}

const MARKER_CATEGORIES: readonly CategorySlug[] = ['electronique', 'sport', 'voiture', 'bureautique', 'jeux-video', 'mobilier'];

/** The "no category filter" entry of the lists that name it in full. */
export const ALL_CATEGORIES_OPTION: CategoryOption = { value: ALL_VALUE, slug: null, label: { fr: 'Toutes les catégories', ar: 'كل الفئات' } };

export const HOME_CATEGORY_CHIPS: readonly CategoryOption[] = [
  { value: ALL_VALUE, slug: null, label: { fr: 'Toutes catégories', ar: 'كل الفئات' } },
  ...optionsOf(MARKER_CATEGORIES),
];

export const SEARCH_FILTER_CATEGORIES: readonly CategoryOption[] = HOME_CATEGORY_CHIPS;

export const PUBLISH_KINDS: readonly CategoryOption[] = [
  { value: 'voiture', slug: 'voiture', label: { fr: 'Voiture', ar: 'سيارة' } },
  { value: 'immobilier', slug: 'immobilier', label: { fr: 'Immobilier', ar: 'عقارات' } },
  { value: 'emplois', slug: 'emplois', label: { fr: 'Emplois', ar: 'وظائف' } },
  { value: 'autres', slug: 'autres', label: { fr: 'Autres', ar: 'أخرى' } },
];

/** Under the "Autres" publish tab the seller picks one of these. */
export const PUBLISH_OTHER_CATEGORIES: readonly CategoryOption[] = optionsOf(
  CATEGORIES.filter((c) => c.kind === 'autres').map((c) => c.slug),
);

export const PRODUCTS_PAGE_CATEGORIES: readonly CategoryOption[] = [
  ALL_CATEGORIES_OPTION,
  ...optionsOf(['voiture', 'immobilier', 'emplois', 'electronique', 'mode', 'mobilier']),
];

export const MANAGEMENT_CATEGORIES: readonly CategoryOption[] = [
  ALL_CATEGORIES_OPTION,
  { value: 'vehicles', slug: 'voiture', label: { fr: 'Véhicules', ar: 'مركبات' } },
  { value: 'real_estate', slug: 'immobilier', label: { fr: 'Immobilier', ar: 'عقارات' } },
  { value: 'jobs', slug: 'emplois', label: { fr: 'Emplois', ar: 'وظائف' } },
  { value: 'electronics', slug: 'electronique', label: { fr: 'Électronique', ar: 'إلكترونيات' } },
  { value: 'other', slug: 'autres', label: { fr: 'Autres', ar: 'أخرى' } },
];

export const ADMIN_PRODUCT_CATEGORY_CHOICES: readonly CategoryOption[] = optionsOf(MARKER_CATEGORIES);

/** A category as GET /api/categories and the admin space list it. */
export interface ApiCategory {
  id: string;
  slug: string;
  /** In the requested locale (`?locale=ar` gives the Arabic name when there is one). */
  name: string;
  name_ar: string | null;
  description: string | null;
  /** Picks the extra fields of the category's listings (car, real estate, job, none). */
  kind: CategoryKind;
  color: string | null;
  icon: string | null;
  product_count: number;
  created_at: string | null;
}
