import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { signUpSchema } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useSignUp } from '../api/sign-up';
import { FormField } from './form-field';
import { ServerError } from './server-error';

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { display_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    // The account's e-mails (confirmation, reset) are written in the language of this sign-up.
    signUp.mutate({ ...values, language: i18n.language === 'ar' ? 'ar' : 'fr' }, {
      onSuccess: () => {
        // SPEC 2.4: the new member is told to confirm the address; the account is usable right away.
        toast.success(t('messages.signUpSuccessTitle'), { description: t('auth.checkEmailText', { email: values.email }) });
        onSuccess();
      },
      onError: (error) => toast.error(t('messages.signUpFailedTitle'), { description: errorText(error, t('auth.signUpFailed')) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signUpTab')}>
      <FormField
        label={t('auth.displayName')}
        hint={t('auth.optional')}
        autoComplete="nickname"
        error={errors.display_name?.message}
        {...form.register('display_name')}
      />
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {signUp.isError ? (
        <ServerError title={t('messages.signUpFailedTitle')} message={errorText(signUp.error, t('auth.signUpFailed'))} />
      ) : null}
      <Button type="submit" className="w-full" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending || undefined}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUpButton')}
      </Button>
    </form>
  );
}
