import { useTranslation } from 'react-i18next';
import type { CategoryOption, CityOption } from '@souk/domain';
import { Select } from '@/components/ui/select';
import { useFilterOptions } from '@/hooks/use-filter-options';
import type { ProductFiltersController } from '@/hooks/use-product-filters';

type FilterKey = 'category' | 'location' | 'condition';

type FilterSelectsProps = {
  controller: ProductFiltersController;
  /** The selects to show, in this order. */
  fields: readonly FilterKey[];
  categories: readonly CategoryOption[];
  cities: readonly CityOption[];
  /** i18n key of the category list's 'all' entry. */
  allCategoriesKey?: string;
};

/** The category, location and condition selects of a filter panel, from the screen's option lists. */
export function FilterSelects({ controller, fields, categories, cities, allCategoriesKey }: FilterSelectsProps) {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const lists: Record<FilterKey, { label: string; options: { value: string; label: string }[] }> = {
    category: { label: t('filters.category'), options: options.categories(categories, allCategoriesKey) },
    location: { label: t('filters.location'), options: options.cities(cities) },
    condition: { label: t('filters.condition'), options: options.conditions() },
  };
  return fields.map((key) => (
    <Select
      key={key}
      label={lists[key].label}
      value={controller.filters[key]}
      onValueChange={(value) => controller.setFilter(key, value)}
      options={lists[key].options}
    />
  ));
}
