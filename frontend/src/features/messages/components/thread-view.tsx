import { ArrowLeft, Ban, MessageCircle } from '@/components/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useBlockConversation } from '../api/conversations';
import type { Conversation } from '../api/types';
import { useThread } from '../hooks/use-thread';
import { MessageBubble, PendingBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

type ThreadViewProps = {
  conversation: Conversation;
  /** Phones: back to the list (the list and the thread are two screens). */
  onBack?: () => void;
};

function BlockButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mutation = useBlockConversation();
  const run = (block: boolean) =>
    mutation.mutate(
      { id: conversation.id, block },
      {
        onSuccess: () => {
          toast.success(block ? t('messages.userBlocked') : t('messages.userUnblocked'));
          setOpen(false);
        },
        onError: (error) => toast.error(errorText(error, t('messages.requestFailed'))),
      },
    );

  if (conversation.blocked_by_me) {
    return (
      <Button variant="outline" size="sm" onClick={() => run(false)} disabled={mutation.isPending}>
        {t('inbox.unblock')}
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={!conversation.other_user_id}>
        <Ban aria-hidden className="h-4 w-4" />
        {t('inbox.block')}
      </Button>
      <DialogContent
        title={t('inbox.blockTitle', { name: conversation.other_user_name })}
        description={t('inbox.blockText', { name: conversation.other_user_name })}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('inbox.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => run(true)} disabled={mutation.isPending}>
            {t('inbox.block')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function ThreadView({ conversation, onBack }: ThreadViewProps) {
  const { t } = useTranslation();
  const thread = useThread(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ count: 0, height: 0, first: '' });

  // New messages at the bottom scroll into view; older ones loaded at the top keep the reading position.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const count = thread.messages.length + thread.pending.length;
    const first = thread.messages[0]?.id ?? '';
    if (previous.current.first && first !== previous.current.first && count > previous.current.count) {
      el.scrollTop += el.scrollHeight - previous.current.height;
    } else if (count !== previous.current.count) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { count, height: el.scrollHeight, first };
  }, [thread.messages, thread.pending]);

  const onScroll = () => {
    const el = scroller.current;
    if (el && el.scrollTop < 40 && thread.hasOlder && !thread.loadingOlder) void thread.loadOlder();
  };

  const cannotWrite = conversation.blocked_me || conversation.blocked_by_me || !conversation.other_user_id;
  const empty = thread.status === 'ready' && thread.messages.length === 0 && thread.pending.length === 0;

  return (
    <section
      aria-label={t('inbox.conversationWith', { name: conversation.other_user_name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b p-3">
        {onBack ? (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('inbox.back')}>
            <ArrowLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="truncate font-semibold">
            {/* Who they are, their rating and reviews: their page (issue 28). */}
            {conversation.other_user_id ? (
              <Link to={paths.seller.getHref(conversation.other_user_id)} className="underline-offset-4 hover:underline">
                {conversation.other_user_name}
              </Link>
            ) : (
              conversation.other_user_name
            )}
          </h2>
          {conversation.product_id ? (
            <Link
              to={paths.product.getHref(conversation.product_id)}
              dir="auto"
              className="block truncate text-sm text-primary underline-offset-4 hover:underline"
            >
              {conversation.product_title}
            </Link>
          ) : (
            <p className="truncate text-sm text-muted-foreground">{t('inbox.deletedProduct')}</p>
          )}
        </div>
        <BlockButton conversation={conversation} />
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto p-3"
        tabIndex={0}
        aria-label={t('inbox.threadLabel', { name: conversation.other_user_name })}
      >
        {thread.status === 'loading' ? <Spinner label={t('common.loading')} className="py-8" /> : null}
        {thread.status === 'error' ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-8 text-center">
            <p>{t('inbox.loadError')}</p>
            <Button variant="outline" onClick={thread.reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {thread.hasOlder ? (
          <div className="flex justify-center pb-2">
            <Button variant="ghost" size="sm" onClick={() => void thread.loadOlder()} disabled={thread.loadingOlder}>
              {thread.loadingOlder ? t('inbox.loadingOlder') : t('inbox.loadOlder')}
            </Button>
          </div>
        ) : null}
        {empty ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted-foreground">
            <MessageCircle aria-hidden className="h-10 w-10" />
            <p className="font-medium text-foreground">{t('inbox.startConversation')}</p>
          </div>
        ) : null}
        <ol className="space-y-3" aria-live="polite" aria-relevant="additions">
          {thread.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {thread.pending.map((pending) => (
            <PendingBubble
              key={pending.localId}
              pending={pending}
              onRetry={() => thread.retry(pending.localId)}
              onDiscard={() => thread.discard(pending.localId)}
            />
          ))}
        </ol>
      </div>

      {conversation.blocked_me ? <p className="border-t bg-muted p-3 text-center text-sm">{t('inbox.blockedMe')}</p> : null}
      {conversation.blocked_by_me ? <p className="border-t bg-muted p-3 text-center text-sm">{t('inbox.blockedByMe')}</p> : null}
      <MessageComposer onSend={thread.send} sending={thread.sending} disabled={cannotWrite} />
    </section>
  );
}
