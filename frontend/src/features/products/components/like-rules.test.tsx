import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type Handlers } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import type { SessionUser } from '@/types/api';

function openDetail({
  handlers,
  user,
  product = makeProduct(),
}: {
  handlers?: Handlers;
  user?: SessionUser;
  product?: ReturnType<typeof makeProduct>;
}) {
  const fake = installFakeApi({
    'GET /products/:id': () => ({ body: { data: product } }),
    'GET /profile': () => ({ body: user ? profileOf(user) : null }),
    'GET /products/:id/liked': () => ({ body: { liked: false } }),
    ...handlers,
  });
  renderApp(`/product/${product.id}`, { user });
  return fake;
}

const likeButton = (name: RegExp) => screen.findByRole('button', { name });

describe('like rules', () => {
  it("disables the like of one's own product, labelled 'Votre produit'", async () => {
    const fake = openDetail({ user: testUser, product: makeProduct({ user_id: testUser.id }) });
    const button = await likeButton(/Votre produit/);
    expect(button).toBeDisabled();
    // Nobody asks whether the owner liked their own listing.
    expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(0);
  });

  it('says the product is already liked and makes no call', async () => {
    const fake = openDetail({ user: testUser, handlers: { 'GET /products/:id/liked': () => ({ body: { liked: true } }) } });
    const button = await likeButton(/Aimé/);
    await userEvent.click(button);
    expect(await screen.findByText('Vous avez déjà aimé ce produit')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/products/p1/like')).toHaveLength(0);
  });

  it("reads 'En cours...' while the like is pending and ignores further clicks", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const fake = openDetail({
      user: testUser,
      handlers: { 'POST /products/:id/like': () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(await likeButton(/J'aime/));
    const pending = await likeButton(/En cours\.\.\./);
    await user.click(pending);
    expect(fake.callsTo('POST', '/products/p1/like')).toHaveLength(1);

    answer({ body: { newLikeCount: 3, message: 'Produit aimé', wasPromoted: false } });
    expect(await likeButton(/^Aimé\s*3$/)).toBeInTheDocument();
    expect(await screen.findByText('Succès')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and makes no call', async () => {
    const fake = openDetail({});
    await userEvent.click(await likeButton(/J'aime/));
    expect(await screen.findByText('Vous devez être connecté pour aimer des produits')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/products/p1/like')).toHaveLength(0);
    expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(0);
  });

  it('on a card, asks for the liked status only when the heart is clicked', async () => {
    const fake = installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct(), makeProduct({ id: 'p2', title: 'Table basse' })]) }),
      'GET /products/promoted': () => ({ body: collection([]) }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/:id/liked': () => ({ body: { liked: true } }),
    });
    renderApp('/', { user: testUser });
    const [heart] = await screen.findAllByRole('button', { name: "J'aime — 2 j'aime" });
    expect(fake.calls.filter((c) => c.path.endsWith('/liked'))).toHaveLength(0);
    await userEvent.click(heart!);
    expect(await screen.findByText('Vous avez déjà aimé ce produit')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.endsWith('/liked')).map((c) => c.path)).toEqual(['/products/p1/liked']);
    expect(fake.callsTo('POST', '/products/p1/like')).toHaveLength(0);
  });
});
