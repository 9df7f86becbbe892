import { api } from './api';

/**
 * The Strapi studio's own API, as an editor uses it: ads and FAQ answers are created, localised
 * and scheduled there (no app endpoint writes them). Each test server starts without studio
 * users, so the first call registers the editor.
 */
const EDITOR = { firstname: 'Édith', lastname: 'Éditrice', email: 'editrice@test.souk.tn', password: 'Editrice-password-1' };
let token: string | undefined;

export async function studioToken(): Promise<string> {
  if (token) return token;
  await api('POST', '/admin/register-admin', { body: EDITOR });
  const res = await api('POST', '/admin/login', { body: { email: EDITOR.email, password: EDITOR.password } });
  if (res.status !== 200) throw new Error(`studio login failed: ${res.status} ${JSON.stringify(res.body)}`);
  token = res.body.data.token as string;
  return token;
}

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

/** Banners have draft & publish: the studio's "Publier" button. */
const DRAFT_AND_PUBLISH = new Set(['api::advertisement.advertisement']);

export async function studioPublish(uid: string, documentId: string, locale = 'fr', token?: string) {
  const res = await api('POST', `${collection(uid)}/${documentId}/actions/publish?locale=${locale}`, { token: token ?? (await studioToken()), body: {} });
  if (res.status !== 200) throw new Error(`studio publish failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Creates a document in one locale (fr by default) and publishes it unless told not to; answers its documentId. */
export async function studioCreate(uid: string, data: Record<string, unknown>, locale = 'fr', opts: { publish?: boolean } = {}): Promise<string> {
  const res = await api('POST', `${collection(uid)}?locale=${locale}`, { token: await studioToken(), body: data });
  if (res.status !== 201 && res.status !== 200) throw new Error(`studio create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const documentId = res.body.data.documentId as string;
  if (DRAFT_AND_PUBLISH.has(uid) && opts.publish !== false) await studioPublish(uid, documentId, locale);
  return documentId;
}

/** Adds or updates one locale of a document, the way the studio's locale switcher saves it (then publishes it). */
export async function studioLocalize(uid: string, documentId: string, locale: string, data: Record<string, unknown>) {
  const res = await api('PUT', `${collection(uid)}/${documentId}?locale=${locale}`, { token: await studioToken(), body: data });
  if (res.status !== 200) throw new Error(`studio localize failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (DRAFT_AND_PUBLISH.has(uid)) await studioPublish(uid, documentId, locale);
  return res.body.data as Record<string, unknown>;
}

export async function studioList(uid: string, locale = 'fr') {
  const res = await api('GET', `${collection(uid)}?locale=${locale}&pageSize=100`, { token: await studioToken() });
  if (res.status !== 200) throw new Error(`studio list failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results as Array<Record<string, any>>;
}

/** Uploads an image to the media library; answers its id and url. */
export async function studioUpload(buffer: Buffer, name = 'banniere.jpg'): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }), name);
  const res = await api('POST', '/upload', { token: await studioToken(), raw: form });
  if (res.status !== 201 && res.status !== 200) throw new Error(`studio upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [file] = res.body as Array<{ id: number; url: string }>;
  return { id: file!.id, url: file!.url };
}

export const AD_UID = 'api::advertisement.advertisement';
export const FAQ_UID = 'api::faq-entry.faq-entry';

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
export const DAY = 24 * 3600_000;

/** An ad running from yesterday to next month unless told otherwise. */
export const adData = (over: Record<string, unknown> = {}) => ({
  title: 'Soldes chez TechZone',
  description: 'Jusqu’à -40 %',
  target_url: 'https://example.com/techzone',
  advertiser_name: 'TechZone',
  position: 'header',
  starts_at: iso(-DAY),
  ends_at: iso(30 * DAY),
  ...over,
});
export { iso };
