import { describe, expect, it } from 'vitest';
import { get, hintsOf, siteDir } from './site-build';
import { api, signUp, useServer } from './api';

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

});
