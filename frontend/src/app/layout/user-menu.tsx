import { User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import type { SessionUser } from '@/types/api';

export const USER_MENU_TRIGGER_CLASS =
  'flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export const userInitial = (user: SessionUser | null) => (user?.display_name || user?.email || '?').charAt(0).toUpperCase();

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/**
 * The avatar menu. Its Radix dropdown (with its positioning engine) is not needed to paint the
 * page, so a plain button stands in until the first use and the menu code loads then, keeping the
 * home route's JavaScript small. Hover and focus start the download early.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <button
      type="button"
      aria-label={t('header.userMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      className={USER_MENU_TRIGGER_CLASS}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setActivated(true)}
    >
      {user ? userInitial(user) : <User aria-hidden className="h-5 w-5" />}
    </button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown defaultOpen />
    </Suspense>
  );
}
