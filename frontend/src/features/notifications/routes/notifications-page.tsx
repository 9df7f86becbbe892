import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';

/** Notifications (SPEC 2.9), shell tab `notifications`: visitors are asked to sign in; the list is still to come. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user) return <ComingSoon title={t('notifications.title')} />;
  return (
    <section className="container flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <BellOff aria-hidden className="h-12 w-12 text-muted-foreground" />
      <h1 className="text-xl font-bold">{t('notifications.loginRequired')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('notifications.loginRequiredText')}</p>
      <Button asChild>
        <Link to={paths.auth.getHref()}>{t('header.signIn')}</Link>
      </Button>
    </section>
  );
}
