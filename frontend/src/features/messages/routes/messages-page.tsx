import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** Conversations (SPEC 2.8), mounted at /messages and as the shell tab `messages`; `?product={id}` opens that seller. */
export function MessagesPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.messages')} />;
}
