import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** The promotion test page (SPEC 2.16) at /test-promotion. */
export function TestPromotionPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.testPromotion')} />;
}
