/**
 * The landing pages per category and governorate (issue 26: `/voitures/sfax`, `/immobilier/ariana`):
 * their path, their heading in fr/ar and the filters they open on, spelled once for the server
 * (its <head>, the sitemap) and the site (its route and heading).
 */
import { CATEGORIES, type CategorySlug } from './categories';
import { CITIES, type City } from './cities';
import type { Label } from './options';

/** The path segment of each category: the plural people type ("voitures"), else the slug itself. */
const SEGMENT_OF: Partial<Record<CategorySlug, string>> = { voiture: 'voitures' };
/** The heading's category words, where the category's own name reads oddly before "à Sfax". */
const HEADING_OF: Partial<Record<CategorySlug, Label>> = { voiture: { fr: 'Voitures', ar: 'سيارات' } };

export type LandingPair = { category: CategorySlug; city: string };

const BY_SEGMENT = new Map<string, CategorySlug>(CATEGORIES.map((c) => [SEGMENT_OF[c.slug] ?? c.slug, c.slug]));
const CITY_BY_SLUG = new Map<string, City>(CITIES.map((c) => [c.slug, c]));

/** `/voitures/sfax` for the pair (voiture, sfax). */
export function landingPath(pair: LandingPair): string {
  return `/${SEGMENT_OF[pair.category] ?? pair.category}/${pair.city}`;
}

/** The pair a pathname names (a trailing slash allowed), or null when it is not a landing page. */
export function landingPairOf(pathname: string): LandingPair | null {
  const match = /^\/([a-z0-9-]{1,40})\/([a-z0-9-]{1,40})\/?$/.exec(pathname);
  if (!match) return null;
  const category = BY_SEGMENT.get(match[1]!);
  return category && CITY_BY_SLUG.has(match[2]!) ? { category, city: match[2]! } : null;
}

/** Every pair, category by category: the sitemap lists those that have listings. */
export const LANDING_PAIRS: readonly LandingPair[] = CATEGORIES.flatMap((c) => CITIES.map((city) => ({ category: c.slug, city: city.slug })));

/** "Voitures à Sfax" / "سيارات في صفاقس". */
export function landingHeading(pair: LandingPair): Label {
  const category = CATEGORIES.find((c) => c.slug === pair.category)!;
  const city = CITY_BY_SLUG.get(pair.city)!;
  const words = HEADING_OF[pair.category] ?? { fr: category.name, ar: category.name_ar };
  return { fr: `${words.fr} à ${city.name}`, ar: `${words.ar} في ${city.name_ar}` };
}

/** The page's description, for search results and shares. */
export function landingDescription(pair: LandingPair): Label {
  const heading = landingHeading(pair);
  return {
    fr: `${heading.fr} : les dernières petites annonces sur Souk, avec leurs prix et leurs photos.`,
    ar: `${heading.ar}: أحدث الإعلانات المبوبة على سوق، بأسعارها وصورها.`,
  };
}

/** The breadcrumbs' links above the heading: home, the category's listing, the page. */
export function landingBreadcrumbs(pair: LandingPair): Array<{ label: Label; href: string }> {
  const category = CATEGORIES.find((c) => c.slug === pair.category)!;
  return [
    { label: { fr: 'Accueil', ar: 'الرئيسية' }, href: '/' },
    { label: { fr: category.name, ar: category.name_ar }, href: `/products?category=${category.slug}` },
    { label: landingHeading(pair), href: landingPath(pair) },
  ];
}
