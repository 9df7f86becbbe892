import { useTranslation } from 'react-i18next';
import { MyListings } from '@/features/publish/components/my-listings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProtectedRoute, useCurrentUser } from '@/lib/auth';

function ProfileScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.profile'));
  if (!user) return null;
  return (
    <div className="container max-w-3xl space-y-8 py-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('pages.profile')}</h1>
        {/* The read and edit views of SPEC 2.10 go here, above the seller's own listings. */}
        <p className="text-muted-foreground">{t('common.comingSoon')}</p>
      </header>
      <MyListings userId={user.id} />
    </div>
  );
}

/** /profile (SPEC 2.10), login only. */
export const ProfileRoute = () => (
  <ProtectedRoute>
    <ProfileScreen />
  </ProtectedRoute>
);
