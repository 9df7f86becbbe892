import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signInAdmin, signUp, uniqueEmail, useServer, type ApiResponse, type Session } from './api';
import { adData, AD_UID, studioCreate } from './studio';

/**
 * Every route of the API × {visitor, signed-in user, owner or participant, admin} → the status
 * the server must answer, as data. A cell runs the call with that caller and a valid body, on a
 * fresh resource when the call destroys or changes one. Any answer other than the expected one
 * fails — in particular any 2xx where the table says 401/403/404 (an unexpected allow).
 *
 * "user" is a signed-in user who owns nothing involved; "owner" is the product's seller, the
 * conversation's buyer, the notification's recipient or, on admin user routes, the target user
 * themself. `null` = not applicable (the route has no owner).
 */
useServer();

type Role = 'visitor' | 'user' | 'owner' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'owner', 'admin'];

interface Fixtures {
  seller: Session;
  buyer: Session;
  stranger: Session;
  admin: Session;
  product: string;
  conversation: string;
  notification: string;
  ad: string;
  category: string;
  targetUser: string;
}

interface Row {
  route: string;
  expect: Record<Role, number | null>;
  /** Performs the call as `role`; `token` is that role's token (undefined for the visitor). */
  call: (role: Role, token: string | undefined) => Promise<ApiResponse>;
}

let fx: Fixtures;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${counter++}`;

/** A product of the seller that nobody else touches: for calls that change or destroy it. */
const freshProduct = async () => (await createProduct(fx.seller.token, otherProduct({ title: unique('Lampe de bureau') }))).id;

/** A notification of the seller: the buyer sends one more message. */
async function freshNotification(): Promise<string> {
  await api('POST', `/api/conversations/${fx.conversation}/messages`, { token: fx.buyer.token, body: { content: unique('Toujours disponible ?') } });
  const list = await api('GET', '/api/notifications?pageSize=1', { token: fx.seller.token });
  return list.body.data[0].id as string;
}

async function freshCategory(): Promise<string> {
  const res = await api('POST', '/api/admin/categories', { token: fx.admin.token, body: { name: unique('Catégorie') } });
  return res.body.data.id as string;
}

const adminUserBody = (over: Record<string, unknown> = {}) => ({
  username: unique('membre').replace(/\s/g, '-'),
  email: uniqueEmail('membre'),
  first_name: 'Salma',
  last_name: 'Trabelsi',
  role: 'user',
  ...over,
});

const adminProductBody = () => ({ title: unique('Chaise de jardin'), description: 'Solide, en bois traité, à récupérer.', price: '35 DT', location: 'Nabeul', category: 'Mobilier', is_free: false });

const call = (method: string, path: string | ((role: Role) => string | Promise<string>), body?: (role: Role) => unknown) => async (role: Role, token: string | undefined) =>
  api(method, typeof path === 'string' ? path : await path(role), { token, body: body?.(role) });

/** The session row an access token names (its `sid` claim). */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const OPEN = { visitor: 200, user: 200, owner: null, admin: 200 };
const SIGNED_IN = { visitor: 401, user: 200, owner: null, admin: 200 };
const ADMIN_ONLY = { visitor: 401, user: 403, owner: null, admin: 200 };
const ADMIN_CREATES = { visitor: 401, user: 403, owner: null, admin: 201 };
const CLOSED = { visitor: 401, user: 403, owner: null, admin: 403 };

const ROWS: Row[] = [
  // ---- products, categories, stats, auth
  { route: 'POST /api/auth/signup', expect: { visitor: 201, user: 201, owner: null, admin: 201 }, call: call('POST', '/api/auth/signup', () => ({ email: uniqueEmail('matrice'), password: 'Jasmin-Carthage-77' })) },
  { route: 'POST /api/auth/signin', expect: OPEN, call: call('POST', '/api/auth/signin', () => ({ email: fx.stranger.user.email, password: 'Jasmin-Carthage-77' })) },
  { route: 'GET /api/profile', expect: SIGNED_IN, call: call('GET', '/api/profile') },
  { route: 'GET /api/products', expect: OPEN, call: call('GET', '/api/products') },
  { route: 'GET /api/products/promoted', expect: OPEN, call: call('GET', '/api/products/promoted') },
  { route: 'GET /api/products/map', expect: OPEN, call: call('GET', '/api/products/map?bbox=7,30,12,38&zoom=6') },
  { route: 'GET /api/map/config', expect: OPEN, call: call('GET', '/api/map/config') },
  { route: 'GET /api/geocode', expect: OPEN, call: call('GET', '/api/geocode?q=sousse') },
  { route: 'GET /api/products/:id', expect: OPEN, call: call('GET', () => `/api/products/${fx.product}`) },
  { route: 'POST /api/products', expect: { visitor: 401, user: 201, owner: null, admin: 201 }, call: call('POST', '/api/products', () => otherProduct({ title: unique('Table basse') })) },
  { route: 'PUT /api/products/:id', expect: { visitor: 401, user: 403, owner: 200, admin: 200 }, call: call('PUT', () => `/api/products/${fx.product}`, () => ({ title: unique('Canapé rénové') })) },
  { route: 'DELETE /api/products/:id', expect: { visitor: 401, user: 403, owner: 200, admin: 200 }, call: call('DELETE', async () => `/api/products/${await freshProduct()}`) },
  // Listing lifecycle (issue 28): the owner sells and renews; the e-mail's link needs no session, only a valid token.
  { route: 'GET /api/products/mine', expect: SIGNED_IN, call: call('GET', '/api/products/mine') },
  { route: 'POST /api/products/:id/sold', expect: { visitor: 401, user: 403, owner: 200, admin: 200 }, call: call('POST', async () => `/api/products/${await freshProduct()}/sold`) },
  { route: 'POST /api/products/:id/renew', expect: { visitor: 401, user: 403, owner: 200, admin: 200 }, call: call('POST', () => `/api/products/${fx.product}/renew`) },
  { route: 'POST /api/products/renew', expect: { visitor: 400, user: 400, owner: null, admin: 400 }, call: call('POST', '/api/products/renew', () => ({ token: 'faux.jeton' })) },
  { route: 'POST /api/admin/listing-lifecycle/run', expect: ADMIN_ONLY, call: call('POST', '/api/admin/listing-lifecycle/run', () => ({})) },
  { route: 'POST /api/products/:id/promote', expect: { visitor: 401, user: 403, owner: 403, admin: 200 }, call: call('POST', async () => `/api/products/${await freshProduct()}/promote`) },
  { route: 'GET /api/products/nearby', expect: OPEN, call: call('GET', '/api/products/nearby?category=mobilier&maxPrice=1') },
  // A seller's views per day are the seller's only: another user and the admins are refused.
  { route: 'GET /api/products/views', expect: { visitor: 401, user: 403, owner: 200, admin: 403 }, call: call('GET', () => `/api/products/views?owner=${fx.seller.user.id}`) },
  { route: 'GET /api/products/:id/liked', expect: { visitor: 401, user: 200, owner: 200, admin: 200 }, call: call('GET', () => `/api/products/${fx.product}/liked`) },
  { route: 'POST /api/products/:id/like', expect: { visitor: 401, user: 200, owner: 403, admin: 200 }, call: call('POST', async () => `/api/products/${await freshProduct()}/like`) },
  { route: 'GET /api/categories', expect: OPEN, call: call('GET', '/api/categories') },
  { route: 'POST /api/categories', expect: ADMIN_CREATES, call: call('POST', '/api/categories', () => ({ name: unique('Rayon') })) },
  { route: 'PUT /api/categories/:id', expect: ADMIN_ONLY, call: call('PUT', () => `/api/categories/${fx.category}`, () => ({ name: unique('Friperie') })) },
  { route: 'DELETE /api/categories/:id', expect: ADMIN_ONLY, call: call('DELETE', async () => `/api/categories/${await freshCategory()}`) },
  { route: 'GET /api/stats', expect: OPEN, call: call('GET', '/api/stats') },
  // users-permissions endpoints replaced by ours stay closed to everyone, /users/me included (GET /api/profile replaces it).
  { route: 'GET /api/users', expect: CLOSED, call: call('GET', '/api/users') },
  { route: 'GET /api/users/:id', expect: CLOSED, call: call('GET', '/api/users/1') },
  { route: 'GET /api/users/me', expect: CLOSED, call: call('GET', '/api/users/me') },
  { route: 'POST /api/auth/local', expect: CLOSED, call: call('POST', '/api/auth/local', () => ({ identifier: fx.stranger.user.email, password: 'Jasmin-Carthage-77' })) },
  { route: 'POST /api/auth/local/register', expect: CLOSED, call: call('POST', '/api/auth/local/register', () => ({ username: unique('intrus').replace(/\s/g, ''), email: uniqueEmail('intrus'), password: 'Jasmin-Carthage-77' })) },
  // Plugin endpoints nobody may use: password flows that would bypass session versions, the media
  // library, role and user administration of the plugin, locales of the studio.
  { route: 'POST /api/auth/change-password', expect: CLOSED, call: call('POST', '/api/auth/change-password', () => ({ currentPassword: 'Jasmin-Carthage-77', password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' })) },
  // The plugin's forgot/reset paths are answered by our own routes (rows below); its e-mail confirmation stays closed.
  { route: 'GET /api/auth/email-confirmation', expect: CLOSED, call: call('GET', '/api/auth/email-confirmation?confirmation=x') },
  { route: 'POST /api/auth/send-email-confirmation', expect: CLOSED, call: call('POST', '/api/auth/send-email-confirmation', () => ({ email: fx.stranger.user.email })) },
  // Ours (sessions, ARCHITECTURE decision 49): open to all, but only a session's refresh cookie
  // renews it, and the matrix's callers carry a bearer token, not that cookie.
  { route: 'POST /api/auth/refresh', expect: { visitor: 401, user: 401, owner: null, admin: 401 }, call: call('POST', '/api/auth/refresh', () => ({})) },
  { route: 'GET /api/auth/sessions', expect: SIGNED_IN, call: call('GET', '/api/auth/sessions') },
  // Another account's session (the seller's) is not found; a visitor is asked to sign in.
  { route: 'DELETE /api/auth/sessions/:id', expect: { visitor: 401, user: 404, owner: null, admin: 404 }, call: call('DELETE', () => `/api/auth/sessions/${sessionOf(fx.seller.token)}`) },
  { route: 'GET /api/users/count', expect: CLOSED, call: call('GET', '/api/users/count') },
  { route: 'PUT /api/users/:id', expect: CLOSED, call: call('PUT', () => `/api/users/${fx.stranger.user.id}`, () => ({ username: 'pirate' })) },
  { route: 'DELETE /api/users/:id', expect: CLOSED, call: call('DELETE', '/api/users/1') },
  { route: 'GET /api/users-permissions/roles', expect: CLOSED, call: call('GET', '/api/users-permissions/roles') },
  { route: 'GET /api/upload/files', expect: CLOSED, call: call('GET', '/api/upload/files') },
  { route: 'POST /api/upload', expect: CLOSED, call: call('POST', '/api/upload', () => ({})) },
  { route: 'GET /api/i18n/locales', expect: CLOSED, call: call('GET', '/api/i18n/locales') },

  // ---- profiles and account
  { route: 'PUT /api/profile', expect: SIGNED_IN, call: call('PUT', '/api/profile', () => ({ bio: 'Passionné de vélo' })) },
  { route: 'PATCH /api/profile', expect: SIGNED_IN, call: call('PATCH', '/api/profile', (role) => ({ display_name: role === 'admin' ? 'Administrateur' : 'Inconnu' })) },
  { route: 'GET /api/users/:id/profile', expect: OPEN, call: call('GET', () => `/api/users/${fx.seller.user.id}/profile`) },
  {
    route: 'DELETE /api/auth/delete-account',
    expect: { visitor: 401, user: 200, owner: null, admin: 403 },
    // The signed-in user deletes a throwaway account of their own; the admin's is refused.
    call: async (role, token) =>
      role === 'user' ? api('DELETE', '/api/auth/delete-account', { token: (await signUp('Éphémère')).token, body: { password: 'Jasmin-Carthage-77' } }) : api('DELETE', '/api/auth/delete-account', { token }),
  },
  { route: 'GET /api/favorites', expect: SIGNED_IN, call: call('GET', '/api/favorites') },
  // Account e-mails: anyone may ask for a reset and follow a link (a made-up token is refused as invalid, not as forbidden).
  { route: 'POST /api/auth/forgot-password', expect: OPEN, call: call('POST', '/api/auth/forgot-password', () => ({ email: uniqueEmail('oubli') })) },
  { route: 'POST /api/auth/reset-password', expect: { visitor: 400, user: 400, owner: null, admin: 400 }, call: call('POST', '/api/auth/reset-password', () => ({ token: 'invente', password: 'nouveau-secret' })) },
  { route: 'POST /api/auth/confirm-email', expect: { visitor: 400, user: 400, owner: null, admin: 400 }, call: call('POST', '/api/auth/confirm-email', () => ({ token: 'invente' })) },
  // Signed in only; these accounts are already confirmed, so the server says so.
  { route: 'POST /api/auth/resend-confirmation', expect: { visitor: 401, user: 400, owner: null, admin: 400 }, call: call('POST', '/api/auth/resend-confirmation') },

  // ---- messaging: the owner column is the conversation's buyer (a participant)
  { route: 'GET /api/conversations', expect: SIGNED_IN, call: call('GET', '/api/conversations') },
  {
    route: 'POST /api/conversations',
    expect: { visitor: 401, user: 201, owner: 403, admin: 201 },
    // About a fresh product of the seller: the seller (owner) cannot contact themself.
    call: async (role, token) => api('POST', '/api/conversations', { token: role === 'owner' ? fx.seller.token : token, body: { product_id: await freshProduct() } }),
  },
  { route: 'GET /api/conversations/:id/messages', expect: { visitor: 401, user: 403, owner: 200, admin: 403 }, call: call('GET', () => `/api/conversations/${fx.conversation}/messages`) },
  { route: 'POST /api/conversations/:id/messages', expect: { visitor: 401, user: 403, owner: 201, admin: 403 }, call: call('POST', () => `/api/conversations/${fx.conversation}/messages`, () => ({ content: 'Je passe demain ?' })) },
  { route: 'GET /api/conversations/unread-count', expect: SIGNED_IN, call: call('GET', '/api/conversations/unread-count') },
  { route: 'POST /api/conversations/:id/block', expect: { visitor: 401, user: 403, owner: 200, admin: 403 }, call: call('POST', () => `/api/conversations/${fx.conversation}/block`) },
  { route: 'DELETE /api/conversations/:id/block', expect: { visitor: 401, user: 403, owner: 200, admin: 403 }, call: call('DELETE', () => `/api/conversations/${fx.conversation}/block`) },
  { route: 'GET /api/messages', expect: SIGNED_IN, call: call('GET', '/api/messages') },
  { route: 'POST /api/messages', expect: { visitor: 401, user: 403, owner: 201, admin: 403 }, call: call('POST', '/api/messages', () => ({ conversation_id: fx.conversation, content: 'Merci !' })) },
  { route: 'GET /api/products/:id/messages', expect: { visitor: 401, user: 200, owner: 200, admin: 200 }, call: call('GET', () => `/api/products/${fx.product}/messages`) },

  // ---- notifications: the owner column is the recipient; someone else's reads as absent (404)
  { route: 'GET /api/notifications', expect: SIGNED_IN, call: call('GET', '/api/notifications') },
  { route: 'GET /api/notifications/unread-count', expect: SIGNED_IN, call: call('GET', '/api/notifications/unread-count') },
  { route: 'PATCH /api/notifications/mark-all-read', expect: SIGNED_IN, call: call('PATCH', '/api/notifications/mark-all-read') },
  { route: 'PATCH /api/notifications/:id/read', expect: { visitor: 401, user: 404, owner: 200, admin: 404 }, call: call('PATCH', () => `/api/notifications/${fx.notification}/read`) },
  { route: 'DELETE /api/notifications/:id', expect: { visitor: 401, user: 404, owner: 200, admin: 404 }, call: call('DELETE', async () => `/api/notifications/${await freshNotification()}`) },

  // ---- advertisements, support bot, public stats (items 4, 5, 7)
  { route: 'GET /api/advertisements', expect: OPEN, call: call('GET', '/api/advertisements?position=header') },
  { route: 'POST /api/advertisements/:id/impression', expect: OPEN, call: call('POST', () => `/api/advertisements/${fx.ad}/impression`) },
  { route: 'POST /api/advertisements/:id/click', expect: OPEN, call: call('POST', () => `/api/advertisements/${fx.ad}/click`) },
  { route: 'POST /api/chat', expect: OPEN, call: call('POST', '/api/chat', () => ({ message: 'Comment publier une annonce ?', userContext: {} })) },

  // ---- admin space; on user routes the owner column is the target user themself
  { route: 'GET /api/admin/stats', expect: ADMIN_ONLY, call: call('GET', '/api/admin/stats') },
  { route: 'GET /api/admin/health', expect: ADMIN_ONLY, call: call('GET', '/api/admin/health') },
  { route: 'GET /api/admin/categories', expect: ADMIN_ONLY, call: call('GET', '/api/admin/categories') },
  { route: 'POST /api/admin/categories', expect: ADMIN_CREATES, call: call('POST', '/api/admin/categories', () => ({ name: unique('Jardinage') })) },
  { route: 'PUT /api/admin/categories/:id', expect: ADMIN_ONLY, call: call('PUT', () => `/api/admin/categories/${fx.category}`, () => ({ name: unique('Brocante'), description: 'Objets anciens' })) },
  { route: 'DELETE /api/admin/categories/:id', expect: ADMIN_ONLY, call: call('DELETE', async () => `/api/admin/categories/${await freshCategory()}`) },
  { route: 'GET /api/admin/users', expect: ADMIN_ONLY, call: call('GET', '/api/admin/users?search=a&role=all') },
  { route: 'POST /api/admin/users', expect: ADMIN_CREATES, call: call('POST', '/api/admin/users', () => ({ ...adminUserBody(), password: 'Olivier-Sfax-2026' })) },
  {
    route: 'PUT /api/admin/users/:id',
    expect: { visitor: 401, user: 403, owner: 403, admin: 200 },
    call: async (role, token) => api('PUT', `/api/admin/users/${fx.targetUser}`, { token: role === 'owner' ? targetSession.token : token, body: adminUserBody() }),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    expect: { visitor: 401, user: 403, owner: 403, admin: 200 },
    call: async (role, token) => {
      const victim = await signUp('Compte à supprimer');
      return api('DELETE', `/api/admin/users/${victim.user.id}`, { token: role === 'owner' ? victim.token : token });
    },
  },
  { route: 'POST /api/admin/products', expect: ADMIN_CREATES, call: call('POST', '/api/admin/products', adminProductBody) },
  { route: 'PUT /api/admin/products/:id', expect: { visitor: 401, user: 403, owner: 403, admin: 200 }, call: call('PUT', () => `/api/admin/products/${fx.product}`, adminProductBody) },
  { route: 'DELETE /api/admin/products/:id', expect: { visitor: 401, user: 403, owner: 403, admin: 200 }, call: call('DELETE', async () => `/api/admin/products/${await freshProduct()}`) },

  // ---- no pass-through: the core content API of these types does not exist
  { route: 'GET /api/likes', expect: { visitor: 404, user: 404, owner: null, admin: 404 }, call: call('GET', '/api/likes') },
  { route: 'GET /api/faq-entries', expect: { visitor: 404, user: 404, owner: null, admin: 404 }, call: call('GET', '/api/faq-entries') },
  { route: 'POST /api/advertisements', expect: { visitor: 405, user: 405, owner: null, admin: 405 }, call: call('POST', '/api/advertisements', () => adData()) },
];

let targetSession: Session;
const results = new Map<string, Partial<Record<Role, number>>>();

beforeAll(async () => {
  const [seller, buyer, stranger, admin, target] = await Promise.all([signUp('Vendeuse'), signUp('Acheteur'), signUp('Inconnu'), signInAdmin(), signUp('Cible')]);
  targetSession = target;
  const product = (await createProduct(seller.token)).id;
  const conversation = (await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product } })).body.id as string;
  await api('POST', `/api/conversations/${conversation}/messages`, { token: buyer.token, body: { content: 'Bonjour, est-il disponible ?' } });
  const notification = (await api('GET', '/api/notifications', { token: seller.token })).body.data[0].id as string;
  const ad = await studioCreate(AD_UID, adData());
  const category = (await api('POST', '/api/admin/categories', { token: admin.token, body: { name: 'Brocante' } })).body.data.id as string;
  fx = { seller, buyer, stranger, admin, product, conversation, notification, ad, category, targetUser: target.user.id };
});

const tokenOf = (role: Role, route: string): string | undefined => {
  if (role === 'visitor') return undefined;
  if (role === 'user') return fx.stranger.token;
  if (role === 'admin') return fx.admin.token;
  // Participants of a conversation are represented by its buyer; resources otherwise belong to the seller.
  return /conversations\/:id|\/api\/messages$/.test(route) ? fx.buyer.token : fx.seller.token;
};

describe('authorization matrix', () => {
  it.each(ROWS)('$route', async (row) => {
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const expected = row.expect[role];
      if (expected === null) continue;
      const res = await row.call(role, tokenOf(role, row.route));
      results.set(row.route, { ...results.get(row.route), [role]: res.status });
      if (res.status !== expected) mismatches.push(`${role}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      if (res.status >= 500) mismatches.push(`${role}: server error`);
    }
    expect(mismatches).toEqual([]);
  });
});

afterAll(() => {
  const cell = (route: string, role: Role, expected: number | null) => {
    if (expected === null) return '·';
    const got = results.get(route)?.[role];
    return got === undefined ? '?' : got === expected ? String(got) : `${got}≠${expected}`;
  };
  const lines = ROWS.map((row) => [row.route.padEnd(46), ...ROLES.map((role) => cell(row.route, role, row.expect[role]).padStart(8))].join(''));
  const allows = ROWS.reduce((n, row) => n + ROLES.filter((r) => (row.expect[r] ?? 0) >= 200 && (row.expect[r] ?? 0) < 300).length, 0);
  const denials = ROWS.reduce((n, row) => n + ROLES.filter((r) => (row.expect[r] ?? 0) >= 400).length, 0);
  console.log(
    [
      `Authorization matrix (${ROWS.length} routes × ${ROLES.length} roles; ${allows} allowed, ${denials} refused cells, · = no owner)`,
      ['route'.padEnd(46), ...ROLES.map((r) => r.padStart(8))].join(''),
      ...lines,
    ].join('\n'),
  );
});
