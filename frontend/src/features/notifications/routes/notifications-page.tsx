import { Bell, BellOff, BellRing, CheckCheck, Clock, Heart, MessageCircle, Star, Trash2, TrendingDown, TrendingUp, type IconComponent } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { NOTIFICATION_CODES, localizedNotification, relativeTimeNotification } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser, useUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { toLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useNotifications, type AppNotification, type NotificationType } from '../api/get-notifications';
import { useDeleteNotification, useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/update-notifications';

const ICONS: Record<NotificationType, IconComponent> = { like: Heart, message: MessageCircle, review: Star, promotion: TrendingUp, alerte: BellRing, price_drop: TrendingDown, listing: Clock, other: Bell };
const ICON_COLOURS: Record<NotificationType, string> = {
  like: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  message: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  review: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  promotion: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  alerte: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  price_drop: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  listing: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300',
  other: 'bg-muted text-muted-foreground',
};

/** Only links into this site are followed (a notification's link comes from the server). */
const internalLink = (link: string | null) => (link && link.startsWith('/') && !link.startsWith('//') ? link : null);

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification({
    onSuccess: () => toast.success(t('notifications.deleted')),
    onError: (error) => toast.error(t('messages.errorTitle'), { description: errorText(error, t('notifications.actionFailed')) }),
  });
  const Icon = ICONS[notification.type] ?? Bell;
  const link = internalLink(notification.link);
  const language = toLanguage(i18n.language);
  const time = notification.created_at ? relativeTimeNotification(notification.created_at, new Date(), language) : '';
  // Written from its code in the reader's language; a row from before codes keeps its French body
  // under the title of its type.
  const text = localizedNotification(notification, language);
  const coded = notification.code !== null && NOTIFICATION_CODES.includes(notification.code);
  const title = coded ? text.title : t(`notifications.types.${notification.type}`, { defaultValue: notification.title });

  const open = () => {
    if (!notification.is_read) markRead.mutate(notification.id);
    if (link) navigate(link);
  };

  const onDelete = () => remove.mutate(notification.id);

  return (
    <li className={cn('flex items-start gap-3 rounded-lg border p-3 transition-colors', notification.is_read ? 'bg-card' : 'border-primary/40 bg-primary/5')}>
      <button
        type="button"
        onClick={open}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-md text-start focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`${notification.is_read ? '' : `${t('notifications.unread')} — `}${title}${text.message ? ` : ${text.message}` : ''}`}
      >
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', ICON_COLOURS[notification.type] ?? ICON_COLOURS.other)}>
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="flex items-center gap-2">
            <span className={cn('truncate', notification.is_read ? 'font-medium' : 'font-semibold')}>{title}</span>
            {notification.is_read ? null : <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot" />}
          </span>
          {text.message ? (
            <span dir="auto" className="block text-sm text-muted-foreground">
              {text.message}
            </span>
          ) : null}
          {time ? <span className="block text-xs text-muted-foreground">{time}</span> : null}
        </span>
      </button>
      <Button type="button" variant="ghost" size="icon" onClick={onDelete} disabled={remove.isPending} aria-label={t('notifications.delete', { title })}>
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </li>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  return (
    <section className="container flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <BellOff aria-hidden className="h-12 w-12 text-muted-foreground" />
      <h1 className="text-xl font-bold">{t('notifications.loginRequired')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('notifications.loginRequiredText')}</p>
      <Button asChild>
        <Link to={paths.auth.getHref()}>{t('header.signIn')}</Link>
      </Button>
    </section>
  );
}

/** SPEC 2.9: the signed-in user's notifications; visitors are asked to sign in. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { isPending: sessionPending } = useUser();
  const user = useCurrentUser();
  const list = useNotifications({ enabled: Boolean(user) });
  const markAll = useMarkAllNotificationsRead();
  useDocumentTitle(t('notifications.title'));

  if (sessionPending) return <Spinner label={t('common.loading')} className="min-h-[50vh]" />;
  if (!user) return <SignedOut />;

  const items = list.data?.data ?? [];
  const unread = items.filter((n) => !n.is_read).length;

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('notifications.allRead')),
      onError: (error) => toast.error(t('messages.errorTitle'), { description: errorText(error, t('notifications.actionFailed')) }),
    });

  return (
    <section className="container max-w-2xl space-y-4 py-6" aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="notifications-heading" className="text-2xl font-bold">
          {t('notifications.title')}
        </h1>
        <Button type="button" variant="outline" size="sm" onClick={onMarkAll} disabled={unread === 0 || markAll.isPending}>
          <CheckCheck aria-hidden className="h-4 w-4" />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {errorText(list.error, t('notifications.loadFailed'))}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
          <Bell aria-hidden className="h-12 w-12" />
          <p className="text-lg font-medium">{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="space-y-2" aria-label={t('notifications.listLabel', { count: unread })}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </section>
  );
}
