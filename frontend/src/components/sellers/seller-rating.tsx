import { Star } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import type { SellerRating as Rating } from '@souk/domain';

/** An average as the reader writes numbers: '4,3' in French, '٤٫٣' in Arabic. */
export const formatAverage = (average: number, language: string) =>
  average.toLocaleString(language === 'ar' ? 'ar-TN' : 'fr-TN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A seller's rating: '4,3/5 · 12 avis', or 'Nouveau vendeur' under RATING_MIN_REVIEWS (the server sends no average then). */
export function SellerRating({ rating, className }: { rating: Rating | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!rating) return null;
  if (rating.average === null) return <span className={className}>{t('seller.newSeller')}</span>;
  const average = formatAverage(rating.average, i18n.language);
  return (
    // The spoken sentence is text, not an aria-label: a plain span may not carry one (axe's aria-prohibited-attr).
    <span className={className}>
      <Star aria-hidden className="me-1 inline h-4 w-4 fill-amber-400 text-amber-500 align-[-2px]" />
      <span aria-hidden>{t('seller.ratingValue', { average, count: rating.count })}</span>
      <span className="sr-only">{t('seller.ratingLabel', { average, count: rating.count })}</span>
    </span>
  );
}
