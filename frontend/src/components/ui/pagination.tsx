import { ChevronLeft, ChevronRight } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

/** Previous / 'Page n sur m' / next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onChange(Math.max(1, page - 1))} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        {t('pagination.previous')}
      </Button>
      <span className="text-sm tabular-nums">{t('pagination.status', { page, count: pageCount })}</span>
      <Button variant="outline" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        {t('pagination.next')}
        <ChevronRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
