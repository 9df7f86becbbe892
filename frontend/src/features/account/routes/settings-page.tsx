import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** 'Paramètres' (SPEC 2.15) at /settings. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.settings')} />;
}
