import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** The admin dashboard (SPEC 2.13) at /admin; the router puts it behind the admin guard. */
export function AdminPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.admin')} />;
}
