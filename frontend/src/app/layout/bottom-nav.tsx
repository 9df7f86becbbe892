import { Home, MessageCircle, PlusCircle, Search, User } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths, type ShellTab } from '@/config/paths';
import { unreadBadgeLabel } from '@souk/domain';
import { useMessagesUnreadCount } from '@/features/messages/api/get-messages-unread-count';
import { useOpenTab } from '@/hooks/use-shell-navigation';
import { useCurrentUser } from '@/lib/auth';
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
  const user = useCurrentUser();
  const { data: unread } = useMessagesUnreadCount({ enabled: Boolean(user) });
  const unreadMessages = user ? (unread?.count ?? 0) : 0;
  const openTab = useOpenTab();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeTab = pathname === '/' ? (params.get('tab') ?? 'home') : pathname === paths.messages.path ? 'messages' : null;

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
                <span className="relative">
                  <Icon aria-hidden className="h-5 w-5" />
                  {tab === 'messages' && unreadMessages > 0 ? (
                    <span
                      aria-hidden
                      className="absolute -end-2 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-bold text-white"
                    >
                      {unreadBadgeLabel(unreadMessages)}
                    </span>
                  ) : null}
                </span>
                {t(`nav.${tab}`)}
                {tab === 'messages' && unreadMessages > 0 ? (
                  <span className="sr-only">{t('inbox.unread', { count: unreadMessages })}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
