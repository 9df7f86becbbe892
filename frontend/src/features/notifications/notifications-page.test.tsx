import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationText } from '@souk/domain';
import { authToken } from '@/lib/auth-token';
import { i18n } from '@/lib/i18n';
import { makeProduct, profileOf, testUser } from '@/testing/data';
import { installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notificationServer() {
  // As the server writes them: French title and body plus the body's code; n3 is a row from before codes.
  let list = [
    { id: 'n1', type: 'like', ...notificationText('likeNotificationText', 'Karim', 'Vélo'), link: '/product/p1', is_read: false, created_at: minutesAgo(0) },
    { id: 'n2', type: 'message', ...notificationText('messageNotificationText', 'Salma', 'Toujours disponible ?'), link: '/messages?conversation=c1', is_read: false, created_at: minutesAgo(5) },
    { id: 'n3', type: 'promotion', title: 'Annonce promue', message: 'Votre annonce est promue', code: null, params: null, link: '/product/p1', is_read: true, created_at: minutesAgo(60 * 26) },
  ];
  const fake = installFakeApi({
    'GET /profile': () => ({ body: profileOf(testUser) }),
    'GET /notifications': () => ({ body: { data: list, meta: { pagination: { page: 1, pageSize: 50, pageCount: 1, total: list.length } } } }),
    'GET /notifications/unread-count': () => ({ body: { count: list.filter((n) => !n.is_read).length } }),
    'PATCH /notifications/:id/read': (r: FakeRequest) => {
      const id = r.path.split('/')[2];
      list = list.map((n) => (n.id === id ? { ...n, is_read: true } : n));
      return { body: { data: list.find((n) => n.id === id) } };
    },
    'PATCH /notifications/mark-all-read': () => {
      list = list.map((n) => ({ ...n, is_read: true }));
      return { body: { data: { updated: 2 }, message: 'Toutes les notifications ont été marquées comme lues' } };
    },
    // Answers a moment later, as a network does: the row has left the list by then.
    'DELETE /notifications/:id': async (r: FakeRequest) => {
      const id = r.path.split('/')[2];
      await new Promise((resolve) => setTimeout(resolve, 50));
      list = list.filter((n) => n.id !== id);
      return { body: { data: { id }, message: 'Notification supprimée' } };
    },
    'GET /products/:id': () => ({ body: { data: makeProduct({ id: 'p1', title: 'Vélo de ville' }) } }),
  });
  return { fake, list: () => list };
}

beforeEach(() => authToken.clear());

describe('notifications tab', () => {
  it('asks a visitor to sign in', async () => {
    installFakeApi({});
    renderApp('/?tab=notifications');
    expect(await screen.findByRole('heading', { name: 'Connexion requise' })).toBeInTheDocument();
  });

  it('lists with relative times and unread dots; a click marks read and opens the listing', async () => {
    const server = notificationServer();
    const user = userEvent.setup();
    const { router } = renderApp('/?tab=notifications', { user: testUser });
    const list = await screen.findByRole('list', { name: 'Notifications, 2 non lue(s)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText("À l'instant")).toBeInTheDocument();
    expect(within(list).getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(within(list).getByText('il y a 1 jour')).toBeInTheDocument();
    expect(within(list).getAllByTestId('unread-dot')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: /^Non lue — Nouveau j’aime/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p1'));
    expect(server.fake.callsTo('PATCH', '/notifications/n1/read')).toHaveLength(1);
    expect(server.list().find((n) => n.id === 'n1')!.is_read).toBe(true);
  });

  it('marks all read and deletes one, with SPEC’s toasts; then the empty state', async () => {
    notificationServer();
    const user = userEvent.setup();
    renderApp('/?tab=notifications', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByText('Toutes les notifications ont été marquées comme lues')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();

    // The row goes at once; its toast comes with the server's answer.
    await user.click(screen.getByRole('button', { name: 'Supprimer la notification « Nouveau j’aime »' }));
    expect(screen.queryByRole('button', { name: 'Supprimer la notification « Nouveau j’aime »' })).not.toBeInTheDocument();
    expect(await screen.findByText('Notification supprimée')).toBeInTheDocument();
    for (const title of ['Nouveau message', 'Annonce promue']) {
      await user.click(screen.getByRole('button', { name: `Supprimer la notification « ${title} »` }));
    }
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    afterEach(() => i18n.changeLanguage('fr'));

    it('writes each notification from its code in Arabic; an older row keeps its French body', async () => {
      notificationServer();
      await i18n.changeLanguage('ar');
      renderApp('/?tab=notifications', { user: testUser });
      const like = await screen.findByRole('button', { name: /إعجاب جديد : Karim أعجب بإعلانك « Vélo »/ });
      expect(like).toBeInTheDocument();
      expect(screen.getByText('من Salma: Toujours disponible ?')).toBeInTheDocument();
      expect(screen.queryByText('Karim aime votre annonce « Vélo »')).not.toBeInTheDocument();
      // No code: the type's Arabic title, the body as the server wrote it.
      expect(screen.getByRole('button', { name: /إعلان مُروَّج : Votre annonce est promue/ })).toBeInTheDocument();
    });
  });
});
