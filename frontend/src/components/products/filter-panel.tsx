import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  SEARCH_FILTER_CATEGORIES,
  SEARCH_SORT_FIELDS,
  SEARCH_SORT_ORDERS,
  SPEC_CITIES,
  type DateRange,
  type SortOrder,
} from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SwitchField } from '@/components/ui/switch';
import type { ProductFiltersController } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';
import { FilterSelects } from './filter-selects';
import { PriceRangeField } from './price-range-field';

const CITY_OPTIONS = [
  { value: 'all', slug: null, label: 'Toutes les villes' },
  ...SPEC_CITIES.map((slug) => ({ value: slug, slug, label: slug })),
];

/** The full filter panel of SPEC 3 and 9 (search tab): category, price, location, condition, sort, flags, date. */
export function FilterPanel({ id, controller }: { id: string; controller: ProductFiltersController }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { filters, setFilter } = controller;

  const sortFieldOptions = SEARCH_SORT_FIELDS.map((o) => ({
    value: o.value,
    label: format.label(o.label, `sort.field.${o.value}`),
  }));
  const sortOrderOptions = SEARCH_SORT_ORDERS.map((o) => ({
    value: o.value,
    label: format.label(o.label, `sort.order.${o.value}`),
  }));
  const dateOptions = DATE_RANGES.map((value) => ({
    value,
    label: format.label(DATE_RANGE_LABELS[value], `filters.dateRange.${value}`),
  }));

  return (
    <section id={id} aria-label={t('filters.title')} className="space-y-5 rounded-lg border bg-card p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelects
          controller={controller}
          fields={['category', 'location', 'condition']}
          categories={SEARCH_FILTER_CATEGORIES}
          cities={CITY_OPTIONS}
          allCategoriesKey="home.allCategories"
        />
        <Select
          label={t('filters.sortBy')}
          value={filters.sortBy}
          onValueChange={(v) => setFilter('sortBy', v)}
          options={sortFieldOptions}
        />
        <Select
          label={t('filters.sortOrder')}
          value={filters.sortOrder ?? 'desc'}
          onValueChange={(v) => setFilter('sortOrder', v as SortOrder)}
          options={sortOrderOptions}
        />
        <Select
          label={t('filters.date')}
          value={filters.dateRange}
          onValueChange={(v) => setFilter('dateRange', v as DateRange)}
          options={dateOptions}
        />
      </div>

      <PriceRangeField price={controller.price} />

      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField label={t('filters.freeOnly')} checked={filters.freeOnly} onCheckedChange={(v) => setFilter('freeOnly', v)} />
        <SwitchField
          label={t('filters.availableOnly')}
          checked={filters.availableOnly}
          onCheckedChange={(v) => setFilter('availableOnly', v)}
        />
      </div>

      <Button variant="ghost" size="sm" onClick={controller.resetFilters}>
        <RotateCcw aria-hidden className="h-4 w-4" />
        {t('filters.reset')}
      </Button>
    </section>
  );
}
