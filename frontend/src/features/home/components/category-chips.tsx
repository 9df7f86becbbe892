import { useTranslation } from '@/lib/use-translation';
import { HOME_CATEGORY_CHIPS } from '@souk/domain';
import { useCategories } from '@/hooks/use-categories';
import { useFormatters } from '@/lib/format';
import { cn } from '@/lib/utils';

type CategoryChipsProps = {
  /** The selected category slug, or null for all categories. */
  selected: string | null;
  onChange: (slug: string | null) => void;
};

/** SPEC 2.3: clicking the selected chip again clears the selection. */
export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { bySlug, added } = useCategories();
  // SPEC 2.3's chips, then every category admins or editors added that holds listings.
  const chips = [
    ...HOME_CATEGORY_CHIPS.map((chip) => ({
      value: chip.value,
      slug: chip.slug,
      label: (chip.slug && format.categoryName(bySlug(chip.slug))) || format.label(chip.label),
    })),
    ...added.filter((c) => c.product_count > 0).map((c) => ({ value: c.slug, slug: c.slug, label: format.categoryName(c) })),
  ];
  return (
    <div
      role="group"
      aria-label={t('home.categoriesLabel')}
      className="scrollbar-none flex gap-2 overflow-x-auto p-1"
    >
      {chips.map((chip) => {
        const active = chip.slug === selected;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active || chip.slug === null ? null : chip.slug)}
            className={cn(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
