import { Star } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/utils';

/** 1–5 stars as a radio group (arrow keys move, screen readers read '4 étoiles'). */
export function StarPicker({ value, onChange, name }: { value: number | null; onChange: (stars: number) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{t('reviews.stars')}</legend>
      <div className="flex gap-1" dir="ltr">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <input type="radio" className="sr-only" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span className="sr-only">{t('reviews.starOption', { count: stars })}</span>
            <Star aria-hidden className={cn('h-7 w-7', value !== null && stars <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A review's stars, read as '4 sur 5'. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.ratedLabel', { count })} className="inline-flex" dir="ltr">
      {[1, 2, 3, 4, 5].map((stars) => (
        <Star key={stars} aria-hidden className={cn('h-4 w-4', stars <= count ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
      ))}
    </span>
  );
}
