import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

describe('/products', () => {
  it('searches on submit, toggles the sort and opens a product at /product/{id}', async () => {
    const fake = installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct()]) }),
      'GET /products/:id': () => ({ body: { data: makeProduct() } }),
    });
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Tous les Produits' })).toBeInTheDocument();
    expect(await screen.findByText('1 produit(s) trouvé(s)')).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Effacer' });
    expect(clear).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'cuir');
    expect(fake.calls.every((c) => c.query.get('search') !== 'cuir')).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls.at(-1)?.query.get('search')).toBe('cuir'));
    expect(clear).toBeEnabled();
    expect(screen.getByLabelText('1 filtre(s) actif(s)')).toBeInTheDocument();

    // Default newest first; Price starts ascending, a second click flips it.
    expect(fake.calls.at(-1)?.query.get('sort')).toBe('created_at:desc');
    await user.click(screen.getByRole('button', { name: 'Prix' }));
    await waitFor(() => expect(fake.calls.at(-1)?.query.get('sort')).toBe('price:asc'));
    expect(screen.getByRole('button', { name: 'Tri par Prix, croissant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tri par Prix/ }));
    await waitFor(() => expect(fake.calls.at(-1)?.query.get('sort')).toBe('price:desc'));
    // The active sort's accessible name is French words, never a translation key.
    expect(screen.getByRole('button', { name: 'Tri par Prix, décroissant' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Canapé d’angle en cuir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p1'));
  });

  it("retries a failed load 3 times, 1 s apart, then shows 'Erreur de chargement'", async () => {
    const fake = installFakeApi({ 'GET /products': () => apiError(500, 'Erreur interne') });
    renderApp('/products');
    expect(await screen.findByText('Erreur de chargement', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Impossible de charger les produits. Veuillez rafraîchir la page.')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/products')).toHaveLength(4);
  });

  it('opens with the filters given in the URL (the shopping assistant’s link)', async () => {
    const fake = installFakeApi({ 'GET /products': () => ({ body: collection([makeProduct()]) }) });
    renderApp('/products?category=mobilier&city=ariana&maxPrice=1000&search=canap%C3%A9&sort=price:asc');
    expect(await screen.findByText('1 produit(s) trouvé(s)')).toBeInTheDocument();
    const query = fake.callsTo('GET', '/products').at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      category: 'mobilier',
      city: 'ariana',
      maxPrice: '1000',
      search: 'canapé',
      sort: 'price:asc',
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('canapé');
  });

  it('draws the filter panel’s fields only once it is opened, and they filter', async () => {
    const fake = installFakeApi({ 'GET /products': () => ({ body: collection([makeProduct()]) }) });
    renderApp('/products?maxPrice=1000');
    expect(await screen.findByText('1 produit(s) trouvé(s)')).toBeInTheDocument();
    // Closed: the panel is there for the button to control, empty (not merely hidden).
    expect(screen.queryByRole('slider', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { hidden: true })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: /Filtres/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    // The fields' code arrives when the panel first opens; the URL's filter is already in them.
    const max = await within(panel).findByRole('slider', { name: 'Prix maximum' });
    expect(max).toHaveAttribute('aria-valuenow', '1000');
    expect(within(panel).getByRole('combobox', { name: 'Catégorie Toutes les catégories' })).toBeInTheDocument();
    max.focus();
    await user.keyboard('{End}');
    // The slider's far end is "no ceiling": the filter leaves the query.
    await waitFor(() => expect(fake.calls.at(-1)?.query.has('maxPrice')).toBe(false));

    await user.click(toggle);
    expect(screen.queryByRole('slider', { hidden: true })).not.toBeInTheDocument();
  });

  it('/voitures/sfax: its heading and breadcrumbs, the panel open on the pair, a URL that repeats nothing; an unknown pair is the 404 screen', async () => {
    const fake = installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct()]) }),
      'GET /products/facets': () => ({ body: { data: { total: 1, totalExact: true, facets: [] } } }),
    });
    const { router } = renderApp('/voitures/sfax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voitures à Sfax' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Voiture' })).toHaveAttribute('href', '/products?category=voiture');
    expect(within(crumbs).getByText('Voitures à Sfax')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(Object.fromEntries(fake.callsTo('GET', '/products').at(-1)!.query)).toMatchObject({ category: 'voiture', city: 'sfax' }));
    expect(screen.getByRole('button', { name: /Filtres/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Catégorie Voiture' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    renderApp('/voitures/paris');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
