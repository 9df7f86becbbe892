import { describe, expect, it } from 'vitest';
import { get, hintsOf, setRenderMode, siteDir } from './site-build';
import { api, createProduct, otherProduct, signUp, useServer } from './api';
import { send, startConversation } from './conversations';

// The seller page (issue 28) served as a landing page, on the site tests' stand-in build.
useServer({ SITE_DIR: siteDir, SMTP_HOST: '' });

describe('/vendeur/:id', () => {
  it("a seller's page (/vendeur/:id) is a landing page with the seller's name; an unknown seller is a 404", async () => {
    const seller = await signUp('Atelier Hanen');
    await api('PUT', '/api/profile', { token: seller.token, body: { bio: 'Poterie de Nabeul faite main' } });
    const res = await get(`/vendeur/${seller.user.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Vendeur Atelier Hanen | Souk</title>');
    expect(html).toContain('content="Poterie de Nabeul faite main"');
    expect(hintsOf(html)).toEqual(['modulepreload /assets/seller-page-4.js', `preload /api/users/${seller.user.id}/profile`, `preload /api/users/${seller.user.id}/reviews?page=1&amp;pageSize=10`]);
    expect(await (await get(`/vendeur/${seller.user.id}?lang=ar`)).text()).toContain('<title>البائع Atelier Hanen | Souk</title>');
    const missing = await get('/vendeur/inconnu42');
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(hintsOf(page)).toEqual([]);
  });

  it("the page drawn by the server shows the seller's answer to a review at once (it carries the reviews)", async () => {
    const seller = await signUp('Atelier Sonia');
    const buyer = await signUp('Acheteur Anis');
    const product = await createProduct(seller.token, otherProduct({ title: 'Jarre en terre cuite' }));
    const conversation = await startConversation(buyer, product.id);
    expect((await send(buyer, conversation, 'Toujours disponible ?')).status).toBe(201);
    expect((await send(seller, conversation, 'Oui.')).status).toBe(201);
    const review = await api('POST', `/api/products/${product.id}/reviews`, { token: buyer.token, body: { rating: 5 } });
    expect(review.status).toBe(201);
    setRenderMode('on');
    try {
      // Drawn once and kept (10 s): the review has no answer yet.
      expect(await (await get(`/vendeur/${seller.user.id}`)).text()).toContain('<h1>sans réponse</h1>');
      const reply = await api('POST', `/api/reviews/${review.body.data.id}/reply`, { token: seller.token, body: { reply: 'Merci Anis !' } });
      expect(reply.status).toBe(200);
      // The answer drops the kept drawing: the next visitor's page (and its hydrated reviews) has it.
      expect(await (await get(`/vendeur/${seller.user.id}`)).text()).toContain('<h1>Merci Anis !</h1>');
    } finally {
      setRenderMode('off');
    }
  });

});
