import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signUp, useServer } from './api';
import { AD_UID, adData, studioCreate, studioToken } from './studio';

/**
 * The studio's preview of a banner (Strapi 5's preview, src/studio/preview.ts): the studio asks
 * for the site page where the banner shows, and the page carries a signed 15-minute token with
 * which the site reads that banner's draft. Nothing of a draft is served without that token.
 */
useServer();

let token: string;
let categories: Map<string, string>;
beforeAll(async () => {
  token = await studioToken();
  categories = new Map(((await api('GET', '/api/categories')).body.data as Array<{ slug: string; id: string }>).map((c) => [c.slug, c.id]));
});

async function previewUrl(documentId: string, locale = 'fr', uid = AD_UID) {
  const res = await api('GET', `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=${locale}&status=draft`, { token });
  return res;
}

const tokenOf = (url: string) => new URL(url, 'http://souk.test').searchParams.get('apercu')!;

describe('banner preview', () => {
  it('a draft banner opens its category’s home with a token that shows that draft, and only with it', async () => {
    const id = await studioCreate(AD_UID, adData({ title: 'Brouillon du tournoi', position: 'header', category: categories.get('sport') }), 'fr', { publish: false });
    const res = await previewUrl(id);
    expect(res.status).toBe(200);
    const url = res.body.data.url as string;
    expect(url).toMatch(/^\/\?category=sport&apercu=[\w.-]+$/);

    expect((await api('GET', '/api/advertisements?position=header&category=sport')).body.data.map((a: { id: string }) => a.id)).not.toContain(id);
    const shown = await api('GET', `/api/advertisements/preview?token=${tokenOf(url)}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id, title: 'Brouillon du tournoi', position: 'header', category: 'sport', locale: 'fr' });
    expect(shown.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a forged, expired or foreign token (403) and a missing one (400), never 500', async () => {
    const id = await studioCreate(AD_UID, adData({ title: 'Brouillon secret' }), 'fr', { publish: false });
    const good = tokenOf((await previewUrl(id)).body.data.url);
    const forged = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const expired = jwt.sign({ doc: id, locale: 'fr', exp: Math.floor(Date.now() / 1000) - 60 }, 'test-admin-jwt-secret-0123456789', { audience: 'souk-banner-preview' });
    const userToken = (await signUp('Curieuse')).token;
    const otherAudience = jwt.sign({ doc: id, locale: 'fr' }, 'test-admin-jwt-secret-0123456789', { audience: 'autre-chose', expiresIn: 60 });
    for (const bad of [forged, expired, userToken, otherAudience, 'nimportequoi']) {
      const res = await api('GET', `/api/advertisements/preview?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ message: 'Lien d’aperçu expiré ou invalide : rouvrez l’aperçu depuis le studio', details: { code: 'preview_link_invalid' } });
    }
    for (const query of ['', '?token=', `?token=${good}&extra=1`, `?token=${'x'.repeat(2001)}`]) {
      const res = await api('GET', `/api/advertisements/preview${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details.code).toEqual(expect.any(String));
    }
  });

  it('a sidebar banner opens a listing of its category; the Arabic locale previews the Arabic text; other types have no preview', async () => {
    const seller = await signUp('Vendeur sportif');
    const listing = await createProduct(seller.token, otherProduct({ category: 'sport', title: 'Vélo de course' }));
    const id = await studioCreate(AD_UID, adData({ title: 'Tournoi de padel', position: 'sidebar', category: categories.get('sport') }), 'fr', { publish: false });
    const url = (await previewUrl(id)).body.data.url as string;
    expect(url.startsWith(`/product/${listing.id}?apercu=`)).toBe(true);

    const localized = await api('PUT', `/content-manager/collection-types/${AD_UID}/${id}?locale=ar`, { token, body: adData({ title: 'بطولة البادل', position: 'sidebar', category: categories.get('sport') }) });
    expect(localized.status).toBe(200);
    const arabic = (await previewUrl(id, 'ar')).body.data.url as string;
    expect((await api('GET', `/api/advertisements/preview?token=${tokenOf(arabic)}`)).body.data).toMatchObject({ title: 'بطولة البادل', locale: 'ar' });

    const category = categories.get('sport')!;
    expect((await previewUrl(category, 'fr', 'api::category.category')).status).toBe(204);
    // The studio's preview URL needs a studio session.
    expect((await api('GET', `/content-manager/preview/url/${AD_UID}?documentId=${id}&locale=fr`)).status).toBe(401);
  });
});
