import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPage } from '@/components/coming-soon';

/** The publish form (SPEC 2.7), shell tab `add`; `?edit={id}` switches it to editing that listing. */
export function PublishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return <ComingSoonPage title={params.get('edit') ? t('shell.editTitle') : t('shell.publishTitle')} />;
}
