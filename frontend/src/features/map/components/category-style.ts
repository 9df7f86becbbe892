import { getCategory, isCategorySlug } from '@souk/domain';

/** Marker colour of a category slug; categories created by an admin get a neutral grey. */
export const categoryColor = (slug: string | null) => (slug && isCategorySlug(slug) ? getCategory(slug).color : '#64748b');

export const categoryName = (slug: string | null, language: string) =>
  slug && isCategorySlug(slug) ? (language === 'ar' ? getCategory(slug).name_ar : getCategory(slug).name) : (slug ?? '');
