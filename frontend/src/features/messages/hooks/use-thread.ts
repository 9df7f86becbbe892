import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@souk/domain';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { newActionKey } from '@/lib/action-key';
import { usePageVisible } from '@/hooks/use-page-visible';
import { conversationsKey } from '../api/conversations';
import { getThread, sendMessage } from '../api/thread';
import type { Message } from '../api/types';

export type PendingMessage = {
  localId: string;
  content: string;
  status: 'sending' | 'failed';
  /** HTTP status of the failure (0 = network), to word the error. */
  errorStatus?: number;
  errorText?: string;
};

type State = {
  messages: Message[];
  newest: number | null;
  oldest: number | null;
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
};

const INITIAL: State = { messages: [], newest: null, oldest: null, hasOlder: false, status: 'loading' };

const merge = (current: Message[], incoming: Message[], where: 'end' | 'start') => {
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  return where === 'end' ? [...current, ...fresh] : [...fresh, ...current];
};

/**
 * One conversation's messages: the latest page, then a poll every 5 s for what is newer than the
 * newest message held (only while the page is visible), older pages on demand, and sending with
 * an optimistic message that can be retried.
 */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const [state, setState] = useState<State>(INITIAL);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Opening marks the thread read on the server: the list and the header badge follow.
  const refreshCounts = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  }, [queryClient]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState(INITIAL);
      try {
        const page = await getThread(conversationId, {}, { signal });
        setState({
          messages: page.data,
          newest: page.meta.cursors.newest,
          oldest: page.meta.cursors.oldest,
          hasOlder: page.meta.cursors.hasOlder,
          status: 'ready',
        });
        refreshCounts();
      } catch (error) {
        if (signal?.aborted) return;
        setState({ ...INITIAL, status: 'error' });
        void error;
      }
    },
    [conversationId, refreshCounts],
  );

  useEffect(() => {
    const controller = new AbortController();
    setPending([]);
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const poll = useCallback(async () => {
    const { newest, status } = stateRef.current;
    if (status !== 'ready') return;
    try {
      const page = await getThread(conversationId, newest === null ? {} : { after: newest });
      if (page.data.length === 0) return;
      setState((current) => ({
        ...current,
        messages: merge(current.messages, page.data, 'end'),
        newest: page.meta.cursors.newest ?? current.newest,
        oldest: current.oldest ?? page.meta.cursors.oldest,
      }));
      if (page.data.some((m) => !m.is_mine)) refreshCounts();
    } catch {
      // A failed poll is retried at the next tick.
    }
  }, [conversationId, refreshCounts]);

  useEffect(() => {
    if (!visible || state.status !== 'ready') return;
    const timer = window.setInterval(() => void poll(), TIMINGS.poll.thread);
    return () => window.clearInterval(timer);
  }, [poll, visible, state.status]);

  const loadOlder = useCallback(async () => {
    const { oldest, hasOlder } = stateRef.current;
    if (!hasOlder || oldest === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getThread(conversationId, { before: oldest });
      setState((current) => ({
        ...current,
        messages: merge(current.messages, page.data, 'start'),
        oldest: page.meta.cursors.oldest ?? current.oldest,
        hasOlder: page.meta.cursors.hasOlder,
      }));
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder]);

  const deliver = useCallback(
    async (localId: string, content: string) => {
      setPending((list) => list.map((p) => (p.localId === localId ? { ...p, status: 'sending', errorStatus: undefined } : p)));
      try {
        const { data } = await sendMessage(conversationId, content, localId);
        setPending((list) => list.filter((p) => p.localId !== localId));
        setState((current) => ({ ...current, messages: merge(current.messages, [data], 'end') }));
        refreshCounts();
      } catch (error) {
        const status = isApiError(error) ? error.status : 0;
        // The server's reason by its catalogue code, in the interface language (a block, a too long text…).
        const text = isApiError(error) && error.specific ? errorText(error, '') || undefined : undefined;
        setPending((list) =>
          list.map((p) => (p.localId === localId ? { ...p, status: 'failed', errorStatus: status, errorText: text } : p)),
        );
        // A 403 may mean a block: the refreshed conversation then disables the input.
        if (status === 403) refreshCounts();
      }
    },
    [conversationId, refreshCounts],
  );

  const send = useCallback(
    (content: string) => {
      // Also the message's Idempotency-Key: sending it again after a failure never posts it twice.
      const localId = newActionKey();
      setPending((list) => [...list, { localId, content, status: 'sending' }]);
      void deliver(localId, content);
    },
    [deliver],
  );

  const retry = useCallback(
    (localId: string) => {
      const message = pending.find((p) => p.localId === localId);
      if (message) void deliver(localId, message.content);
    },
    [deliver, pending],
  );

  const discard = useCallback((localId: string) => setPending((list) => list.filter((p) => p.localId !== localId)), []);

  return {
    messages: state.messages,
    status: state.status,
    hasOlder: state.hasOlder,
    loadingOlder,
    pending,
    sending: pending.some((p) => p.status === 'sending'),
    send,
    retry,
    discard,
    loadOlder,
    reload: () => void load(),
  };
}
