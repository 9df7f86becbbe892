import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const api = () =>
  installFakeApi({
    'GET /products': () => ({ body: collection([makeProduct()]) }),
    'GET /products/promoted': () => ({ body: collection([]) }),
    'GET /stats': () => ({ body: { totalProducts: 1, totalUsers: 2 } }),
    'GET /profile': () => ({ body: profileOf(testUser) }),
    'GET /notifications/unread-count': () => ({ body: { count: 12 } }),
  });

describe('main shell', () => {
  it('shows home for an unknown tab', async () => {
    api();
    renderApp('/?tab=nope');
    expect(await screen.findByRole('heading', { name: 'Produits récents' })).toBeInTheDocument();
  });

  it.each(['add', 'messages'])("sends a visitor who opens the '%s' tab to /auth with SPEC's toast", async (tab) => {
    api();
    const { router } = renderApp(`/?tab=${tab}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Connexion requise')).toBeInTheDocument();
    expect(screen.getByText('Veuillez vous connecter pour accéder à cette fonctionnalité.')).toBeInTheDocument();
  });

  it('opens the add tab for a signed-in user and caps the unread badge at 9+', async () => {
    api();
    renderApp('/?tab=add', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Publier une annonce' })).toBeInTheDocument();
    expect(await screen.findByText('9+')).toBeInTheDocument();
    // The form's location slot holds the shared map picker (SPEC 2.12).
    expect(await screen.findByPlaceholderText('Rechercher une ville en Tunisie...', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows home in one piece once the header ad, the popular listings and the listings have answered', async () => {
    let answerAds: (reply: { body: unknown }) => void = () => undefined;
    const firstAds = new Promise<{ body: unknown }>((resolve) => (answerAds = resolve));
    const fake = installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct()]) }),
      'GET /products/promoted': () => ({ body: collection([]) }),
      'GET /stats': () => ({ body: { totalProducts: 1, totalUsers: 2 } }),
      // The header ad of the first screen waits; a later ad query (another category) never answers.
      'GET /advertisements': (request) =>
        request.query.get('position') === 'header' && !request.query.get('category') ? firstAds : new Promise(() => undefined),
    });
    renderApp('/');
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/products')).toBe(true));
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/advertisements')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Produits récents' })).not.toBeInTheDocument();
    answerAds({ body: { data: [] } });
    expect(await screen.findByRole('heading', { name: 'Produits récents' })).toBeInTheDocument();
    // Once shown, a read that waits (the new category's ads) leaves the page in place.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voiture' }));
    expect(await screen.findByRole('heading', { name: 'Produits Voiture' })).toBeInTheDocument();
  });

  it('toggles the category chip and titles the list after it', async () => {
    const fake = api();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voiture' }));
    expect(await screen.findByRole('heading', { name: 'Produits Voiture' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path === '/products' && c.query.get('category') === 'voiture')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Voiture' }));
    expect(await screen.findByRole('heading', { name: 'Produits récents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toutes catégories' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('signs out from the user menu with the toast and returns home', async () => {
    api();
    const { router } = renderApp('/?tab=search', { user: testUser });
    // Radix keeps `pointer-events: none` on the page while its menu opens; a slow run can click then.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Menu utilisateur' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('switches the interface to Arabic, right to left', async () => {
    api();
    renderApp('/');
    // The header's switch (the footer has another one).
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Afficher le site en arabe' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ar');
  });
});
