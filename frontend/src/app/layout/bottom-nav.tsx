import { Home, MessageCircle, PlusCircle, Search, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type ShellTab } from '@/config/paths';
import { useOpenTab } from '@/hooks/use-shell-navigation';
import { cn } from '@/lib/utils';

const ITEMS = [
  { tab: 'home', icon: Home },
  { tab: 'search', icon: Search },
  { tab: 'add', icon: PlusCircle },
  { tab: 'messages', icon: MessageCircle },
  { tab: 'profile', icon: User },
] as const satisfies ReadonlyArray<{ tab: ShellTab; icon: unknown }>;

/** Small screens only (SPEC 2.2): home, search, add, messages, profile. */
export function BottomNav() {
  const { t } = useTranslation();
  const openTab = useOpenTab();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeTab = pathname === '/' ? (params.get('tab') ?? 'home') : null;

  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map(({ tab, icon: Icon }) => {
          const active = activeTab === tab;
          return (
            <li key={tab}>
              <button
                type="button"
                onClick={() => openTab(tab)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  active ? 'text-primary' : 'text-muted-foreground',
                )}
              >
                <Icon aria-hidden className="h-5 w-5" />
                {t(`nav.${tab}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
