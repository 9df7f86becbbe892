import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { collection } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const api = () =>
  installFakeApi({
    'GET /products': () => ({ body: collection([]) }),
    'GET /products/promoted': () => ({ body: collection([]) }),
    'GET /stats': () => ({ body: { totalProducts: 0, totalUsers: 0 } }),
  });

afterEach(() => i18n.changeLanguage('fr'));

describe('footer and legal pages', () => {
  it('links to about, terms, privacy and contact, and opens the terms page', async () => {
    api();
    const { router } = renderApp('/products');
    const footer = await screen.findByRole('contentinfo', { name: 'Pied de page' });
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:contact@souk.tn');
    expect(within(footer).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/a-propos');
    await userEvent.setup().click(within(footer).getByRole('link', { name: "Conditions d'utilisation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conditions'));
    expect(await screen.findByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les annonces' })).toBeInTheDocument();
  });

  it('reads the privacy page in Arabic, and the footer switches the language', async () => {
    api();
    renderApp('/confidentialite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo', { name: 'Pied de page' });
    await userEvent.setup().click(within(footer).getByRole('button', { name: /arabe|العربية/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo', { name: 'تذييل الصفحة' })).toBeInTheDocument();
  });

  it('the terms notice on /auth links to the real pages', async () => {
    api();
    renderApp('/auth');
    expect(await screen.findByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', '/conditions');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
  });
});
