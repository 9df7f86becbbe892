import { useTranslation } from '@/lib/use-translation';

/** A sold listing's page (kept 30 days): says so before anything else, and offers no contact or like. */
export function SoldNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="rounded-md border border-amber-400 bg-amber-100 p-3 text-sm font-medium text-amber-950">
      {t('lifecycle.soldNotice')}
    </p>
  );
}
