import { Bell, Map, MessageCircle, Plus, Search, Store, type IconComponent } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { unreadBadgeLabel } from '@souk/domain';
import { LanguageToggle } from '@/components/language-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ChatLauncher } from '@/features/chat-widgets/components/chat-launcher';
import { useMessagesUnreadCount } from '@/features/messages/api/get-messages-unread-count';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useOpenTab } from '@/hooks/use-shell-navigation';
import { useCurrentUser } from '@/lib/auth';
import { UserMenu } from './user-menu';

type TabCountButtonProps = {
  tab: 'notifications' | 'messages';
  icon: IconComponent;
  count: number;
  /** Accessible names: with and without unread items. */
  label: string;
  unreadLabel: string;
  className?: string;
  badgeTestId?: string;
};

/** A header icon that opens a tab of the shell, with a red badge counting what is unread. */
function TabCountButton({ tab, icon: Icon, count, label, unreadLabel, className, badgeTestId }: TabCountButtonProps) {
  const openTab = useOpenTab();
  const badge = count > 0 ? unreadBadgeLabel(count) : null;
  return (
    <Button variant="ghost" size="icon" className={className} onClick={() => openTab(tab)} aria-label={badge ? unreadLabel : label}>
      <Icon aria-hidden className="h-5 w-5" />
      {badge ? (
        <span
          data-testid={badgeTestId}
          aria-hidden
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

function NotificationsButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { data } = useUnreadCount({ enabled: signedIn });
  const count = signedIn ? (data?.count ?? 0) : 0;
  return (
    <TabCountButton
      tab="notifications"
      icon={Bell}
      count={count}
      className="relative"
      label={t('header.notifications')}
      unreadLabel={t('header.notificationsUnread', { count })}
    />
  );
}

function MessagesButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { data } = useMessagesUnreadCount({ enabled: signedIn });
  const count = signedIn ? (data?.count ?? 0) : 0;
  return (
    <TabCountButton
      tab="messages"
      icon={MessageCircle}
      count={count}
      className="relative hidden sm:inline-flex"
      label={t('header.messages')}
      unreadLabel={t('header.messagesUnread', { count })}
      badgeTestId="messages-badge"
    />
  );
}

export function Header() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openTab = useOpenTab();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container flex h-16 items-center gap-2">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-primary"
          aria-label={t('header.homeLink')}
        >
          <Store aria-hidden className="h-6 w-6" />
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('header.navLabel')} className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageToggle className="px-2" />
          {/* Phones reach the search from the bottom bar: the room goes to the assistants' launcher. */}
          <Button variant="ghost" size="icon" className="hidden sm:inline-flex" onClick={() => openTab('search')} aria-label={t('header.search')}>
            <Search aria-hidden className="h-5 w-5" />
          </Button>
          <Button variant="ghost" size="icon" asChild>
            <Link to={paths.map.getHref()} aria-label={t('header.map')}>
              <Map aria-hidden className="h-5 w-5" />
            </Link>
          </Button>
          <MessagesButton signedIn={Boolean(user)} />
          <NotificationsButton signedIn={Boolean(user)} />
          <ChatLauncher />
          <Button size="sm" className="ms-1 hidden md:inline-flex" onClick={() => openTab('add')}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('header.publish')}
          </Button>
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
