import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  PRICE_RANGES,
  PRODUCT_CONDITIONS,
  PRODUCT_CONDITIONS_LABELS,
  PRODUCT_CONDITIONS_LABELS_AR,
  SEARCH_FILTER_CATEGORIES,
  SEARCH_SORT_FIELDS,
  SEARCH_SORT_ORDERS,
  SPEC_CITIES,
  resolveCity,
  type DateRange,
  type SortOrder,
} from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { RangeSlider } from '@/components/ui/slider';
import { SwitchField } from '@/components/ui/switch';
import { useCategories } from '@/hooks/use-categories';
import { useFormatters } from '@/lib/format';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from './search-filters';

type FilterPanelProps = {
  id: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
};

/** The filter panel of SPEC 3 and 9: category, price 0–10000 step 50, location, condition, sort, flags, date. */
export function FilterPanel({ id, filters, onChange }: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const range = PRICE_RANGES.search;
  // The slider moves freely; the search only runs when a thumb is released.
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice]);
  useEffect(() => setPrice([filters.minPrice, filters.maxPrice]), [filters.minPrice, filters.maxPrice]);

  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });
  const all = { value: 'all', label: t('filters.all') };

  const { bySlug, added } = useCategories();
  const categoryOptions = [
    ...SEARCH_FILTER_CATEGORIES.map((option) => ({
      value: option.value,
      label: option.slug ? format.categoryName(bySlug(option.slug)) : format.label(option.label, 'home.allCategories'),
    })),
    ...added.map((c) => ({ value: c.slug, label: format.categoryName(c) })),
  ];
  const cityOptions = [
    { value: 'all', label: t('filters.allLocations') },
    ...SPEC_CITIES.map((slug) => {
      const city = resolveCity(slug);
      return { value: slug, label: city ? (i18n.language === 'ar' ? city.name_ar : city.name) : slug };
    }),
  ];
  const conditionOptions = [
    all,
    ...PRODUCT_CONDITIONS.map((value) => ({
      value,
      label: (format.language === 'ar' ? PRODUCT_CONDITIONS_LABELS_AR : PRODUCT_CONDITIONS_LABELS)[value],
    })),
  ];
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

  const priceText = (value: number) => format.price({ price: value, currency: 'TND', is_free: false });

  return (
    <section id={id} aria-label={t('filters.title')} className="space-y-5 rounded-lg border bg-card p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          label={t('filters.category')}
          value={filters.category}
          onValueChange={(v) => set('category', v)}
          options={categoryOptions}
        />
        <Select
          label={t('filters.location')}
          value={filters.location}
          onValueChange={(v) => set('location', v)}
          options={cityOptions}
        />
        <Select
          label={t('filters.condition')}
          value={filters.condition}
          onValueChange={(v) => set('condition', v)}
          options={conditionOptions}
        />
        <Select
          label={t('filters.sortBy')}
          value={filters.sortBy}
          onValueChange={(v) => set('sortBy', v)}
          options={sortFieldOptions}
        />
        <Select
          label={t('filters.sortOrder')}
          value={filters.sortOrder}
          onValueChange={(v) => set('sortOrder', v as SortOrder)}
          options={sortOrderOptions}
        />
        <Select
          label={t('filters.date')}
          value={filters.dateRange}
          onValueChange={(v) => set('dateRange', v as DateRange)}
          options={dateOptions}
        />
      </div>

      <div className="space-y-3">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium" id={`${id}-price`}>
            {t('filters.price')}
          </span>
          <span aria-live="polite" className="tabular-nums text-muted-foreground">
            {priceText(price[0])} – {priceText(price[1])}
          </span>
        </div>
        <RangeSlider
          thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
          min={range.min}
          max={range.max}
          step={range.step}
          value={price}
          dir={i18n.dir()}
          onValueChange={setPrice}
          onValueCommit={([minPrice, maxPrice]) => onChange({ ...filters, minPrice, maxPrice })}
        />
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField label={t('filters.freeOnly')} checked={filters.freeOnly} onCheckedChange={(v) => set('freeOnly', v)} />
        <SwitchField
          label={t('filters.availableOnly')}
          checked={filters.availableOnly}
          onCheckedChange={(v) => set('availableOnly', v)}
        />
      </div>

      <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_SEARCH_FILTERS)}>
        <RotateCcw aria-hidden className="h-4 w-4" />
        {t('filters.reset')}
      </Button>
    </section>
  );
}
