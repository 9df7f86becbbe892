import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useCurrentUser } from '@/lib/auth';
import { withAllWords } from '@/lib/i18n';
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from './user-avatar';

const loadDropdown = withAllWords(() => import('./user-menu-dropdown'));
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
      <UserAvatar user={user} />
    </button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown defaultOpen />
    </Suspense>
  );
}
