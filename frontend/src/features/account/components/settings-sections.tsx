import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BellRing } from '@/components/icons';
import { paths } from '@/config/paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { changePasswordFormSchema, MESSAGES, NOTIFICATION_PREFERENCE_KINDS, THEMES, type ChangePasswordForm, type Profile, type Theme } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { errorText } from '@/lib/error-text';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { applyServerErrors } from '@/components/form/server-errors';

export function SettingsSection({ id, title, description, children, tone }: { id: string; title: string; description?: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section aria-labelledby={id} className={cn('space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6', tone === 'danger' && 'border-destructive/50')}>
      <div className="space-y-1">
        <h2 id={id} className={cn('text-lg font-semibold', tone === 'danger' && 'text-destructive')}>
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A switch saved on the server as soon as it moves; it shows the pending value meanwhile. */
function useInstantSave() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const save = (patch: ProfileUpdate) =>
    update.mutate(patch, {
      onSuccess: () => toast.success(t('account.settings.saved'), { id: 'settings-saved' }),
      onError: (error) => toast.error(t('messages.errorTitle'), { description: errorText(error, t('messages.settingsUpdateFailed')) }),
    });
  const pending = update.isPending ? update.variables : undefined;
  return { save, pending };
}

const displayNameSchema = z.object({ display_name: z.string().trim().min(1, MESSAGES.displayNameRequired).max(60, MESSAGES.displayNameTooLong) });

export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof displayNameSchema>, unknown, z.output<typeof displayNameSchema>>({
    resolver: zodResolver(displayNameSchema),
    values: { display_name: profile.display_name },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('messages.successTitle'), { description: t('messages.profileUpdated') }),
      onError: (error) => {
        applyServerErrors(error, form.setError);
        toast.error(t('messages.errorTitle'), { description: errorText(error, t('messages.settingsUpdateFailed')) });
      },
    }),
  );
  return (
    <SettingsSection id="settings-profile" title={t('account.settings.profile')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.settings.profile')}>
        <InputField label={t('account.profile.displayName')} error={form.formState.errors.display_name} {...form.register('display_name')} />
        <InputField label={t('account.profile.email')} value={profile.email} readOnly dir="ltr" description={t('account.settings.emailReadOnly')} />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

export function NotificationsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { save, pending } = useInstantSave();
  return (
    <SettingsSection id="settings-notifications" title={t('account.settings.notifications')} description={t('account.settings.notificationsText')}>
      <div className="space-y-3">
        {NOTIFICATION_PREFERENCE_KINDS.map((kind) => (
          <SwitchField
            key={kind}
            label={t(`account.settings.notify.${kind}`)}
            checked={pending?.notification_preferences?.[kind] ?? profile.notification_preferences[kind]}
            onCheckedChange={(checked) => save({ notification_preferences: { [kind]: checked } })}
          />
        ))}
        <Link to={paths.alerts.getHref()} className="inline-flex items-center gap-2 rounded-md font-medium text-primary underline-offset-4 hover:underline">
          <BellRing aria-hidden className="h-4 w-4" />
          {t('alerts.settingsLink')}
        </Link>
      </div>
    </SettingsSection>
  );
}

const PRIVACY_FLAGS = ['show_email', 'show_phone', 'allow_messages'] as const;

export function PrivacySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { save, pending } = useInstantSave();
  return (
    <SettingsSection id="settings-privacy" title={t('account.settings.privacy')} description={t('account.settings.privacyText')}>
      <div className="space-y-3">
        {PRIVACY_FLAGS.map((flag) => (
          <SwitchField key={flag} label={t(`account.settings.${flag}`)} checked={pending?.[flag] ?? profile[flag]} onCheckedChange={(checked) => save({ [flag]: checked })} />
        ))}
      </div>
    </SettingsSection>
  );
}

function Choice<T extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: Array<{ value: T; label: string; lang?: string }>; onChange: (v: T) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={cn('flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm', value === option.value && 'border-primary bg-primary/5')}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="accent-[hsl(var(--primary))]" />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AppearanceSection() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme, compact, setCompact } = useTheme();
  const language = i18n.language === 'ar' ? 'ar' : 'fr';
  return (
    <SettingsSection id="settings-appearance" title={t('account.settings.appearance')}>
      <Choice<Theme> legend={t('theme.label')} name="theme" value={theme} onChange={setTheme} options={THEMES.map((v) => ({ value: v, label: t(`theme.${v}`) }))} />
      <Choice
        legend={t('account.settings.language')}
        name="language"
        value={language}
        // The server learns the new language too (its e-mails follow it): see useLanguageSync.
        onChange={(v) => void i18n.changeLanguage(v)}
        options={[
          { value: 'fr', label: 'Français', lang: 'fr' },
          { value: 'ar', label: 'العربية', lang: 'ar' },
        ]}
      />
      <SwitchField label={t('account.settings.compactMode')} checked={compact} onCheckedChange={setCompact} />
    </SettingsSection>
  );
}

export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { display_name: profile.display_name, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('messages.successTitle'), { description: t('account.settings.passwordChanged') });
        },
        onError: (error) => {
          applyServerErrors(error, form.setError);
        },
      },
    ),
  );
  return (
    <SettingsSection id="settings-password" title={t('account.settings.password')} description={t('account.settings.passwordText')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.settings.password')}>
        <InputField label={t('account.settings.currentPassword')} type="password" autoComplete="current-password" error={errors.currentPassword} {...form.register('currentPassword')} />
        <InputField label={t('account.settings.newPassword')} type="password" autoComplete="new-password" description={t('auth.passwordHint')} error={errors.newPassword} {...form.register('newPassword')} />
        <InputField label={t('account.settings.confirmPassword')} type="password" autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
        {change.isError && !errors.currentPassword && !errors.newPassword ? (
          <FormAlert title={t('messages.errorTitle')} error={change.error} fallback={t('messages.settingsUpdateFailed')} />
        ) : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('account.profile.saving') : t('account.settings.changePassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}

