import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { signUpSchema } from '@souk/domain';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { applyServerErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useSignUp } from '../api/sign-up';

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
      onError: (error) => {
        // A field the server refused is marked where it was typed; the alert keeps the whole answer.
        applyServerErrors(error, form.setError, { fieldOfCode: { email_taken: 'email' } });
        toast.error(t('messages.signUpFailedTitle'), { description: errorText(error, t('auth.signUpFailed')) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signUpTab')}>
      <InputField
        label={t('auth.displayName')}
        description={t('auth.optional')}
        autoComplete="nickname"
        error={errors.display_name}
        {...form.register('display_name')}
      />
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={errors.email}
        {...form.register('email')}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        description={t('auth.passwordHint')}
        error={errors.password}
        {...form.register('password')}
      />
      <FormAlert title={t('messages.signUpFailedTitle')} error={signUp.error} fallback={t('auth.signUpFailed')} />
      <Button type="submit" className="w-full" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending || undefined}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUpButton')}
      </Button>
    </form>
  );
}
