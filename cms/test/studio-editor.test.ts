import { beforeAll, describe, expect, it } from 'vitest';
import { api, signInAdmin, signUp, useServer } from './api';
import { AD_UID, DAY, adData, iso, studioCreate, studioLocalize, studioPublish, studioToken } from './studio';

useServer();

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const EDITOR = { firstname: 'Éva', lastname: 'Rédaction', email: 'eva.editrice@test.souk.tn', password: 'Redaction-1234' };

let editor: string;
let superAdmin: string;
let categories: Map<string, string>;

/** The super admin invites an editor with the 'Éditeur' role; the editor accepts and signs in. */
beforeAll(async () => {
  superAdmin = await studioToken();
  const roles = await api('GET', '/admin/roles', { token: superAdmin });
  const role = (roles.body.data as Array<{ id: number; name: string; code: string }>).find((r) => r.code === 'souk-editor');
  expect(role?.name).toBe('Éditeur');
  const invited = await api('POST', '/admin/users', { token: superAdmin, body: { firstname: EDITOR.firstname, lastname: EDITOR.lastname, email: EDITOR.email, roles: [role!.id] } });
  expect(invited.status).toBe(201);
  const registered = await api('POST', '/admin/register', {
    body: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: EDITOR.firstname, lastname: EDITOR.lastname, password: EDITOR.password } },
  });
  expect(registered.status).toBe(200);
  editor = registered.body.data.token as string;
  categories = new Map(((await api('GET', '/api/categories')).body.data as Array<{ slug: string; id: string }>).map((c) => [c.slug, c.id]));
});

const asEditor = (method: string, path: string, body?: unknown) => api(method, path, { token: editor, body });
const publicAds = async (query: string) => ((await api('GET', `/api/advertisements?${query}`)).body.data as Array<{ id: string }>).map((a) => a.id);

describe('the editor role in the studio', () => {
  it('banners, FAQ and categories only: conversations, messages, notifications, likes, reports, listings and users are closed', async () => {
    for (const uid of ['api::advertisement.advertisement', 'api::faq-entry.faq-entry', 'api::category.category']) {
      expect((await asEditor('GET', `${collection(uid)}?locale=fr`)).status).toBe(200);
    }
    for (const uid of [
      'api::conversation.conversation',
      'api::message.message',
      'api::notification.notification',
      'api::like.like',
      'api::report.report',
      'api::product.product',
      'plugin::users-permissions.user',
    ]) {
      expect((await asEditor('GET', collection(uid))).status).toBe(403);
    }
    expect((await asEditor('GET', '/admin/users')).status).toBe(403);
  });

  it('speaks French: a new editor starts in French, and banner fields carry French labels, help texts and list columns', async () => {
    const me = await asEditor('GET', '/admin/users/me');
    expect(me.body.data.preferedLanguage).toBe('fr');

    const config = (await asEditor('GET', `/content-manager/content-types/${AD_UID}/configuration`)).body.data.contentType as {
      layouts: { list: string[] };
      metadatas: Record<string, { edit: { label: string; description: string; editable?: boolean }; list: { label: string } }>;
    };
    expect(config.layouts.list).toEqual(['title', 'position', 'category', 'starts_at', 'ends_at', 'impression_count', 'click_count', 'click_through_rate']);
    expect(config.metadatas.position!.edit).toMatchObject({ label: 'Emplacement', description: expect.stringContaining("en haut de l'accueil") });
    expect(config.metadatas.starts_at!.edit.description).toContain('Heure de Tunis');
    expect(config.metadatas.ends_at!.edit.description).toContain('Heure de Tunis');
    expect(config.metadatas.image!.edit.description).toMatch(/192 × 128 px.*640 × 360 px/);
    expect(config.metadatas.category!.list.label).toBe('Catégorie ciblée');
    expect(config.metadatas.click_count!.edit).toMatchObject({ label: 'Clics', editable: false });

    const faq = (await asEditor('GET', '/content-manager/content-types/api::faq-entry.faq-entry/configuration')).body.data.contentType;
    expect(faq.metadatas.answer.edit.label).toBe('Réponse');
    const category = (await asEditor('GET', '/content-manager/content-types/api::category.category/configuration')).body.data.contentType;
    expect(category.metadatas.name_ar.edit.label).toBe('Nom en arabe');
  });

  it('a draft banner stays hidden; once published it shows on its category only, and only inside its window', async () => {
    const sport = categories.get('sport')!;
    const now = await studioCreateAs(editor, adData({ title: 'Marathon de Carthage', position: 'sidebar', category: sport }));
    expect(await publicAds('position=sidebar&category=sport')).not.toContain(now);
    await studioPublish(AD_UID, now, 'fr', editor);
    expect(await publicAds('position=sidebar&category=sport')).toContain(now);
    expect(await publicAds('position=sidebar&category=mode')).not.toContain(now);
    expect(await publicAds('position=sidebar')).not.toContain(now);

    const later = await studioCreateAs(editor, adData({ title: 'Soldes d’été', position: 'sidebar', category: sport, starts_at: iso(2 * DAY), ends_at: iso(9 * DAY) }));
    await studioPublish(AD_UID, later, 'fr', editor);
    expect(await publicAds('position=sidebar&category=sport')).not.toContain(later);
  });

  it('refuses a banner that ends before it starts, with a French message the studio shows', async () => {
    const res = await asEditor('POST', `${collection(AD_UID)}?locale=fr`, adData({ starts_at: iso(5 * DAY), ends_at: iso(DAY) }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('La date de fin doit être postérieure à la date de début');
    const ok = await studioCreateAs(editor, adData({ title: 'Fenêtre valide' }));
    const moved = await asEditor('PUT', `${collection(AD_UID)}/${ok}?locale=fr`, { ends_at: iso(-3 * DAY) });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe('La date de fin doit être postérieure à la date de début');
  });

  it('counters cannot be written, not even by the super admin; the studio shows impressions, clicks, CTR and per-day figures', async () => {
    const id = await studioCreateAs(editor, adData({ title: 'Compteurs', impression_count: 5000, click_count: 900 }));
    await studioPublish(AD_UID, id, 'fr', editor);
    for (let i = 0; i < 4; i++) await api('POST', `/api/advertisements/${id}/impression`);
    await api('POST', `/api/advertisements/${id}/click`);
    await api('PUT', `${collection(AD_UID)}/${id}?locale=fr`, { token: superAdmin, body: { impression_count: 1, click_count: 1 } });

    const seen = await asEditor('GET', `${collection(AD_UID)}/${id}?locale=fr`);
    expect(seen.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(seen.body.data).toMatchObject({ impression_count: 4, click_count: 1, click_through_rate: '25,00 %', daily_stats: [{ jour: today, impressions: 4, clics: 1, ctr: '25 %' }] });

    const admin = await signInAdmin();
    const stats = await api('GET', '/api/admin/advertisements/stats', { token: admin.token });
    expect(stats.status).toBe(200);
    expect((stats.body.data as Array<{ id: string }>).find((a) => a.id === id)).toMatchObject({
      title: 'Compteurs',
      published: true,
      impressions: 4,
      clicks: 1,
      ctr: 25,
      daily: [{ day: today, impressions: 4, clicks: 1, ctr: 25 }],
    });
    const user = await signUp('Curieux');
    expect((await api('GET', '/api/admin/advertisements/stats', { token: user.token })).status).toBe(403);
  });

  it('a banner translated into Arabic keeps its category targeting', async () => {
    const id = await studioCreate(AD_UID, adData({ title: 'Immobilier neuf', position: 'footer', category: categories.get('immobilier') }));
    await studioLocalize(AD_UID, id, 'ar', { title: 'عقارات جديدة', target_url: 'https://example.com/immo', position: 'footer' });
    expect(await publicAds('position=footer&category=immobilier&locale=ar')).toContain(id);
    expect(await publicAds('position=footer&locale=ar')).not.toContain(id);
    expect(await publicAds('position=footer&category=sport&locale=ar')).not.toContain(id);
  });

  it('a category created in the studio can hold listings at once', async () => {
    const created = await asEditor('POST', collection('api::category.category'), { name: 'Instruments', slug: 'instruments', kind: 'autres', name_ar: 'آلات موسيقية' });
    expect(created.status).toBe(201);
    const seller = await signUp('Musicien');
    const res = await api('POST', '/api/products', {
      token: seller.token,
      body: { title: 'Guitare classique', description: 'Guitare en bon état avec housse.', category: 'instruments', location: 'Tunis', price: 300 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.category).toMatchObject({ slug: 'instruments', name: 'Instruments' });
    const deleted = await asEditor('DELETE', `${collection('api::category.category')}/${created.body.data.documentId}`);
    expect(deleted.status).toBe(400);
    expect(deleted.body.error.message).toBe('Cette catégorie contient des produits et ne peut pas être supprimée');
  });
});

describe('personal data in the studio', () => {
  it('the super admin reads user accounts but cannot edit them there (the API applies validation, session revocation, cascades)', async () => {
    const user = await signUp('Protégé');
    expect((await api('GET', collection('plugin::users-permissions.user'), { token: superAdmin })).status).toBe(200);
    const users = await api('GET', collection('plugin::users-permissions.user'), { token: superAdmin });
    const row = (users.body.results as Array<{ documentId: string; email: string }>).find((u) => u.email === user.user.email)!;
    expect((await api('PUT', `${collection('plugin::users-permissions.user')}/${row.documentId}`, { token: superAdmin, body: { blocked: true } })).status).toBe(403);
    expect((await api('DELETE', `${collection('plugin::users-permissions.user')}/${row.documentId}`, { token: superAdmin })).status).toBe(403);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
  });
});

async function studioCreateAs(token: string, data: Record<string, unknown>): Promise<string> {
  const res = await api('POST', `${collection(AD_UID)}?locale=fr`, { token, body: data });
  if (res.status !== 201) throw new Error(`studio create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
}
