import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsDesktop } from '@/hooks/use-media-query';
import { errorText } from '@/lib/error-text';
import { ProtectedRoute } from '@/lib/auth';
import { conversationsKey, startConversation, useConversations } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { ThreadView } from '../components/thread-view';

/** `?product=<id>` opens (creating it once) the conversation about that listing, then becomes `?conversation=<id>`. */
function useOpenProductConversation() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const productId = params.get('product');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!productId || started.current === productId) return;
    started.current = productId;
    startConversation(productId)
      .then(async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: conversationsKey });
        setParams({ conversation: id }, { replace: true });
      })
      .catch((error: unknown) => {
        toast.error(errorText(error, t('inbox.openFailed')));
        setParams({}, { replace: true });
      });
  }, [productId, queryClient, setParams, t]);

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
  const hrefOf = (id: string) => `?conversation=${encodeURIComponent(id)}`;
  useDocumentTitle(t('inbox.title'));

  if (opening) return <Spinner label={t('inbox.opening')} className="min-h-[50vh]" />;
  if (list.isPending) return <Spinner label={t('common.loading')} className="min-h-[50vh]" />;
  if (list.isError) {
    return (
      <div role="alert" className="container flex flex-col items-center gap-3 py-12 text-center">
        <p>{errorText(list.error, t('inbox.loadError'))}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const listPane = <ConversationList conversations={conversations} selectedId={selectedId} hrefOf={hrefOf} />;
  const threadPane = selected ? (
    <ThreadView key={selected.id} conversation={selected} onBack={isDesktop ? undefined : () => setParams({})} />
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

/** /messages (SPEC 2.8). */
export function MessagesPage() {
  return (
    <ProtectedRoute>
      <Inbox />
    </ProtectedRoute>
  );
}
