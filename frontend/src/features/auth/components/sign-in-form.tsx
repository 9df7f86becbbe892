import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { signInSchema } from '@souk/domain';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success(t('messages.signInSuccessTitle'), {
          description: t('auth.welcomeBack', { name: user.display_name || user.email }),
        });
        onSuccess();
      },
      onError: (error) => toast.error(t('messages.signInFailedTitle'), { description: errorText(error, t('auth.signInFailed')) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signInTab')}>
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
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <p className="-mt-2 text-end text-sm">
        <Link to={paths.forgotPassword.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <FormAlert title={t('messages.signInFailedTitle')} error={signIn.error} fallback={t('auth.signInFailed')} />
      <Button type="submit" className="w-full" size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending || undefined}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signInButton')}
      </Button>
    </form>
  );
}
