import { ProfilePage } from '@/features/account/routes/profile-page';
import { MyListings } from '@/features/publish/components/my-listings';
import { useCurrentUser } from '@/lib/auth';

/**
 * /profile and the shell's `profile` tab: the account's profile page, then the seller's own
 * listings (they come from the publish feature, and features do not import each other, so the
 * app puts the two together).
 */
export function ProfileRoute() {
  const user = useCurrentUser();
  return (
    <>
      <ProfilePage />
      {user ? (
        <div className="container max-w-4xl pb-10">
          <MyListings userId={user.id} />
        </div>
      ) : null}
    </>
  );
}
