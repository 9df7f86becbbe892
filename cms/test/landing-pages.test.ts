import { describe, expect, it } from 'vitest';
import { get, hintsOf, setRenderMode, siteDir } from './site-build';
import { api, baseUrl, carProduct, createProduct, signUp, useServer } from './api';

// The category × governorate landing pages (issue 26), served on the site tests' stand-in build.
useServer({ SITE_DIR: siteDir, SMTP_HOST: '' });

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const noindex = '<meta name="robots" content="noindex" />';

describe('/:category/:governorate', () => {
  it('draws /voitures/sfax with its title, canonical URL, fr/ar alternates, its listings as an ItemList and its breadcrumbs; it is in the sitemap', async () => {
    const seller = await signUp('Garage Sfax');
    const inSfax = await createProduct(seller.token, carProduct({ title: 'Peugeot 301 Sfax', location: 'Sfax' }));
    await createProduct(seller.token, carProduct({ title: 'Kia Picanto Tunis', location: 'Tunis' }));

    setRenderMode('on');
    try {
      const res = await get('/voitures/sfax');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Voitures à Sfax | Souk</title>');
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/voitures/sfax" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${baseUrl()}/voitures/sfax?lang=ar" />`);
      expect(html).not.toContain(noindex);
      // Drawn by the server (the stand-in renderer writes the URL it drew).
      expect(html).toContain('<main data-url="/voitures/sfax" lang="fr"');
      const [itemList, breadcrumbs] = jsonLd(html);
      expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
      expect(itemList!.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, url: `${baseUrl()}/product/${inSfax.id}`, name: 'Peugeot 301 Sfax' }]);
      expect((breadcrumbs!.itemListElement as Array<{ item: string }>).map((b) => b.item)).toEqual([
        `${baseUrl()}/`,
        `${baseUrl()}/products?category=voiture`,
        `${baseUrl()}/voitures/sfax`,
      ]);

      const ar = await (await get('/voitures/sfax?lang=ar')).text();
      expect(ar).toContain('<html lang="ar" dir="rtl">');
      expect(ar).toContain('<title>سيارات في صفاقس | Souk</title>');
      expect(ar).toContain('<main data-url="/voitures/sfax?lang=ar" lang="ar"');
    } finally {
      setRenderMode('off');
    }
    // Its route code is announced in the <head> (the drawing, kept a few seconds, carries its reads).
    expect(hintsOf(await (await get('/voitures/sfax')).text())).toContain('modulepreload /assets/landing-page-5.js');

    const sitemap = await (await get('/sitemap.xml', 'application/xml')).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/voitures/sfax</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl()}/voitures/tunis</loc>`);
    expect(sitemap).not.toContain(`<loc>${baseUrl()}/voitures/gabes</loc>`);
  });

  it('a pair without listings answers its page, empty and noindex; an unknown pair is a 404', async () => {
    const empty = await get('/emplois/tataouine');
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(html).toContain('<title>Emplois à Tataouine | Souk</title>');
    expect(html).toContain(noindex);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 0, itemListElement: [] });

    for (const path of ['/voitures/paris', '/voiture/sfax', '/bateaux/sfax']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain(noindex);
    }
    // The listing endpoint itself is unchanged by the landing paths.
    expect((await api('GET', '/api/products?category=voiture&city=sfax')).status).toBe(200);
  });
});
