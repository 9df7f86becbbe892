import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { makeProduct, profileOf, testUser } from '@/testing/data';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

// The canvas pipeline needs a real browser (the e2e spec publishes real photos); here a photo
// named 'illisible' cannot be decoded and any other image passes through unchanged.
vi.mock('@/lib/image-downscale', async (original) => {
  const actual = await original<typeof import('@/lib/image-downscale')>();
  return {
    ...actual,
    downscaleImage: vi.fn(async (file: File) => {
      if (file.name.includes('illisible')) throw new actual.ImageDecodeError();
      return file;
    }),
  };
});

const png = (name: string, bytes = 2000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => undefined }));
});

const session = { 'GET /profile': () => ({ body: profileOf(testUser) }) };

async function openForm(handlers = {}) {
  const fake = installFakeApi({ ...session, ...handlers });
  const view = renderApp('/?tab=add', { user: testUser });
  await screen.findByRole('heading', { name: 'Publier une annonce' });
  return { fake, ...view };
}

async function fillCar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Titre/), 'Golf 7 TDI');
  await user.type(screen.getByLabelText(/^Description/), 'Première main, carnet complet.');
  await user.selectOptions(screen.getByLabelText(/^Ville/), 'Sousse');
  await user.type(screen.getByLabelText(/^Prix \(DT\)/), '45000');
  await user.selectOptions(screen.getByLabelText(/^Marque/), 'Volkswagen');
  await user.type(screen.getByLabelText(/^Modèle/), 'Golf');
  await user.type(screen.getByLabelText(/^Année/), '2016');
  await user.selectOptions(screen.getByLabelText(/^État du véhicule/), 'used');
}

describe('publish form rules', () => {
  it("shows the domain's French message under each missing field and sends nothing", async () => {
    const user = userEvent.setup();
    const { fake } = await openForm();
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    const title = screen.getByLabelText(/^Titre/);
    await waitFor(() => expect(title).toHaveAccessibleDescription('Veuillez remplir tous les champs obligatoires'));
    expect(screen.getByLabelText(/^Prix \(DT\)/)).toHaveAccessibleDescription('Le prix est requis');
    expect(screen.getByLabelText(/^Marque/)).toHaveAccessibleDescription('La marque est requise');
    expect(screen.getByLabelText(/^Année/)).toHaveAccessibleDescription("L'année est requise");
    expect(fake.callsTo('POST', '/products')).toHaveLength(0);
  });

  it('checks the year range and the real-estate bounds of SPEC 5', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByLabelText(/^Année/), '1985');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(await screen.findByText(/L'année doit être comprise entre 1990 et \d{4}/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Immobilier' }));
    await user.type(screen.getByLabelText(/^Pièces/), '25');
    await user.type(screen.getByLabelText(/^Surface/), '0');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(await screen.findByText('Le nombre de pièces doit être compris entre 0 et 20')).toBeInTheDocument();
    expect(screen.getByText('La surface doit être au moins 1 m²')).toBeInTheDocument();
  });

  it("'Gratuit' hides the price and sends is_free; the toast and the new listing's page follow", async () => {
    const user = userEvent.setup();
    const created = makeProduct({ id: 'new-1', title: 'Golf 7 TDI' });
    const { fake, router } = await openForm({
      'POST /products': () => ({ status: 201, body: { data: created } }),
      'GET /products/:id': () => ({ body: { data: created } }),
    });
    await fillCar(user);
    await user.click(screen.getByRole('radio', { name: 'Gratuit' }));
    expect(screen.queryByLabelText(/^Prix \(DT\)/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/new-1'));
    expect(await screen.findByText('Annonce publiée')).toBeInTheDocument();
    const [request] = fake.callsTo('POST', '/products') as [FakeRequest];
    const body = JSON.parse(String((request.body as FormData).get('data'))) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Golf 7 TDI',
      is_free: true,
      category: 'voiture',
      car_brand: 'Volkswagen',
      car_year: '2016',
      location: 'Sousse',
    });
    expect(body).not.toHaveProperty('price');
  });

  it('puts a server 400 under the field it names', async () => {
    const user = userEvent.setup();
    await openForm({
      'POST /products': () => ({
        status: 400,
        body: {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Le modèle est requis',
            details: {
              code: 'car_model_required',
              issues: [{ path: 'car_model', message: 'Le modèle est requis', code: 'car_model_required' }],
            },
          },
        },
      }),
    });
    await fillCar(user);
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(screen.getByLabelText(/^Modèle/)).toHaveAccessibleDescription('Le modèle est requis'));
    expect(await screen.findByText("Impossible d'enregistrer l'annonce")).toBeInTheDocument();
  });

  it('keeps the unfinished form and offers it back', async () => {
    const user = userEvent.setup();
    const first = await openForm();
    await user.type(screen.getByLabelText(/^Titre/), 'Vélo de course');
    await waitFor(() => expect(localStorage.getItem(`souk:publish-draft:${testUser.id}`)).toContain('Vélo de course'));
    first.unmount();

    renderApp('/?tab=add', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText(/^Titre/)).toHaveValue('Vélo de course');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText(/^Titre/)).toHaveValue('');
    expect(localStorage.getItem(`souk:publish-draft:${testUser.id}`)).toBeNull();
  });
});

describe('publish form in Arabic', () => {
  it("resumes the draft and shows the server's rule in Arabic under its field", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    const values = {
      kind: 'voiture',
      title: 'Golf 7',
      description: 'Première main',
      location: 'Sousse',
      is_free: false,
      price: '45000',
      brand: 'Volkswagen',
      model: 'Golf',
      year: '2016',
      condition: 'used',
    };
    localStorage.setItem(`souk:publish-draft:${testUser.id}`, JSON.stringify({ savedAt: new Date().toISOString(), values }));
    installFakeApi({
      ...session,
      'POST /products': () => ({
        status: 400,
        body: {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Le modèle est requis',
            details: {
              code: 'car_model_required',
              issues: [{ path: 'car_model', message: 'Le modèle est requis', code: 'car_model_required' }],
            },
          },
        },
      }),
    });
    renderApp('/?tab=add', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'استئناف المسودة' }));
    expect(screen.getByLabelText(/^العنوان/)).toHaveValue('Golf 7');
    await user.click(screen.getByRole('button', { name: 'نشر الإعلان' }));
    await waitFor(() => expect(screen.getByLabelText(/^الطراز/)).toHaveAccessibleDescription('الطراز مطلوب'));
  });
});

describe('publish form photos', () => {
  it('refuses non-images, unreadable files and a 9th photo, each with its own message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openForm();
    const input = screen.getByLabelText('Ajouter des photos', { selector: 'input' });
    await user.upload(input, [
      png('a.png'),
      new File(['%PDF'], 'contrat.pdf', { type: 'application/pdf' }),
      png('illisible.png'),
    ]);
    const alert = await screen.findByText("contrat.pdf : ce fichier n'est pas une image");
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(await screen.findByText(/illisible\.png : image illisible ou format non pris en charge/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(1);

    await user.upload(
      input,
      Array.from({ length: 8 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('p7.png : limite de 8 photos atteinte')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(8);
    expect(await screen.findByText('Maximum 8 images autorisées')).toBeInTheDocument();
  });

  it('reorders with the move buttons (the first is the cover) and removes', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.upload(screen.getByLabelText('Ajouter des photos', { selector: 'input' }), [png('un.png'), png('deux.png')]);
    await screen.findByRole('img', { name: 'Photo 2' });
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Déplacer la photo 2 avant' }));
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-2');
    expect(within(screen.getByRole('img', { name: 'Photo 1' }).parentElement!).getByText('Couverture')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it("names the photo the server refused (413) in the reader's language", async () => {
    const user = userEvent.setup();
    await openForm({ 'POST /products': () => apiError(413, 'imageTooLargeAt', { index: 2 }) });
    await fillCar(user);
    await user.upload(screen.getByLabelText('Ajouter des photos', { selector: 'input' }), [png('un.png'), png('deux.png')]);
    await screen.findByRole('img', { name: 'Photo 2' });
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(await screen.findByText('Photo 2 : image trop lourde, 5 Mo maximum')).toBeInTheDocument();
  });

  it('sends the photos as files with a progress bar each', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const created = makeProduct({ id: 'new-2' });
    const { fake } = await openForm({
      'POST /products': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { data: created } });
        }),
      'GET /products/:id': () => ({ body: { data: created } }),
    });
    await fillCar(user);
    await user.upload(screen.getByLabelText('Ajouter des photos', { selector: 'input' }), [
      png('un.png'),
      png('deux.png'),
      png('trois.png'),
    ]);
    await screen.findByRole('img', { name: 'Photo 3' });
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(await screen.findByRole('button', { name: 'Publication...' })).toBeDisabled();
    const bars = await screen.findAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    await waitFor(() => expect(bars[2]).toHaveAttribute('aria-valuenow', '100'));
    release();
    await waitFor(() => expect(fake.callsTo('POST', '/products')).toHaveLength(1));
    const form = fake.callsTo('POST', '/products')[0]!.body as FormData;
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['un.png', 'deux.png', 'trois.png']);
  });
});

describe('edit mode', () => {
  const own = makeProduct({
    id: 'car9',
    user_id: testUser.id,
    title: 'Clio 4',
    price: 30000,
    category: { slug: 'voiture', name: 'Voiture', name_ar: 'سيارات', color: null, icon: null, kind: 'voiture' },
    location: 'Tunis',
    car_brand: 'Renault',
    car_model: 'Clio',
    car_year: 2018,
    car_condition: 'used',
    images: [
      { url: '/uploads/a.jpg', width: 800, height: 600, alternativeText: null, formats: {}, webp: [] },
      { url: '/uploads/b.jpg', width: 800, height: 600, alternativeText: null, formats: {}, webp: [] },
    ],
  });

  it("opens 'Mode édition' prefilled and sends kept photos in their new order", async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      ...session,
      'GET /products/:id': () => ({ body: { data: own } }),
      'PUT /products/:id': () => ({ body: { data: { ...own, price: 28000 } } }),
    });
    renderApp('/?tab=add&edit=car9', { user: testUser });
    expect(await screen.findByRole('heading', { name: "Modifier l'annonce" })).toBeInTheDocument();
    expect(screen.getByText('Mode édition')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Titre/)).toHaveValue('Clio 4');
    expect(screen.getByLabelText(/^Marque/)).toHaveValue('Renault');
    const price = screen.getByLabelText(/^Prix \(DT\)/);
    await user.clear(price);
    await user.type(price, '28000');
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/products/car9')).toHaveLength(1));
    const data = JSON.parse(String((fake.callsTo('PUT', '/products/car9')[0]!.body as FormData).get('data'))) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ price: '28000', images: ['/uploads/b.jpg'], car_model: 'Clio' });
  });

  it("refuses someone else's listing before any form is shown", async () => {
    installFakeApi({ ...session, 'GET /products/:id': () => ({ body: { data: { ...own, user_id: 'someone-else' } } }) });
    renderApp('/?tab=add&edit=car9', { user: testUser });
    expect(await screen.findByText('Vous ne pouvez modifier que vos propres annonces')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });
});
