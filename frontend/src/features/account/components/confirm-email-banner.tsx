import { MailWarning } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { awaitsEmailConfirmation, useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { answerText } from '@/lib/message-text';
import { useResendConfirmation } from '../api/account-emails';

/**
 * Shown to a signed-in user whose address is not confirmed yet: what waits for the link
 * (publishing, messaging) and 'Renvoyer' for a fresh one.
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const resend = useResendConfirmation();
  if (!awaitsEmailConfirmation(user)) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast.success(answerText(answer)),
      onError: (error) => toast.error(errorText(error, t('account.confirm.resendFailed'))),
    });

  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <div className="container flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
        <MailWarning aria-hidden className="h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{t('account.confirm.bannerTitle')}</span>{' '}
          {t('account.confirm.bannerText', { email: user?.email })}
        </p>
        <Button type="button" size="sm" variant="outline" onClick={onResend} disabled={resend.isPending} className="bg-background">
          {resend.isPending ? t('account.confirm.resending') : t('account.confirm.resend')}
        </Button>
      </div>
    </div>
  );
}
