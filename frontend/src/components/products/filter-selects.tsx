import { useTranslation } from '@/lib/use-translation';
import { getCategory, isCategorySlug, resolveCity, type CategoryOption, type CityOption } from '@souk/domain';
import { Select } from '@/components/ui/select';
import { useFilterOptions } from '@/hooks/use-filter-options';
import type { ProductFiltersController } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';

type FilterKey = 'category' | 'location' | 'condition';

type FilterSelectsProps = {
  controller: ProductFiltersController;
  /** The selects to show, in this order. */
  fields: readonly FilterKey[];
  categories: readonly CategoryOption[];
  cities: readonly CityOption[];
};

/** The category, location and condition selects of a filter panel, from the screen's option lists. */
export function FilterSelects({ controller, fields, categories, cities }: FilterSelectsProps) {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const format = useFormatters();
  const lists: Record<FilterKey, { label: string; options: { value: string; label: string }[] }> = {
    category: { label: t('filters.category'), options: options.categories(categories) },
    location: { label: t('filters.location'), options: options.cities(cities) },
    condition: { label: t('filters.condition'), options: options.conditions() },
  };
  // A value given by a link (e.g. /products?city=ariana) that this screen's short list lacks is offered too.
  const withCurrent = (key: FilterKey) => {
    const value = controller.filters[key];
    const list = lists[key].options;
    if (list.some((o) => o.value === value)) return list;
    const city = key === 'location' ? resolveCity(value) : null;
    const label =
      key === 'category' && isCategorySlug(value)
        ? format.categoryName(getCategory(value))
        : city
          ? format.language === 'ar'
            ? city.name_ar
            : city.name
          : value;
    return [...list, { value, label }];
  };
  return fields.map((key) => (
    <Select
      key={key}
      label={lists[key].label}
      value={controller.filters[key]}
      onValueChange={(value) => controller.setFilter(key, value)}
      options={withCurrent(key)}
    />
  ));
}
