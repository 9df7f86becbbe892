import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiCategory } from '@souk/domain';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testAdmin, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const stats = {
  totalProducts: 42,
  totalUsers: 17,
  totalCategories: 10,
  totalOrders: 5,
  recentProducts: 12,
  activeUsers: 9,
  monthOverMonth: {
    products: { current: 12, previous: 8, changePercent: 50 },
    users: { current: 3, previous: 0, changePercent: null },
    orders: { current: 5, previous: 4, changePercent: 25 },
  },
};

const category = (over: Partial<ApiCategory>): ApiCategory => ({
  id: 'c1',
  slug: 'sport',
  name: 'Sport',
  name_ar: 'رياضة',
  description: null,
  kind: 'autres',
  color: '#22c55e',
  icon: 'dumbbell',
  product_count: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe('/admin', () => {
  it('refuses a signed-in non-admin with the SPEC access-denied screen', async () => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testUser) }) });
    renderApp('/admin', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Accès Refusé' })).toBeInTheDocument();
  });

  it('shows real counts with their month change and the 5 recent listings', async () => {
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testAdmin) }),
      'GET /admin/stats': () => ({ body: stats }),
      'GET /admin/products': () => ({ body: collection([makeProduct({ id: 'p1', title: 'Vélo de course' })]) }),
      'GET /admin/advertisements/stats': () => ({ body: { data: [] } }),
    });
    renderApp('/admin', { user: testAdmin });
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('Conversations démarrées')).toBeInTheDocument();
    expect(screen.getByText('+50% ce mois')).toBeInTheDocument();
    expect(screen.getByText('3 ce mois (aucun le mois dernier)')).toBeInTheDocument();
    expect(await screen.findByText('Vélo de course')).toBeInTheDocument();
  });

  it.each([
    ['ok', 'Système en ligne'],
    ['degraded', 'Problème détecté'],
  ] as const)("reads the system badge from GET /admin/health (%s → '%s')", async (status, text) => {
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testAdmin) }),
      'GET /admin/stats': () => ({ body: stats }),
      'GET /admin/products': () => ({ body: collection([]) }),
      'GET /admin/advertisements/stats': () => ({ body: { data: [] } }),
      'GET /admin/health': () => ({
        body: { status, checks: { api: 'ok', database: status === 'ok' ? 'ok' : 'down' }, databaseMs: status === 'ok' ? 2 : null },
      }),
    });
    renderApp('/admin', { user: testAdmin });
    expect(await screen.findByText(text, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("says 'Problème détecté' when the health check does not answer", async () => {
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testAdmin) }),
      'GET /admin/stats': () => ({ body: stats }),
      'GET /admin/products': () => ({ body: collection([]) }),
      'GET /admin/advertisements/stats': () => ({ body: { data: [] } }),
      'GET /admin/health': () => ({ status: 503, body: {} }),
    });
    renderApp('/admin', { user: testAdmin });
    expect(await screen.findByText('Problème détecté', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Système en ligne')).not.toBeInTheDocument();
  });

  it('creates a category: the dialog closes, the form resets and the list refreshes; a refusal shows the SPEC toast', async () => {
    let categories = [category({})];
    const api = installFakeApi({
      'GET /profile': () => ({ body: profileOf(testAdmin) }),
      'GET /admin/stats': () => ({ body: stats }),
      'GET /admin/products': () => ({ body: collection([]) }),
      'GET /admin/advertisements/stats': () => ({ body: { data: [] } }),
      'GET /admin/categories': () => ({ body: { data: categories } }),
      'POST /admin/categories': (req) => {
        const body = req.body as { name: string; kind: ApiCategory['kind'] };
        categories = [...categories, category({ id: 'c2', slug: 'bateaux', name: body.name, kind: body.kind, product_count: 0 })];
        return { status: 201, body: { data: categories[1], message: 'Catégorie créée' } };
      },
      'DELETE /admin/categories/:id': () => ({
        status: 409,
        body: {
          data: null,
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'Cette catégorie contient des produits et ne peut pas être supprimée',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin', { user: testAdmin });
    await user.click(await screen.findByRole('tab', { name: 'Catégories' }));
    expect(await screen.findByText('Aucune description')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle catégorie' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nom'), 'Bateaux');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'voiture');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/admin/categories')[0]!.body).toMatchObject({ name: 'Bateaux', kind: 'voiture' });
    expect(await screen.findByText('Bateaux')).toBeInTheDocument();
    expect(await screen.findByText('Catégorie créée')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer « Sport »' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Êtes-vous sûr de vouloir supprimer cette catégorie ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Cette catégorie contient des produits et ne peut pas être supprimée')).toBeInTheDocument();
  });
});

describe('/admin products tab', () => {
  it('deletes a listing after confirmation: the row goes and the success toast shows; cancelling sends nothing', async () => {
    let products = [makeProduct({ id: 'p1', title: 'Vélo rouge' }), makeProduct({ id: 'p2', title: 'Canapé gris' })];
    const api = installFakeApi({
      'GET /profile': () => ({ body: profileOf(testAdmin) }),
      'GET /admin/stats': () => ({ body: stats }),
      'GET /admin/products': () => ({ body: collection(products) }),
      'GET /admin/advertisements/stats': () => ({ body: { data: [] } }),
      'GET /admin/categories': () => ({ body: { data: [category({})] } }),
      'DELETE /admin/products/:id': (req) => {
        products = products.filter((p) => !req.path.endsWith(`/${p.id}`));
        return { status: 200, body: { data: null } };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin', { user: testAdmin });
    await user.click(await screen.findByRole('tab', { name: 'Produits' }));
    const table = await screen.findByRole('region', { name: 'Produits' });
    expect(within(table).getByText('Vélo rouge')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Supprimer « Canapé gris »' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/admin/products/p2')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Supprimer « Vélo rouge »' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Produit supprimé')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/admin/products/p1')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Produits' })).queryByText('Vélo rouge')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('/admin-info', () => {
  it('shows the demo admin account only when the server says demo data is seeded', async () => {
    installFakeApi({
      'GET /site-info': () => ({ body: { data: { demo: true, demoAdmin: { email: 'admin@souk.tn', password: 'admin1234' } } } }),
    });
    const first = renderApp('/admin-info');
    expect(await screen.findByText('admin1234')).toBeInTheDocument();
    first.unmount();

    installFakeApi({ 'GET /site-info': () => ({ body: { data: { demo: false, demoAdmin: null } } }) });
    renderApp('/admin-info');
    expect(await screen.findByText(/aucun compte de démonstration/)).toBeInTheDocument();
    expect(screen.queryByText('admin1234')).not.toBeInTheDocument();
  });
});
