import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** 'Carte Interactive' (SPEC 2.11) at /map. */
export function MapPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.map')} />;
}
