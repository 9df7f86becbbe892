import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { collection, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import type { Conversation, Message } from '../api/types';

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  product_id: 'p1',
  product_title: 'Canapé d’angle en cuir',
  product_image: null,
  buyer_id: 'user-1',
  seller_id: 's1',
  other_user_id: 's1',
  other_user_name: 'Nour',
  other_user_email: null,
  last_message: null,
  last_message_time: null,
  unread_count: 0,
  created_at: '2026-01-01T10:00:00.000Z',
  blocked_by_me: false,
  blocked_me: false,
  ...over,
});

const message = (id: string, content: string, over: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 'c1',
  content,
  sender_id: 's1',
  recipient_id: 'user-1',
  created_at: new Date().toISOString(),
  read_at: null,
  warning: false,
  is_mine: false,
  ...over,
});

const page = (data: Message[], newest: number | null, hasOlder = false) => ({
  data,
  meta: { cursors: { newest, oldest: newest === null ? null : newest - data.length + 1, hasOlder }, hasNewer: false },
});

const signedIn = {
  'GET /profile': () => ({ body: profileOf(testUser) }),
  'GET /conversations/unread-count': () => ({ body: { count: 0 } }),
};

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('/messages', () => {
  it("desktop: list and thread side by side, 'Aucune conversation' and 'Sélectionnez une conversation' when empty", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    installFakeApi({ ...signedIn, 'GET /conversations': () => ({ body: collection([]) }) });
    renderApp('/messages', { user: testUser });
    expect(await screen.findByText('Aucune conversation')).toBeInTheDocument();
    expect(screen.getByText('Sélectionnez une conversation')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('phone: the thread is its own screen with a back button to the list', async () => {
    installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': () => ({ body: page([], null) }),
    });
    const { router } = renderApp('/messages?conversation=c1', { user: testUser });
    expect(await screen.findByText('Commencez la conversation')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour aux conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("lists conversations with unread badge and 'Nouvelle conversation'; opening one shows 'Commencez la conversation'", async () => {
    installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({
        body: collection([
          conversation({
            id: 'c1',
            unread_count: 2,
            last_message: 'Toujours dispo ?',
            last_message_time: new Date().toISOString(),
          }),
          conversation({ id: 'c2', product_title: 'Vélo', other_user_name: 'Karim' }),
        ]),
      }),
      'GET /conversations/:id/messages': () => ({ body: page([], null) }),
    });
    const { router } = renderApp('/messages', { user: testUser });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Toujours dispo ?')).toBeInTheDocument();
    expect(within(list).getByText('2 messages non lus')).toBeInTheDocument();
    expect(within(list).getByText('Nouvelle conversation')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('link', { name: /Vélo/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=c2'));
    expect(await screen.findByText('Commencez la conversation')).toBeInTheDocument();
  });

  it('?product= starts the conversation once and opens it', async () => {
    const fake = installFakeApi({
      ...signedIn,
      'POST /conversations': () => ({ status: 201, body: { id: 'c1', data: conversation() } }),
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': () => ({ body: page([message('m1', 'Bonjour')], 10) }),
    });
    const { router } = renderApp('/messages?product=p1', { user: testUser });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(fake.callsTo('POST', '/conversations')).toHaveLength(1);
    expect(fake.callsTo('POST', '/conversations')[0]!.body).toEqual({ product_id: 'p1' });
  });

  it('Enter sends, Shift+Enter adds a line; the message shows at once, a failure offers a retry', async () => {
    let fail = true;
    const sent: unknown[] = [];
    installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': () => ({ body: page([], null) }),
      'POST /conversations/:id/messages': (req: FakeRequest) => {
        sent.push(req.body);
        if (fail) return apiError(429, 'Trop de requêtes. Veuillez réessayer dans un instant.');
        return {
          status: 201,
          body: { data: message('m9', (req.body as { content: string }).content, { is_mine: true, sender_id: 'user-1' }) },
        };
      },
    });
    renderApp('/messages?conversation=c1', { user: testUser });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    await user.type(input, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
    expect(input).toHaveValue('Ligne 1\nLigne 2');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(sent).toEqual([{ content: 'Ligne 1\nLigne 2' }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vous envoyez trop de messages. Réessayez dans un instant.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/Ligne 1/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('shows the safety warning on a flagged message and a 403 reason in French', async () => {
    installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': () => ({
        body: page([message('m1', 'Appelez-moi au 22 123 456', { warning: true })], 5),
      }),
      'POST /conversations/:id/messages': () => apiError(403, 'Cet utilisateur ne reçoit plus vos messages'),
    });
    renderApp('/messages?conversation=c1', { user: testUser });
    expect(await screen.findByRole('note')).toHaveTextContent("Ne payez jamais d'avance");
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Allô ?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet utilisateur ne reçoit plus vos messages');
  });

  it('polls the open thread every 5 s with the `after` cursor, only while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const fake = installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': (req: FakeRequest) => {
        if (!req.query.get('after')) return { body: page([message('m1', 'Premier')], 7) };
        polls += 1;
        return { body: polls === 1 ? page([message('m2', 'Nouveau')], 8) : page([], 8) };
      },
    });
    renderApp('/messages?conversation=c1', { user: testUser });
    expect(await screen.findByText('Premier')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Nouveau')).toBeInTheDocument();
    const threadCalls = () => fake.calls.filter((c) => c.path === '/conversations/c1/messages' && c.query.get('after'));
    expect(threadCalls()[0]!.query.get('after')).toBe('7');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(threadCalls().at(-1)!.query.get('after')).toBe('8');

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const before = threadCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(threadCalls()).toHaveLength(before);
  });

  it('blocks the other party after confirmation', async () => {
    const fake = installFakeApi({
      ...signedIn,
      'GET /conversations': () => ({ body: collection([conversation()]) }),
      'GET /conversations/:id/messages': () => ({ body: page([], null) }),
      'POST /conversations/:id/block': () => ({
        body: { data: conversation({ blocked_by_me: true }), message: 'Utilisateur bloqué' },
      }),
    });
    renderApp('/messages?conversation=c1', { user: testUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer Nour ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() => expect(fake.callsTo('POST', '/conversations/c1/block')).toHaveLength(1));
  });
});
