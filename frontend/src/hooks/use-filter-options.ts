import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CONDITIONS, resolveCity, type CategoryOption, type CityOption } from '@souk/domain';
import { useFormatters } from '@/lib/format';
import { useCategories } from './use-categories';

type SelectOption = { value: string; label: string };

/** The options of the product filters in the interface language, from the domain's lists. */
export function useFilterOptions() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { bySlug, added } = useCategories();
  return useMemo(
    () => ({
      /** The screen's own subset (SPEC), then every category admins or editors added (categories are data). */
      categories: (list: readonly CategoryOption[], allKey = 'filters.allCategories'): SelectOption[] => [
        ...list.map((o) => ({
          value: o.value,
          label: o.slug ? format.categoryName(bySlug(o.slug)) || o.label : format.label(o.label, allKey),
        })),
        ...added.map((c) => ({ value: c.slug, label: format.categoryName(c) })),
      ],
      cities: (list: readonly CityOption[]): SelectOption[] =>
        list.map((o) => ({
          value: o.value,
          label: o.slug ? format.cityName(resolveCity(o.slug)) || o.label : format.label(o.label, 'filters.allLocations'),
        })),
      conditions: (): SelectOption[] => [
        { value: 'all', label: t('filters.all') },
        ...PRODUCT_CONDITIONS.map((value) => ({ value, label: format.option('productCondition', value) })),
      ],
    }),
    [format, t, bySlug, added],
  );
}
