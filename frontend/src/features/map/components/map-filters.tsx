import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ChevronDown, RotateCcw, SlidersHorizontal } from '@/components/icons';
import { CATEGORIES } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { RangeSlider } from '@/components/ui/slider';
import type { MapFilters } from '../api/get-map-products';

export const PRICE_MAX = 10_000;
/** The distance slider's top: 'Toute distance'. */
export const DISTANCE_ANY = 100;

export const DEFAULT_FILTERS: MapFilters = { q: '', category: 'all', minPrice: null, maxPrice: null, maxDistanceKm: null, fields: {} };

// The category's own filters load with the first category that has some (issue 26).
const KindFilterFields = lazy(() => import('@/components/products/kind-filter-fields').then((m) => ({ default: m.KindFilterFields })));

type MapFiltersPanelProps = { value: MapFilters; onChange: (value: MapFilters) => void };

/** SPEC 2.11's collapsible panel: search, category, price range, max distance, reset. */
export function MapFiltersPanel({ value, onChange }: MapFiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState<[number, number]>([value.minPrice ?? 0, value.maxPrice ?? PRICE_MAX]);
  const panelId = useId();
  const distanceId = useId();
  const distance = value.maxDistanceKm ?? DISTANCE_ANY;
  const dir = i18n.language === 'ar' ? 'rtl' : 'ltr';

  return (
    <div className="rounded-lg border bg-background">
      <Button type="button" variant="ghost" className="w-full justify-between" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {t(open ? 'map.hideFilters' : 'map.showFilters')}
        </span>
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Button>
      <div id={panelId} hidden={!open} className="space-y-4 border-t p-3">
        <div className="space-y-1">
          <Label htmlFor={`${panelId}-q`}>{t('map.search')}</Label>
          <Input id={`${panelId}-q`} type="search" value={value.q} placeholder={t('map.searchPlaceholder')} onChange={(e) => onChange({ ...value, q: e.target.value })} />
        </div>
        <Select
          label={t('map.category')}
          value={value.category}
          onValueChange={(category) => onChange({ ...value, category, fields: {} })}
          options={[{ value: 'all', label: t('map.allCategories') }, ...CATEGORIES.map((c) => ({ value: c.slug, label: i18n.language === 'ar' ? c.name_ar : c.name }))]}
        />
        <div className="space-y-2">
          <p className="text-sm font-medium">
            {t('map.priceRange')} : <span>{t('map.priceValue', { min: price[0], max: price[1] === PRICE_MAX ? `${PRICE_MAX}+` : price[1] })}</span>
          </p>
          <RangeSlider
            thumbLabels={[t('map.minPrice'), t('map.maxPrice')]}
            min={0}
            max={PRICE_MAX}
            step={100}
            value={price}
            dir={dir}
            onValueChange={setPrice}
            onValueCommit={([min, max]) => onChange({ ...value, minPrice: min > 0 ? min : null, maxPrice: max < PRICE_MAX ? max : null })}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={distanceId}>
            {t('map.maxDistance')} : {distance >= DISTANCE_ANY ? t('map.anyDistance') : t('map.distanceValue', { km: distance })}
          </Label>
          <input
            id={distanceId}
            type="range"
            min={1}
            max={DISTANCE_ANY}
            step={1}
            value={distance}
            dir={dir}
            className="w-full accent-primary"
            aria-valuetext={distance >= DISTANCE_ANY ? t('map.anyDistance') : t('map.distanceValue', { km: distance })}
            onChange={(e) => {
              const km = Number(e.target.value);
              onChange({ ...value, maxDistanceKm: km >= DISTANCE_ANY ? null : km });
            }}
          />
        </div>
        {value.category !== 'all' ? (
          <Suspense fallback={null}>
            <KindFilterFields
              category={value.category}
              values={value.fields}
              onChange={(fields) => onChange({ ...value, fields })}
              query={{
                category: value.category,
                search: value.q.trim() || undefined,
                minPrice: value.minPrice ?? undefined,
                maxPrice: value.maxPrice ?? undefined,
                ...value.fields,
              }}
            />
          </Suspense>
        ) : null}
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setPrice([0, PRICE_MAX]);
            onChange(DEFAULT_FILTERS);
          }}
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('map.reset')}
        </Button>
      </div>
    </div>
  );
}
