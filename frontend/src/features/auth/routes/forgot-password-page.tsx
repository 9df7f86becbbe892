import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from '@/components/icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@souk/domain';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { answerText } from '@/lib/message-text';
import { useForgotPassword } from '../api/account-links';
import { AuthFrame } from '../components/auth-frame';

/** 'Mot de passe oublié ?': the address gets a one-hour reset link (the answer never says whether it exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  useDocumentTitle(t('auth.forgot.title'));
  const submit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AuthFrame title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {request.isSuccess ? (
        <div role="status" className="space-y-4 text-center">
          <MailCheck aria-hidden className="mx-auto h-12 w-12 text-primary" />
          <p>{answerText(request.data)}</p>
          <p className="text-sm text-muted-foreground">{t('auth.forgot.checkSpam')}</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.forgot.title')}>
          <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" dir="ltr" error={form.formState.errors.email} {...form.register('email')} />
          <FormAlert title={t('messages.errorTitle')} error={request.error} fallback={t('auth.forgot.failed')} />
          <Button type="submit" className="w-full" size="lg" disabled={request.isPending} aria-busy={request.isPending || undefined}>
            {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to={paths.auth.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
