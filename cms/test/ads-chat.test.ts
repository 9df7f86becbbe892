import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, useServer } from './api';
import { adData, AD_UID, DAY, FAQ_UID, iso, studioCreate, studioList, studioLocalize, studioToken, studioUpload } from './studio';

useServer();

const titles = (res: { body: { data: Array<{ title: string }> } }) => res.body.data.map((a) => a.title).sort();

describe('advertisements', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const voiture = ((await api('GET', '/api/categories')).body.data as Array<{ id: string; slug: string }>).find((c) => c.slug === 'voiture')!;
    const image = await studioUpload(await sharp({ create: { width: 600, height: 200, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer());
    ids.running = await studioCreate(AD_UID, adData({ title: 'En cours', image: image.id }));
    ids.open = await studioCreate(AD_UID, adData({ title: 'Sans dates', starts_at: null, ends_at: null }));
    ids.future = await studioCreate(AD_UID, adData({ title: 'À venir', starts_at: iso(DAY), ends_at: iso(10 * DAY) }));
    ids.expired = await studioCreate(AD_UID, adData({ title: 'Terminée', starts_at: iso(-10 * DAY), ends_at: iso(-DAY) }));
    ids.sidebar = await studioCreate(AD_UID, adData({ title: 'Barre latérale', position: 'sidebar' }));
    ids.cars = await studioCreate(AD_UID, adData({ title: 'Assurance auto', position: 'sidebar', category: { connect: [voiture.id] } }));
    ids.unsafe = await studioCreate(AD_UID, adData({ title: 'Lien douteux', target_url: 'javascript:alert(1)' }));
    await studioLocalize(AD_UID, ids.running, 'ar', adData({ title: 'جارية', description: 'تخفيضات', image: image.id }));
  });

  it('answers the ads running now at a position, untargeted ones when no category is asked', async () => {
    const res = await api('GET', '/api/advertisements?position=header');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['En cours', 'Sans dates']);
    const running = res.body.data.find((a: { id: string }) => a.id === ids.running);
    expect(running).toEqual({
      id: ids.running,
      title: 'En cours',
      description: 'Jusqu’à -40 %',
      image_url: expect.stringMatching(/^\/uploads\/.+\.(jpe?g|webp|png)$/),
      target_url: 'https://example.com/techzone',
      advertiser_name: 'TechZone',
      position: 'header',
      category: null,
      locale: 'fr',
    });
    expect(titles(await api('GET', '/api/advertisements?position=sidebar'))).toEqual(['Barre latérale']);
  });

  it('adds the ads targeted to the asked category (any of its spellings)', async () => {
    for (const category of ['voiture', 'vehicles', 'Voiture']) {
      expect(titles(await api('GET', `/api/advertisements?position=sidebar&category=${category}`)), category).toEqual(['Assurance auto', 'Barre latérale']);
    }
    expect(titles(await api('GET', '/api/advertisements?position=sidebar&category=immobilier'))).toEqual(['Barre latérale']);
  });

  it('speaks Arabic where editors translated the ad, French otherwise', async () => {
    const res = await api('GET', '/api/advertisements?position=header&locale=ar');
    expect(titles(res)).toEqual(['Sans dates', 'جارية']);
    expect(res.body.data.find((a: { id: string }) => a.id === ids.running)).toMatchObject({ locale: 'ar', description: 'تخفيضات', image_url: expect.any(String) });
  });

  it('accepts only its documented parameters', async () => {
    for (const query of ['?position=banner', '?locale=en', '?category=inconnue', '?filters[position]=header', '?populate=*']) {
      const res = await api('GET', `/api/advertisements${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });

  it('counts impressions and clicks atomically, on every locale of the ad', async () => {
    const impressions = await Promise.all(Array.from({ length: 15 }, () => api('POST', `/api/advertisements/${ids.running}/impression`)));
    expect(impressions.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect(impressions[0]!.body).toEqual({ ok: true });
    const clicks = await Promise.all(Array.from({ length: 12 }, () => api('POST', `/api/advertisements/${ids.running}/click`)));
    expect(clicks.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(clicks[0]!.body).toEqual({ target_url: 'https://example.com/techzone' });
    for (const locale of ['fr', 'ar']) {
      const row = (await studioList(AD_UID, locale)).find((a) => a.documentId === ids.running)!;
      expect([row.impression_count, row.click_count], locale).toEqual([15, 12]);
    }
    expect((await api('POST', '/api/advertisements/inconnu000000000000000000/click')).status).toBe(404);
    expect((await api('POST', '/api/advertisements/inconnu000000000000000000/impression')).status).toBe(404);
  });

  it('never hands out a target that is not a web link', async () => {
    expect((await api('GET', '/api/advertisements?position=header')).body.data.map((a: { id: string }) => a.id)).not.toContain(ids.unsafe);
    expect((await api('POST', `/api/advertisements/${ids.unsafe}/click`)).status).toBe(404);
  });

  it('the studio list view shows position, dates and both counters; content locales are fr and ar', async () => {
    const token = await studioToken();
    const config = await api('GET', `/content-manager/content-types/${AD_UID}/configuration`, { token });
    expect(config.body.data.contentType.layouts.list).toEqual(expect.arrayContaining(['title', 'position', 'starts_at', 'ends_at', 'impression_count', 'click_count']));
    const locales = (await api('GET', '/i18n/locales', { token })).body as Array<{ code: string; isDefault: boolean }>;
    expect(locales.map((l) => l.code).sort()).toEqual(['ar', 'fr']);
    expect(locales.find((l) => l.isDefault)?.code).toBe('fr');
  });
});

describe('support bot POST /api/chat', () => {
  beforeAll(async () => {
    await studioCreate(FAQ_UID, { question: 'Comment publier une annonce ?', keywords: 'publier, annonce, vendre, poster', answer: 'Ouvrez l’onglet « Ajouter » et remplissez le formulaire.', suggestions: ['Voir les produits', 'Mes annonces'], priority: 5 });
    await studioCreate(FAQ_UID, { question: 'Sécurité des paiements', keywords: 'sécurité, arnaque, paiement', answer: 'Ne payez jamais d’avance.', suggestions: [], priority: 1 });
    await studioCreate(FAQ_UID, { question: 'كيف أنشر إعلانا؟', keywords: 'نشر، إعلان، بيع', answer: 'افتح تبويب « إضافة ».', suggestions: ['عرض المنتجات'], priority: 0 }, 'ar');
  });

  const chat = (body: unknown) => api('POST', '/api/chat', { body });

  it('answers from the FAQ, whatever the case and accents', async () => {
    for (const message of ['Comment PUBLIER une annonce ?', 'je veux vendre mon vélo']) {
      const res = await chat({ message, userContext: { isLoggedIn: false } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ response: 'Ouvrez l’onglet « Ajouter » et remplissez le formulaire.', suggestions: ['Voir les produits', 'Mes annonces'] });
    }
    const security = await chat({ message: 'SECURITE du paiement ?', userContext: { isLoggedIn: true, userId: 'abc' } });
    expect(security.body).toEqual({ response: 'Ne payez jamais d’avance.', suggestions: ['Réessayer', 'Voir les produits', 'Contacter support', 'Rechercher'] });
  });

  it('answers in Arabic from Arabic keywords, hamza or not', async () => {
    for (const message of ['كيف أنشر الإعلان؟', 'اريد نشر اعلان']) {
      expect((await chat({ message })).body).toEqual({ response: 'افتح تبويب « إضافة ».', suggestions: ['عرض المنتجات'] });
    }
  });

  it('falls back to the SPEC suggestions when nothing matches, and greets with the top questions', async () => {
    const unknown = await chat({ message: 'Quelle est la météo demain ?' });
    expect(unknown.body).toEqual({ response: expect.stringContaining('pas trouvé'), suggestions: ['Réessayer', 'Voir les produits', 'Contacter support', 'Rechercher'] });
    const hello = await chat({ message: 'Bonjour' });
    expect(hello.body.suggestions).toEqual(['Comment publier une annonce ?', 'Sécurité des paiements']);
    const arabicHello = await chat({ message: 'مرحبا' });
    expect(arabicHello.body.suggestions).toEqual(['كيف أنشر إعلانا؟']);
  });

  it('answers in the interface language given by `locale`, with the entry’s translation when it has one', async () => {
    const id = await studioCreate(FAQ_UID, { question: 'Comment contacter un vendeur ?', keywords: 'contacter, vendeur', answer: 'Écrivez-lui depuis l’annonce.', suggestions: ['Mes messages'], priority: 0 });
    await studioLocalize(FAQ_UID, id, 'ar', { question: 'كيف أتواصل مع البائع؟', keywords: 'تواصل، بائع', answer: 'راسله من صفحة الإعلان.', suggestions: ['رسائلي'], priority: 0 });
    expect((await chat({ message: 'كيف أتواصل مع البائع؟', locale: 'ar' })).body).toEqual({ response: 'راسله من صفحة الإعلان.', suggestions: ['رسائلي'] });
    expect((await chat({ message: 'contacter le vendeur', locale: 'fr' })).body).toEqual({ response: 'Écrivez-lui depuis l’annonce.', suggestions: ['Mes messages'] });
    // Asked in French from the Arabic interface: the Arabic translation answers.
    expect((await chat({ message: 'contacter le vendeur', locale: 'ar' })).body).toEqual({ response: 'راسله من صفحة الإعلان.', suggestions: ['رسائلي'] });
    const unknown = await chat({ message: 'la météo ?', locale: 'ar' });
    expect(unknown.body.suggestions).toEqual(['إعادة المحاولة', 'عرض المنتجات', 'الاتصال بالدعم', 'بحث']);
    expect((await chat({ message: 'Bonjour', locale: 'en' })).status).toBe(400);
  });

  it('refuses an empty or oversized message with a French message', async () => {
    for (const [body, message] of [
      [{ message: '   ' }, 'Veuillez saisir un message'],
      [{}, 'Veuillez saisir un message'],
      [{ message: 'x'.repeat(501) }, 'Le message ne doit pas dépasser 500 caractères'],
      [{ message: 'Bonjour', userContext: { isAdmin: true } }, 'Champ non autorisé : isAdmin'],
    ] as const) {
      const res = await chat(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});
