import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@souk/domain';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { authToken } from '@/lib/auth-token';
import { answerText } from '@/lib/message-text';
import { useResetPassword } from '../api/account-links';
import { AuthFrame } from '../components/auth-frame';

/** The page of the reset e-mail's link: a new password twice; then every session has ended, sign in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  useDocumentTitle(t('auth.reset.title'));

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          // The server ended every session, this browser's included.
          authToken.clear();
          toast.success(answerText(answer));
          navigate(paths.auth.getHref(), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthFrame title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token ? (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.reset.title')}>
          <InputField label={t('auth.reset.password')} type="password" autoComplete="new-password" description={t('auth.passwordHint')} error={errors.password} {...form.register('password')} />
          <InputField label={t('auth.reset.confirm')} type="password" autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
          <FormAlert title={t('messages.errorTitle')} error={reset.error} fallback={t('auth.reset.failed')} />
          <Button type="submit" className="w-full" size="lg" disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
            {reset.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
          </Button>
        </form>
      ) : (
        <p role="alert" className="text-center text-destructive">
          {t('messages.resetLinkInvalid')}
        </p>
      )}
      <p className="flex justify-between gap-2 text-sm">
        <Link to={paths.forgotPassword.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.reset.newLink')}
        </Link>
        <Link to={paths.auth.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
