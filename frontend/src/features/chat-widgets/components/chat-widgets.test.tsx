import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { chatPanels } from '../chat-panels';

type User = ReturnType<typeof userEvent.setup>;

/** The header's one launcher, then the menu's item (`name`). */
async function openPanel(user: User, item: string | RegExp, launcher: string | RegExp = /^(Aide et assistant d'achat|المساعدة ومساعد التسوق)/) {
  await user.click(await screen.findByRole('button', { name: launcher }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const base = {
  'GET /products': () => ({ body: collection([]) }),
  'GET /products/promoted': () => ({ body: collection([]) }),
  'GET /categories': () => ({ body: { data: [] } }),
  'GET /stats/public': () => ({ body: { totalProducts: 0, totalUsers: 0 } }),
  'GET /advertisements': () => ({ body: { data: [] } }),
};

describe('chat widgets', () => {
  afterEach(() => chatPanels.reset());

  it('one launcher in the header opens either panel; a minimised assistant waits behind it, marked', async () => {
    installFakeApi(base);
    renderApp('/products');
    const user = userEvent.setup();
    const header = await screen.findByRole('banner');
    // No floating launcher: the header's button is the only way in.
    expect(screen.queryByRole('group', { name: 'Assistants' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: "Aide et assistant d'achat" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Aide' }));
    expect(await screen.findByRole('dialog', { name: 'Aide Souk' })).toBeInTheDocument();
    await openPanel(user, "Assistant d'achat");
    const assistant = await screen.findByRole('dialog', { name: "Assistant d'achat" });
    expect(screen.queryByRole('dialog', { name: 'Aide Souk' })).not.toBeInTheDocument();
    await user.click(within(assistant).getByRole('button', { name: 'Réduire' }));
    expect(screen.queryByRole('dialog', { name: "Assistant d'achat" })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: "Aide et assistant d'achat (assistant en attente)" })).toBeInTheDocument();
    expect(screen.getByTestId('assistant-waiting')).toBeInTheDocument();
  });

  it('the support bot asks the server in the interface language and shows its answer and suggestions', async () => {
    const fake = installFakeApi({
      ...base,
      'POST /chat': () => ({ body: { response: 'Ouvrez l’onglet « Ajouter ».', suggestions: ['Voir les produits'] } }),
    });
    renderApp('/products');
    const user = userEvent.setup();
    await openPanel(user, 'Aide');
    const panel = await screen.findByRole('dialog', { name: 'Aide Souk' });
    await user.type(within(panel).getByRole('textbox', { name: 'Votre question' }), 'Comment publier ?{Enter}');
    expect(await within(panel).findByText('Ouvrez l’onglet « Ajouter ».')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Voir les produits' })).toBeInTheDocument();
    expect(fake.callsTo('POST', '/chat')[0]!.body).toEqual({ message: 'Comment publier ?', locale: 'fr' });
  });

  it('the support bot shows the 429 message, in Arabic in the Arabic interface', async () => {
    await i18n.changeLanguage('ar');
    try {
      const fake = installFakeApi({
        ...base,
        // The server's 429: French message, code in details (the client localises by the code).
        'POST /chat': () => apiError(429, 'tooManyRequests'),
      });
      renderApp('/products');
      const user = userEvent.setup();
      await openPanel(user, 'مساعدة');
      const panel = await screen.findByRole('dialog', { name: 'مساعدة سوق' });
      await user.type(within(panel).getByRole('textbox', { name: 'سؤالك' }), 'كيف أنشر؟{Enter}');
      const alert = await within(panel).findByRole('alert');
      expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
      expect(alert.textContent).not.toContain('Trop de requêtes');
      expect(fake.callsTo('POST', '/chat')[0]!.body).toEqual({ message: 'كيف أنشر؟', locale: 'ar' });
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('the assistant shows what it understood as chips, the matching count, three cards and a link to /products with those filters', async () => {
    const products = [
      makeProduct({ id: 'p1', title: 'Canapé convertible' }),
      makeProduct({ id: 'p2', title: 'Canapé 3 places' }),
      makeProduct({ id: 'p3', title: 'Canapé lit' }),
    ];
    const fake = installFakeApi({
      ...base,
      'GET /products': (req) =>
        req.query.get('pageSize') === '3'
          ? { body: { data: products, meta: { pagination: { page: 1, pageSize: 3, pageCount: 3, total: 7 } } } }
          : { body: collection(products) },
    });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await openPanel(user, "Assistant d'achat");
    const panel = await screen.findByRole('dialog', { name: "Assistant d'achat" });
    await user.type(
      within(panel).getByRole('textbox', { name: 'Que cherchez-vous ?' }),
      'canapé moins de 1000 dinars à Tunis{Enter}',
    );

    expect(await within(panel).findByText('7 annonces correspondent')).toBeInTheDocument();
    const chips = within(panel).getByRole('list', { name: "J'ai compris :" });
    for (const label of ['Mobilier', 'canapé', 'Tunis']) expect(within(chips).getByText(label)).toBeInTheDocument();
    expect(within(chips).getByText(/Jusqu'à 1\s000 DT/)).toBeInTheDocument();
    const call = fake.calls.find((c) => c.path === '/products' && c.query.get('pageSize') === '3')!;
    expect(Object.fromEntries(call.query)).toEqual({
      category: 'mobilier',
      city: 'tunis',
      maxPrice: '1000',
      search: 'canapé',
      pageSize: '3',
    });
    expect(within(panel).getAllByRole('link', { name: /Canapé/ })).toHaveLength(3);

    // Removing a chip asks again without that filter.
    await user.click(within(chips).getByRole('button', { name: 'Retirer « Tunis »' }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path === '/products' && c.query.get('pageSize') === '3' && !c.query.has('city'))).toBe(
        true,
      ),
    );

    await user.click(within(panel).getByRole('link', { name: 'Voir les 7 résultats' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'mobilier',
      maxPrice: '1000',
      search: 'canapé',
    });
    // Following the link minimises the panel; the launcher brings it back with its history.
    expect(screen.queryByRole('dialog', { name: "Assistant d'achat" })).not.toBeInTheDocument();
    await openPanel(user, "Assistant d'achat");
    expect(await screen.findByText('canapé moins de 1000 dinars à Tunis')).toBeInTheDocument();
  });

  it('the assistant answers greetings and unknown requests with canned replies, and can be minimised', async () => {
    installFakeApi(base);
    renderApp('/products');
    const user = userEvent.setup();
    await openPanel(user, "Assistant d'achat");
    const panel = await screen.findByRole('dialog', { name: "Assistant d'achat" });
    const input = within(panel).getByRole('textbox', { name: 'Que cherchez-vous ?' });
    await user.type(input, 'Bonjour{Enter}');
    expect(await within(panel).findByText(/Dites-moi ce que vous cherchez, par exemple « voiture diesel/)).toBeInTheDocument();
    await user.type(input, 'مرحبا{Enter}');
    expect(await within(panel).findByText(/قل لي ما تبحث عنه/)).toBeInTheDocument();
    await user.type(input, '???{Enter}');
    expect(await within(panel).findByText(/Je n’ai pas compris/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Réduire' }));
    expect(screen.queryByRole('dialog', { name: "Assistant d'achat" })).not.toBeInTheDocument();
  });
});
