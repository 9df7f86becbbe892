import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteCrashScreen } from '@/components/errors/crash-screen';
import { profileOf, testUser } from '@/testing/data';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('routes', () => {
  it('answers an unknown path with the 404 page and a link home', async () => {
    installFakeApi({});
    renderApp('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/messages', '/?tab=messages', 'Messages'],
    ['/profile', '/?tab=profile', 'Mon Profil'],
  ])('mounts the same screen at %s and at %s', async (route, tab, title) => {
    installFakeApi({ 'GET /profile': () => ({ body: profileOf(testUser) }) });
    renderApp(route, { user: testUser });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    cleanup();
    renderApp(tab, { user: testUser });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows the crash screen with the technical details and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Boom');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteCrashScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: "Oups ! Une erreur s'est produite" })).toBeInTheDocument();
    expect(screen.getByText(/Error: Boom/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rafraîchir la page' })).toBeInTheDocument();
  });
});
