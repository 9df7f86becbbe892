import { LogIn, LogOut, Monitor, Moon, Settings, ShieldCheck, Sun, User, Package } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { isAdmin, useCurrentUser, useSignOut } from '@/lib/auth';
import { THEMES, type Theme } from '@souk/domain';
import { useTheme } from '@/lib/theme';
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from './user-avatar';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The Radix menu itself; loaded on first use by `UserMenu` (see user-menu.tsx). */
export function UserMenuDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const { theme, setTheme } = useTheme();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={t('header.userMenu')} className={USER_MENU_TRIGGER_CLASS}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user ? (
          <>
            <DropdownMenuLabel className="max-w-60 truncate text-foreground">{user.display_name || user.email}</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => navigate(paths.profile.getHref())}>
              <User aria-hidden className="h-4 w-4" />
              {t('header.profile')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(paths.settings.getHref())}>
              <Settings aria-hidden className="h-4 w-4" />
              {t('header.settings')}
            </DropdownMenuItem>
            {isAdmin(user) ? (
              <>
                <DropdownMenuItem onSelect={() => navigate(paths.admin.getHref())}>
                  <ShieldCheck aria-hidden className="h-4 w-4" />
                  {t('header.admin')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(paths.productsManagement.getHref())}>
                  <Package aria-hidden className="h-4 w-4" />
                  {t('header.productsManagement')}
                </DropdownMenuItem>
              </>
            ) : null}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((option) => {
            const Icon = THEME_ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden className="h-4 w-4" />
                {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {user ? (
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            {t('header.signOut')}
          </DropdownMenuItem>
        ) : (
          // Come back here once signed in.
          <DropdownMenuItem
            onSelect={() => navigate(paths.auth.getHref(), { state: { from: location.pathname + location.search } })}
          >
            <LogIn aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            {t('header.signIn')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
