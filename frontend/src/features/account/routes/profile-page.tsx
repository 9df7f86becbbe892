import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** 'Mon Profil' (SPEC 2.10), mounted at /profile and as the shell tab `profile`. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.profile')} />;
}
