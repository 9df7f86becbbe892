import { CheckCircle2, XCircle } from '@/components/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useConfirmEmail } from '../api/account-links';
import { AuthFrame } from '../components/auth-frame';

/** The page of the confirmation e-mail's link: it sends the token once and says how it went. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const user = useCurrentUser();
  const sent = useRef(false);
  useDocumentTitle(t('auth.confirm.title'));

  useEffect(() => {
    // Once per visit (React's development double effects included): the link works only once.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <AuthFrame title={t('auth.confirm.title')}>
      {confirm.isPending || (token && confirm.isIdle) ? (
        <Spinner label={t('auth.confirm.checking')} />
      ) : failed ? (
        <div role="alert" className="space-y-3 text-center">
          <XCircle aria-hidden className="mx-auto h-12 w-12 text-destructive" />
          <p>{token ? errorText(confirm.error, t('messages.confirmLinkInvalid')) : t('messages.confirmLinkInvalid')}</p>
          <p className="text-sm text-muted-foreground">{user ? t('auth.confirm.resendHint') : t('auth.confirm.signInHint')}</p>
        </div>
      ) : (
        <div role="status" className="space-y-3 text-center">
          <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-primary" />
          <p className="font-semibold">{t('messages.emailConfirmed')}</p>
          <p className="text-sm text-muted-foreground">{t('auth.confirm.doneText')}</p>
        </div>
      )}
      <Button asChild className="w-full">
        <Link to={user ? paths.home.getHref() : paths.auth.getHref()}>{user ? t('common.backHome') : t('header.signIn')}</Link>
      </Button>
    </AuthFrame>
  );
}
