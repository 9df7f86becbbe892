import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

/** A reply the test releases by hand. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('home first screen', () => {
  it('appears once the listing, the promoted row and the banner have answered, all at once (no layout shift)', async () => {
    const promoted = held<{ body: unknown }>();
    installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct({ title: 'Canapé en cuir' })]) }),
      'GET /products/promoted': () => promoted.promise,
      'GET /advertisements': () => ({ body: { data: [] } }),
      'GET /stats': () => ({ body: { totalProducts: 1, totalUsers: 2 } }),
    });
    renderApp('/');
    expect(await screen.findByText(/^Chargement des produits/)).toBeInTheDocument();
    // The listing has answered, the promoted row has not: nothing of the page is painted yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Canapé en cuir')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Produits récents' })).not.toBeInTheDocument();

    promoted.release({ body: collection([makeProduct({ id: 'p-2', title: 'Vélo tendance' })]) });
    expect(await screen.findByText('Canapé en cuir')).toBeInTheDocument();
    expect(screen.getByText('Vélo tendance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produits récents' })).toBeInTheDocument();
  });

  it('does not wait for a promoted row that fails: the listing shows', async () => {
    installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct({ title: 'Table basse' })]) }),
      'GET /products/promoted': () => ({ status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Erreur interne' } } }),
      'GET /advertisements': () => ({ body: { data: [] } }),
      'GET /stats': () => ({ body: { totalProducts: 1, totalUsers: 2 } }),
    });
    renderApp('/');
    expect(await screen.findByText('Table basse', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("ends its list with a link to every listing on /products, for the chosen category and order, in the link's language", async () => {
    installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct({ title: 'Commode en chêne' })]) }),
      'GET /products/promoted': () => ({ body: collection([]) }),
      'GET /advertisements': () => ({ body: { data: [] } }),
      'GET /stats': () => ({ body: { totalProducts: 1, totalUsers: 2 } }),
    });
    const user = userEvent.setup();
    renderApp('/?lang=fr');
    const link = await screen.findByRole('link', { name: 'Voir toutes les annonces' });
    expect(link).toHaveAttribute('href', '/products?lang=fr');

    await user.click(within(screen.getByRole('group', { name: 'Catégories' })).getByRole('button', { name: 'Mobilier' }));
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await user.selectOptions(screen.getByLabelText('Trier par'), 'price_asc');
    expect(await screen.findByRole('link', { name: 'Voir toutes les annonces' })).toHaveAttribute(
      'href',
      '/products?category=mobilier&sort=price_asc&lang=fr',
    );
  });
});
