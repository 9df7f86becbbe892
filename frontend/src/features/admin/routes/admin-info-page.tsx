import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** The public help page about the admin space (SPEC 2.14) at /admin-info. */
export function AdminInfoPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.adminInfo')} />;
}
