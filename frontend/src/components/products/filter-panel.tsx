import { lazy, Suspense } from 'react';
import { RotateCcw } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import {
  DATE_RANGE_OPTIONS,
  SEARCH_FILTER_CATEGORIES,
  SEARCH_FILTER_CITIES,
  SEARCH_SORT_FIELDS,
  SEARCH_SORT_ORDERS,
  type DateRange,
  type Option,
  type SortOrder,
} from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SwitchField } from '@/components/ui/switch';
import type { ProductFiltersController } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';
import { FilterSelects } from './filter-selects';
import { PriceRangeField } from './price-range-field';

// The category's own filters load with the first category that has some (issue 26).
const KindFilterFields = lazy(() => import('./kind-filter-fields').then((m) => ({ default: m.KindFilterFields })));

/** The full filter panel of SPEC 3 and 9 (search tab): category, price, location, condition, sort, flags, date. */
export function FilterPanel({ id, controller }: { id: string; controller: ProductFiltersController }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { filters, setFilter } = controller;

  const inLanguage = (list: readonly Option[]) => list.map((o) => ({ value: o.value, label: format.label(o.label) }));

  return (
    <section id={id} aria-label={t('filters.title')} className="space-y-5 rounded-lg border bg-card p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelects
          controller={controller}
          fields={['category', 'location', 'condition']}
          categories={SEARCH_FILTER_CATEGORIES}
          cities={SEARCH_FILTER_CITIES}
        />
        <Select
          label={t('filters.sortBy')}
          value={filters.sortBy}
          onValueChange={(v) => setFilter('sortBy', v)}
          options={inLanguage(SEARCH_SORT_FIELDS)}
        />
        <Select
          label={t('filters.sortOrder')}
          value={filters.sortOrder ?? 'desc'}
          onValueChange={(v) => setFilter('sortOrder', v as SortOrder)}
          options={inLanguage(SEARCH_SORT_ORDERS)}
        />
        <Select
          label={t('filters.date')}
          value={filters.dateRange}
          onValueChange={(v) => setFilter('dateRange', v as DateRange)}
          options={inLanguage(DATE_RANGE_OPTIONS)}
        />
      </div>

      <PriceRangeField price={controller.price} />

      {filters.category !== 'all' ? (
        <Suspense fallback={null}>
          <KindFilterFields category={filters.category} values={filters.fields} onChange={(fields) => controller.setFilters({ fields })} query={controller.query} />
        </Suspense>
      ) : null}

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
