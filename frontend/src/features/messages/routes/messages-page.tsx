import { MessageCircle } from '@/components/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useSearchParamsWriter } from '@/hooks/use-search-params-writer';
import { errorText } from '@/lib/error-text';
import { conversationsKey, startConversation, useConversations } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { ThreadView } from '../components/thread-view';

/** `?product=<id>` opens (creating it once) the conversation about that listing, then becomes `?conversation=<id>`. */
function useOpenProductConversation() {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const productId = params.get('product');
  const started = useRef<string | null>(null);
  // What the server answered for `productId`: the conversation to show, or null when it failed.
  const [outcome, setOutcome] = useState<{ productId: string; conversationId: string | null } | null>(null);

  useEffect(() => {
    if (!productId || started.current === productId) return;
    started.current = productId;
    startConversation(productId)
      .then(async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: conversationsKey });
        setOutcome({ productId, conversationId: id });
      })
      .catch((error: unknown) => {
        toast.error(errorText(error, t('inbox.openFailed')));
        setOutcome({ productId, conversationId: null });
      });
  }, [productId, queryClient, t]);

  // Written once this screen shows a settled location: never a navigation of its own (issue 33).
  useEffect(() => {
    if (!outcome || outcome.productId !== productId) return;
    writeParams((next) => {
      next.delete('product');
      if (outcome.conversationId) next.set('conversation', outcome.conversationId);
      return next;
    });
  }, [outcome, productId, writeParams]);

  return Boolean(productId);
}

function Inbox() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const opening = useOpenProductConversation();
  const list = useConversations();
  const selectedId = params.get('conversation');
  const conversations = list.data?.data ?? [];
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('conversation', id);
    return `?${next.toString()}`;
  };
  const closeThread = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('conversation');
      return next;
    });
  useDocumentTitle(t('inbox.title'));

  if (opening || list.isPending || list.isError) {
    return (
      <div className="container space-y-4 py-6">
        <h1 className="text-2xl font-bold">{t('inbox.title')}</h1>
        {list.isError && !opening ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p>{errorText(list.error, t('inbox.loadError'))}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={opening ? t('inbox.opening') : t('common.loading')} className="min-h-[40vh]" />
        )}
      </div>
    );
  }

  const listPane = <ConversationList conversations={conversations} selectedId={selectedId} hrefOf={hrefOf} />;
  const threadPane = selected ? (
    <ThreadView key={selected.id} conversation={selected} onBack={isDesktop ? undefined : closeThread} />
  ) : selectedId && list.isFetching ? (
    <Spinner label={t('common.loading')} className="h-full" />
  ) : (
    <div className="flex h-full flex-col items-center justify-center gap-2 text-muted-foreground">
      <MessageCircle aria-hidden className="h-10 w-10" />
      <p>{t('inbox.selectConversation')}</p>
    </div>
  );

  if (!isDesktop) {
    // Phones: the list and the thread are two full screens.
    return (
      <div className="flex h-[calc(100dvh-4rem-4.5rem)] flex-col">
        {selectedId ? (
          threadPane
        ) : (
          <>
            <h1 className="border-b p-3 text-xl font-bold">{t('inbox.title')}</h1>
            <div className="min-h-0 flex-1 overflow-y-auto">{listPane}</div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="container space-y-4 py-6">
      <h1 className="text-2xl font-bold">{t('inbox.title')}</h1>
      <div className="grid h-[600px] grid-cols-[20rem_1fr] overflow-hidden rounded-lg border bg-card">
        <div className="min-h-0 overflow-y-auto border-e">{listPane}</div>
        <div className="min-h-0">{threadPane}</div>
      </div>
    </div>
  );
}

/** /messages (SPEC 2.8), also the shell's messages tab; the router's guard asks visitors to sign in. */
export const MessagesPage = Inbox;
