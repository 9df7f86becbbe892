import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const product = makeProduct({ id: 'p9', title: 'iPhone 15 à 50 DT', user_id: 'seller-9', seller: { id: 'seller-9', display_name: 'Vendeur' } });

describe("'Signaler l'annonce'", () => {
  it('sends the chosen reason and details; a second report only says it was already sent', async () => {
    let reports = 0;
    const api = installFakeApi({
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/:id': () => ({ body: { data: product } }),
      'POST /products/:id/report': () =>
        ++reports === 1 ? { status: 201, body: { data: { id: 'r1' }, message: 'Merci' } } : apiError(409, 'reportAlreadySent'),
    });
    const user = userEvent.setup();
    renderApp('/product/p9', { user: testUser });
    await screen.findByRole('heading', { name: 'iPhone 15 à 50 DT' });

    await user.click(screen.getAllByRole('button', { name: "Signaler l'annonce" })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Signaler l'annonce" });
    const send = within(dialog).getByRole('button', { name: 'Envoyer le signalement' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Arnaque'));
    await user.type(within(dialog).getByLabelText('Détails (facultatif)'), 'Prix trop beau');
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/products/p9/report')[0]!.body).toEqual({ reason: 'arnaque', details: 'Prix trop beau' });
    expect(await screen.findByText('Merci, votre signalement a été envoyé à l’équipe Souk')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: "Signaler l'annonce" })[0]!);
    const again = await screen.findByRole('dialog', { name: "Signaler l'annonce" });
    await user.click(within(again).getByLabelText('Doublon'));
    await user.click(within(again).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Vous avez déjà signalé cette annonce')).toBeInTheDocument();
  });

  it('is not offered to the listing’s owner', async () => {
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/:id': () => ({ body: { data: { ...product, user_id: testUser.id } } }),
    });
    renderApp('/product/p9', { user: testUser });
    await screen.findByRole('heading', { name: 'iPhone 15 à 50 DT' });
    expect(screen.queryByRole('button', { name: "Signaler l'annonce" })).not.toBeInTheDocument();
  });
});
