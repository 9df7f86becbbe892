import { LayoutGrid, List } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/utils';
import type { ProductView } from './product-card';

const OPTIONS = [
  { view: 'grid', icon: LayoutGrid },
  { view: 'list', icon: List },
] as const;

export function ViewToggle({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('products.viewLabel')} className="inline-flex rounded-md border p-0.5">
      {OPTIONS.map(({ view: option, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          aria-label={t(`products.view.${option}`)}
          onClick={() => onChange(option)}
          className={cn(
            'rounded p-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            view === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
          )}
        >
          <Icon aria-hidden className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
