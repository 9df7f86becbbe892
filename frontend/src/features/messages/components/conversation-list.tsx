import { MessageCircle, Package } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { useFormatters } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Conversation } from '../api/types';

type ConversationListProps = {
  conversations: Conversation[];
  selectedId: string | null;
  hrefOf: (id: string) => string;
};

/** SPEC 2.8: unread badge, listing title and thumbnail, last message or 'Nouvelle conversation', relative time. */
export function ConversationList({ conversations, selectedId, hrefOf }: ConversationListProps) {
  const { t } = useTranslation();
  const format = useFormatters();

  if (conversations.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
        <MessageCircle aria-hidden className="h-10 w-10" />
        <p className="font-medium text-foreground">{t('inbox.empty')}</p>
        <p className="text-sm">{t('inbox.emptyHint')}</p>
      </div>
    );
  }

  return (
    <ul aria-label={t('inbox.listLabel')} className="divide-y">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        const title = c.product_title ?? t('inbox.deletedProduct');
        return (
          <li key={c.id}>
            <Link
              to={hrefOf(c.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 p-3 text-start hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                selected && 'bg-muted',
              )}
            >
              {c.product_image ? (
                <img src={c.product_image} alt="" className="h-12 w-12 shrink-0 rounded-md object-cover" loading="lazy" />
              ) : (
                <span aria-hidden className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-muted">
                  <Package className="h-5 w-5 text-muted-foreground" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span dir="auto" className={cn('truncate', c.unread_count > 0 ? 'font-bold' : 'font-medium')}>
                    {title}
                  </span>
                  {c.last_message_time ? (
                    <time dateTime={c.last_message_time} className="shrink-0 text-xs text-muted-foreground">
                      {format.relativeMessages(c.last_message_time)}
                    </time>
                  ) : null}
                </span>
                <span dir="auto" className="block truncate text-sm text-muted-foreground">
                  {c.other_user_name}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span dir="auto" className="truncate text-sm">
                    {c.last_message ?? t('inbox.newConversation')}
                  </span>
                  {c.unread_count > 0 ? (
                    <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] font-bold text-white">
                      <span aria-hidden>{c.unread_count}</span>
                      <span className="sr-only">{t('inbox.unread', { count: c.unread_count })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
