import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Calendar, Mail, MapPin, Pencil, Phone } from '@/components/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { formatDate, profileSchema, type Profile } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { InputField, TextareaField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { applyServerErrors } from '@/components/form/server-errors';
import { ProfileListingsSlot } from '../components/profile-listings-slot';

type FormInput = z.input<typeof profileSchema>;
type FormOutput = z.output<typeof profileSchema>;

const valuesOf = (profile: Profile) => ({
  display_name: profile.display_name,
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  phone: profile.phone ?? '',
});

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="break-words ps-6">{children}</dd>
    </div>
  );
}

function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(profileSchema), defaultValues: valuesOf(profile) });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { display_name: values.display_name, bio: values.bio, location: values.location, phone: values.phone },
      {
        onSuccess: () => {
          toast.success(t('messages.profileUpdated'));
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError);
          toast.error(t('messages.errorTitle'), { description: errorText(error, t('messages.profileUpdateFailed')) });
        },
      },
    ),
  );

  const cancel = () => {
    // SPEC 2.10: cancel restores the server's values.
    form.reset(valuesOf(profile));
    update.reset();
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.profile.editForm')}>
      <InputField label={t('account.profile.displayName')} autoComplete="nickname" error={errors.display_name} {...form.register('display_name')} />
      <TextareaField label={t('account.profile.bio')} rows={4} dir="auto" error={errors.bio} {...form.register('bio')} />
      <InputField label={t('account.profile.location')} autoComplete="address-level2" error={errors.location} {...form.register('location')} />
      <InputField label={t('account.profile.phone')} type="tel" autoComplete="tel" dir="ltr" error={errors.phone} {...form.register('phone')} />
      <FormAlert title={t('messages.errorTitle')} error={update.error} fallback={t('messages.profileUpdateFailed')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
        <Button type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
          {t('account.profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** 'Mon Profil' (SPEC 2.10), mounted at /profile and as the shell tab `profile`. */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(t('pages.profile'));
  useEffect(() => setEditing(false), [profile.data?.user_id]);

  const notProvided = <span className="text-muted-foreground">{t('messages.notProvided')}</span>;

  return (
    <section className="container max-w-3xl space-y-6 py-6" aria-labelledby="profile-heading">
      <div className="flex items-center gap-2">
        <Button type="button" variant="ghost" size="icon" onClick={() => navigate(paths.home.getHref())} aria-label={t('common.backHome')}>
          <ArrowLeft aria-hidden className="h-5 w-5 rtl:rotate-180" />
        </Button>
        <h1 id="profile-heading" className="text-2xl font-bold">
          {t('pages.profile')}
        </h1>
      </div>

      {profile.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : profile.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
          <p>{errorText(profile.error, t('account.profile.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center gap-4">
            <span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground">
              {(profile.data.display_name || profile.data.email).charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-xl font-semibold" dir="auto">
                {profile.data.display_name}
              </p>
              <p className="truncate text-sm text-muted-foreground" dir="ltr">
                {profile.data.email}
              </p>
            </div>
            {editing ? null : (
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="h-4 w-4" />
                {t('account.profile.edit')}
              </Button>
            )}
          </div>

          {editing ? (
            <ProfileEditForm profile={profile.data} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Row icon={<Mail aria-hidden className="h-4 w-4" />} label={t('account.profile.email')}>
                <span dir="ltr" className="break-all">{profile.data.email}</span>{' '}
                <span className="text-xs text-muted-foreground">
                  ({profile.data.email_confirmed ? t('account.profile.emailConfirmed') : t('account.profile.emailNotConfirmed')})
                </span>
              </Row>
              <Row icon={<Calendar aria-hidden className="h-4 w-4" />} label={t('account.profile.memberSince')}>
                {formatDate(profile.data.created_at, i18n.language === 'ar' ? 'ar' : 'fr')}
              </Row>
              <Row icon={<MapPin aria-hidden className="h-4 w-4" />} label={t('account.profile.location')}>
                {profile.data.location ? <span dir="auto">{profile.data.location}</span> : notProvided}
              </Row>
              <Row icon={<Phone aria-hidden className="h-4 w-4" />} label={t('account.profile.phone')}>
                {profile.data.phone ? <span dir="ltr">{profile.data.phone}</span> : notProvided}
              </Row>
              <div className="sm:col-span-2">
                <dt className="text-xs text-muted-foreground">{t('account.profile.bio')}</dt>
                <dd className="whitespace-pre-line break-words" dir="auto">
                  {profile.data.bio || <span className="text-muted-foreground">{t('messages.noBio')}</span>}
                </dd>
              </div>
            </dl>
          )}
        </div>
      )}

      <ProfileListingsSlot />
    </section>
  );
}
