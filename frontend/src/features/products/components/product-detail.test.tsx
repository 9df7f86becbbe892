import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES_AR, OPTION_LABELS } from '@souk/domain';
import { i18n } from '@/lib/i18n';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const car = makeProduct({
  id: 'car1',
  title: 'Peugeot 208 Allure',
  category: { slug: 'voiture', name: 'Voiture', name_ar: 'سيارات', color: '#ef4444', icon: 'car', kind: 'voiture' },
  car_brand: 'Peugeot',
  car_model: '208',
  car_year: 2019,
  car_mileage: 68000,
  car_transmission: 'manual',
  car_fuel_type: 'diesel',
  car_equipment: ['parking_sensors'],
});

describe('product detail', () => {
  it('shows the kind-specific details with their French labels', async () => {
    installFakeApi({ 'GET /products/:id': () => ({ body: { data: car } }) });
    renderApp('/product/car1');
    expect(await screen.findByRole('heading', { name: 'Peugeot 208 Allure' })).toBeInTheDocument();
    const specs = screen.getByRole('heading', { name: 'Véhicule' }).parentElement as HTMLElement;
    expect(within(specs).getByText('Boîte de vitesses').nextElementSibling).toHaveTextContent('Manuelle');
    expect(within(specs).getByText('Kilométrage').nextElementSibling).toHaveTextContent(/68\s000 km/);
    expect(within(specs).getByText('Année').nextElementSibling).toHaveTextContent('2019');
  });

  it('shows the same details with their Arabic labels and option texts in Arabic', async () => {
    await i18n.changeLanguage('ar');
    installFakeApi({ 'GET /products/:id': () => ({ body: { data: car } }) });
    renderApp('/product/car1');
    expect(await screen.findByRole('heading', { name: 'Peugeot 208 Allure' })).toBeInTheDocument();
    const specs = screen.getByRole('heading', { name: i18n.getFixedT('ar')('specs.car') }).parentElement as HTMLElement;
    expect(within(specs).getByText(OPTION_LABELS.transmission.manual.ar)).toBeInTheDocument();
    expect(within(specs).getByText(OPTION_LABELS.fuelType.diesel.ar)).toBeInTheDocument();
    expect(within(specs).queryByText('Manuelle')).not.toBeInTheDocument();
  });

  it("says 'Produit introuvable' for an unknown id, with a way back", async () => {
    installFakeApi({ 'GET /products/:id': () => apiError(404, 'productNotFound') });
    renderApp('/product/nope');
    expect(await screen.findByRole('heading', { name: 'Produit introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Ce produit n'existe pas ou a été supprimé")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it("opens 'Profil du vendeur' and says 'Non disponible' when the server has no profile", async () => {
    installFakeApi({ 'GET /products/:id': () => ({ body: { data: car } }) });
    renderApp('/product/car1');
    await userEvent.click(await screen.findByRole('button', { name: 'Voir profil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil du vendeur' });
    expect(await within(dialog).findByText('Non disponible')).toBeInTheDocument();
    expect(within(dialog).getByText('Date inconnue')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Contacter' })).toBeInTheDocument();
  });

  it("says 'Non disponible' in 'Profil du vendeur' when the seller's account is gone", async () => {
    installFakeApi({ 'GET /products/:id': () => ({ body: { data: { ...car, user_id: null } } }) });
    renderApp('/product/car1');
    await userEvent.click(await screen.findByRole('button', { name: 'Voir profil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil du vendeur' });
    expect(await within(dialog).findByText('Non disponible')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it("lets the owner delete after SPEC's confirmation, then goes back", async () => {
    const own = makeProduct({ user_id: testUser.id });
    const fake = installFakeApi({
      'GET /products/:id': () => ({ body: { data: own } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'DELETE /products/:id': () => ({ body: { data: { id: own.id } } }),
      'GET /products': () => ({ body: collection([]) }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderApp('/product/p1', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(confirm).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.');
    expect(await screen.findByText('Produit supprimé')).toBeInTheDocument();
    expect(screen.getByText('Votre produit a été supprimé avec succès')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/products/p1')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    // The owner is never offered to contact themselves.
    expect(screen.queryByRole('button', { name: 'Appeler' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a deletion in Arabic", async () => {
    await i18n.changeLanguage('ar');
    const own = makeProduct({ user_id: testUser.id });
    installFakeApi({
      'GET /products/:id': () => ({ body: { data: own } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'DELETE /products/:id': () => apiError(403, 'notOwner'),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/product/p1', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: i18n.getFixedT('ar')('product.delete') }));
    expect(await screen.findByText(MESSAGES_AR.notOwner)).toBeInTheDocument();
  });

  it('keeps the product when the confirmation is declined', async () => {
    const own = makeProduct({ user_id: testUser.id });
    const fake = installFakeApi({
      'GET /products/:id': () => ({ body: { data: own } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/product/p1', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(fake.callsTo('DELETE', '/products/p1')).toHaveLength(0);
  });

  it("switches the owner to the add tab with edit={id} and 'Mode édition'", async () => {
    const own = makeProduct({ user_id: testUser.id });
    installFakeApi({
      'GET /products/:id': () => ({ body: { data: own } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
    });
    const { router } = renderApp('/?product=p1', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText('Mode édition')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=add&edit=p1');
  });

  it("copies the link when the Web Share API is missing ('Lien copié')", async () => {
    installFakeApi({ 'GET /products/:id': () => ({ body: { data: car } }) });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp('/product/car1');
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/car1`);
  });
});
