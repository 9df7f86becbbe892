import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const velo = makeProduct({ id: 'v1', user_id: testUser.id, title: 'Vélo de ville', like_count: 4, likes: 4, view_count: 37 });
const lampe = makeProduct({ id: 'l1', user_id: testUser.id, title: 'Lampe ancienne', is_reserved: true });
const tapis = makeProduct({ id: 't1', user_id: testUser.id, title: 'Tapis berbère', lifecycle: 'expired' });

function setup() {
  let products = [velo, lampe, tapis];
  const moveTo = (lifecycle: 'active' | 'sold') => (request: { path: string }) => {
    const id = request.path.split('/')[2];
    products = products.map((p) => (p.id === id ? { ...p, lifecycle } : p));
    return { body: { data: { id }, message: 'ok', code: 'listing_renewed' } };
  };
  const fake = installFakeApi({
    'GET /profile': () => ({ body: profileOf(testUser) }),
    'GET /products/mine': () => ({ body: collection(products) }),
    'POST /products/:id/renew': moveTo('active'),
    'POST /products/:id/sold': moveTo('sold'),
    'PUT /products/:id': (request) => {
      const id = request.path.split('/')[2];
      products = products.map((p) => (p.id === id ? { ...p, ...(request.body as object) } : p));
      return { body: { data: products.find((p) => p.id === id) } };
    },
    'DELETE /products/:id': (request) => {
      const id = request.path.split('/')[2];
      products = products.filter((p) => p.id !== id);
      return { body: { data: { id } } };
    },
  });
  renderApp('/profile', { user: testUser });
  return fake;
}

const row = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

describe('my listings on /profile', () => {
  it("lists the user's listings with status, likes and views, asking the API for the owner's", async () => {
    const fake = setup();
    const first = await row('Vélo de ville');
    expect(within(first).getByText('Disponible')).toBeInTheDocument();
    expect(within(first).getByText("4 j'aime")).toBeInTheDocument();
    expect(within(first).getByText('37 vue(s)')).toBeInTheDocument();
    expect(within(await row('Lampe ancienne')).getByText('Réservé')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/products/mine')).toHaveLength(1);
    expect(within(first).getByRole('link', { name: 'Modifier « Vélo de ville »' })).toHaveAttribute('href', '/?tab=add&edit=v1');
  });

  it('marks a listing reserved, then available again', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(within(await row('Vélo de ville')).getByRole('button', { name: 'Marquer comme réservé' }));
    expect(await screen.findByText('Annonce marquée comme réservée')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/products/v1')[0]!.body).toEqual({ is_reserved: true });
    await waitFor(() =>
      expect(within(screen.getByText('Vélo de ville').closest('li')!).getByText('Réservé')).toBeInTheDocument(),
    );
    await user.click(within(await row('Vélo de ville')).getByRole('button', { name: 'Remettre en vente' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/products/v1')[1]!.body).toEqual({ is_reserved: false }));
  });

  it('deletes only after the confirmation dialog says so', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(within(await row('Lampe ancienne')).getByRole('button', { name: 'Supprimer « Lampe ancienne »' }));
    let dialog = await screen.findByRole('alertdialog', { name: "Supprimer l'annonce" });
    expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fake.callsTo('DELETE', '/products/l1')).toHaveLength(0);

    await user.click(within(await row('Lampe ancienne')).getByRole('button', { name: 'Supprimer « Lampe ancienne »' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Votre produit a été supprimé avec succès')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/products/l1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Lampe ancienne')).not.toBeInTheDocument());
  });

  it('marks an expired listing, renews it, and marks a listing sold after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const expired = await row('Tapis berbère');
    expect(within(expired).getByText('Expirée')).toBeInTheDocument();
    await user.click(within(expired).getByRole('button', { name: 'Renouveler « Tapis berbère »' }));
    expect(await screen.findByText('Annonce renouvelée pour 60 jours')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/products/t1/renew')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByText('Tapis berbère').closest('li')!).getByText('Disponible')).toBeInTheDocument());

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(await row('Vélo de ville')).getByRole('button', { name: 'Marquer « Vélo de ville » comme vendu' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('Annonce marquée comme vendue')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Vélo de ville').closest('li')!).getByText('Vendu')).toBeInTheDocument());
    expect(within(screen.getByText('Vélo de ville').closest('li')!).queryByRole('button', { name: 'Marquer comme réservé' })).toBeNull();
    confirm.mockRestore();
  });

  it('says so when there is nothing yet', async () => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testUser) }), 'GET /products/mine': () => ({ body: collection([]) }) });
    renderApp('/profile', { user: testUser });
    expect(await screen.findByText("Vous n'avez encore publié aucune annonce.")).toBeInTheDocument();
  });
});
