import { ArrowLeft } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useProfile } from '../api/get-profile';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { SessionsSection } from '../components/sessions-section';
import { AppearanceSection, NotificationsSection, PasswordSection, PrivacySection, ProfileSection, SettingsSection } from '../components/settings-sections';

/** 'Paramètres' (SPEC 2.15) at /settings: what is stored on the server holds on every device. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  useDocumentTitle(t('pages.settings'));

  const back = () => {
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.home.getHref());
  };

  return (
    <div className="container max-w-3xl space-y-6 py-6">
      <div className="flex items-center gap-2">
        <Button type="button" variant="ghost" size="icon" onClick={back} aria-label={t('common.back')}>
          <ArrowLeft aria-hidden className="h-5 w-5 rtl:rotate-180" />
        </Button>
        <h1 className="text-2xl font-bold">{t('pages.settings')}</h1>
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
        <>
          <ProfileSection profile={profile.data} />
          <NotificationsSection profile={profile.data} />
          <PrivacySection profile={profile.data} />
          <AppearanceSection />
          <PasswordSection profile={profile.data} />
          <SessionsSection />
          <SettingsSection id="settings-danger" title={t('account.settings.danger')} description={t('account.settings.dangerText')} tone="danger">
            <DeleteAccountDialog />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
