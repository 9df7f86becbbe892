import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_AR, type SessionUser } from '@souk/domain';
import { i18n } from '@/lib/i18n';
import { apiError, installFakeApi, type Handlers } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

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

  describe('in Arabic', () => {
    const ar = i18n.getFixedT('ar');

    it("shows the server's refusal to like one's own product in Arabic, read from the error code", async () => {
      await i18n.changeLanguage('ar');
      // The listing shows another seller (stale data): only the server knows it is the user's own.
      const fake = openDetail({ user: testUser, handlers: { 'POST /products/:id/like': () => apiError(403, 'ownProductLike') } });
      await waitFor(() => expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(1));
      await userEvent.click(await likeButton(new RegExp(ar('likes.like'))));
      expect(await screen.findByText(MESSAGES_AR.ownProductLike)).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.ownProductLike)).not.toBeInTheDocument();
    });

    it('says in Arabic that the product was already liked elsewhere (409)', async () => {
      await i18n.changeLanguage('ar');
      const fake = openDetail({ user: testUser, handlers: { 'POST /products/:id/like': () => apiError(409, 'alreadyLiked') } });
      await waitFor(() => expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(1));
      await userEvent.click(await likeButton(new RegExp(ar('likes.like'))));
      expect(await screen.findByText(MESSAGES_AR.alreadyLiked)).toBeInTheDocument();
    });

    it('announces a successful like in Arabic although the server wrote French', async () => {
      await i18n.changeLanguage('ar');
      const fake = openDetail({
        user: testUser,
        handlers: {
          'POST /products/:id/like': () => ({
            body: { newLikeCount: 3, message: MESSAGES.addedToFavorites, wasPromoted: false },
          }),
        },
      });
      await waitFor(() => expect(fake.callsTo('GET', '/products/p1/liked')).toHaveLength(1));
      await userEvent.click(await likeButton(new RegExp(ar('likes.like'))));
      expect(await screen.findByText(MESSAGES_AR.addedToFavorites)).toBeInTheDocument();
    });
  });
});
