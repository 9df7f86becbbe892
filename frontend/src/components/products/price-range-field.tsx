import { useTranslation } from '@/lib/use-translation';
import { RangeSlider } from '@/components/ui/slider';
import type { ProductFiltersController } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';

/** The price slider of a filter panel with its live 'min – max' text; the query changes on release. */
export function PriceRangeField({ price }: { price: ProductFiltersController['price'] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const text = (value: number) => format.price({ price: value, currency: 'TND', is_free: false });
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{t('filters.price')}</span>
        <span aria-live="polite" className="tabular-nums text-muted-foreground">
          {text(price.value[0])} – {text(price.value[1])}
        </span>
      </div>
      <RangeSlider
        thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
        min={price.range.min}
        max={price.range.max}
        step={price.range.step}
        value={price.value}
        dir={i18n.dir()}
        onValueChange={price.onValueChange}
        onValueCommit={price.onValueCommit}
      />
    </div>
  );
}
