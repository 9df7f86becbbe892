import { useTranslation } from 'react-i18next';
import { HOME_CATEGORY_CHIPS, getCategory } from '@souk/domain';
import { cn } from '@/lib/utils';

type CategoryChipsProps = {
  /** The selected category slug, or null for all categories. */
  selected: string | null;
  onChange: (slug: string | null) => void;
};

/** SPEC 2.3: clicking the selected chip again clears the selection. */
export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('home.categoriesLabel')}
      className="scrollbar-none flex gap-2 overflow-x-auto p-1"
    >
      {HOME_CATEGORY_CHIPS.map((chip) => {
        const active = chip.slug === selected;
        const label = i18n.language !== 'ar' ? chip.label : chip.slug ? getCategory(chip.slug).name_ar : t('home.allCategories');
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
            {label}
          </button>
        );
      })}
    </div>
  );
}
