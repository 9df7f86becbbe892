import { useMemo } from 'react';
import { CONDITION_FILTER_OPTIONS, type CategoryOption, type CityOption } from '@souk/domain';
import { useFormatters } from '@/lib/format';
import { useCategories } from './use-categories';

type SelectOption = { value: string; label: string };

/** The options of the product filters in the interface language, from the domain's lists. */
export function useFilterOptions() {
  const format = useFormatters();
  const { bySlug, added } = useCategories();
  return useMemo(
    () => ({
      /** The screen's own subset (SPEC), then every category admins or editors added (categories are data). */
      categories: (list: readonly CategoryOption[]): SelectOption[] => [
        // A built-in category's name as the database now spells it (admins may rename it), else the list's own.
        ...list.map((o) => ({ value: o.value, label: (o.slug && format.categoryName(bySlug(o.slug))) || format.label(o.label) })),
        ...added.map((c) => ({ value: c.slug, label: format.categoryName(c) })),
      ],
      cities: (list: readonly CityOption[]): SelectOption[] => list.map((o) => ({ value: o.value, label: format.label(o.label) })),
      conditions: (): SelectOption[] => CONDITION_FILTER_OPTIONS.map((o) => ({ value: o.value, label: format.label(o.label) })),
    }),
    [format, bySlug, added],
  );
}
