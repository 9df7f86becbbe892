import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { profileOf, testAdmin, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { authToken } from '@/lib/auth-token';

describe('login guard', () => {
  it("shows 'Vérification de l'authentification...' to a visitor, then sends them to /auth", async () => {
    installFakeApi({});
    const { router } = renderApp('/settings');
    expect(await screen.findByText("Vérification de l'authentification...")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Souk' })).toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testUser) }) });
    renderApp('/settings', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
  });

  it('drops a stored token that no longer yields a profile (no automatic sign-in)', async () => {
    const fake = installFakeApi({ 'GET /profile': () => apiError(401, 'notAuthenticated') });
    const { router } = renderApp('/profile', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(authToken.get()).toBeNull();
    // One refresh attempt with the session cookie (refused here), never a sign-in.
    expect(fake.calls.filter((call) => call.path.startsWith('/auth/')).map((call) => call.path)).toEqual(['/auth/refresh']);
  });
});

describe('admin guard', () => {
  it("refuses a signed-in non-admin with SPEC's text and a way home", async () => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testUser) }) });
    renderApp('/admin', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Accès Refusé' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Seuls les administrateurs peuvent accéder au tableau de bord.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toBeInTheDocument();
  });

  it('opens the admin page for an admin', async () => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testAdmin) }) });
    renderApp('/products-management', { user: testAdmin });
    expect(await screen.findByRole('heading', { name: 'Gestion des Produits' })).toBeInTheDocument();
    expect(screen.queryByText('Accès Refusé')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth before any admin check', async () => {
    installFakeApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
