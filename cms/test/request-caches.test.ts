import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, confirmByMail, createProduct, otherProduct, signInAdmin, signUp, useServer } from './api';
import { studioToken } from './studio';

useServer();

/**
 * Roles' abilities, the signed-in user and the category counts are kept between requests (see
 * ARCHITECTURE "Hot paths"). Each test warms the cache first, then checks that a write is seen by
 * the very next request.
 */

const countOf = async (slug: string) => {
  const res = await api('GET', '/api/categories');
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ slug: string; product_count: number }>).find((c) => c.slug === slug)?.product_count;
};

describe('kept permissions follow the roles editor at once', () => {
  it('a permission taken from visitors in the studio closes the route on the next request, and reopens it', async () => {
    expect((await api('GET', '/api/categories')).status).toBe(200);
    const token = await studioToken();
    const roles = await api('GET', '/users-permissions/roles', { token });
    const publicRole = (roles.body.roles as Array<{ id: number; type: string }>).find((r) => r.type === 'public')!;
    const { role } = (await api('GET', `/users-permissions/roles/${publicRole.id}`, { token })).body;
    const find = role.permissions['api::category'].controllers.category.find;
    expect(find.enabled).toBe(true);

    const save = () => api('PUT', `/users-permissions/roles/${publicRole.id}`, { token, body: { name: role.name, description: role.description, permissions: role.permissions } });
    find.enabled = false;
    try {
      expect((await save()).status).toBe(200);
      // A visitor without the permission is asked to sign in.
      expect((await api('GET', '/api/categories')).status).toBe(401);
      // Other public routes are untouched.
      expect((await api('GET', '/api/products')).status).toBe(200);
    } finally {
      find.enabled = true;
      expect((await save()).status).toBe(200);
    }
    expect((await api('GET', '/api/categories')).status).toBe(200);
  });
});

describe('the kept signed-in user follows every change at once', () => {
  it('a deactivation refuses the next request, a reactivation lets a new session in', async () => {
    const admin = await signInAdmin();
    const user = await signUp('Nadia');
    expect((await api('GET', '/api/notifications/unread-count', { token: user.token })).status).toBe(200);
    const body = { username: `nadia${Date.now()}`, email: user.user.email, first_name: 'Nadia', last_name: 'Ayari', role: 'user', is_active: false };
    expect((await api('PUT', `/api/admin/users/${user.user.id}`, { token: admin.token, body })).status).toBe(200);
    expect((await api('GET', '/api/notifications/unread-count', { token: user.token })).status).toBe(401);
    expect((await api('PUT', `/api/admin/users/${user.user.id}`, { token: admin.token, body: { ...body, is_active: true } })).status).toBe(200);
    const again = await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } });
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: again.body.token })).status).toBe(200);
  });

  it('a password change ends the other sessions on their next request; the new token works', async () => {
    const user = await signUp('Walid');
    const other = await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } });
    expect((await api('GET', '/api/profile', { token: other.body.token })).status).toBe(200);
    const change = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Walid', currentPassword: 'Jasmin-Carthage-77', newPassword: 'nouveau-secret-9' } });
    expect(change.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: other.body.token })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: change.body.token })).status).toBe(200);
  });

  it('a role given or taken by an admin applies to the next request', async () => {
    const admin = await signInAdmin();
    const user = await signUp('Sami');
    expect((await api('GET', '/api/admin/stats', { token: user.token })).status).toBe(403);
    const body = { username: `sami${Date.now()}`, email: user.user.email, first_name: 'Sami', last_name: 'Gharbi', is_active: true };
    expect((await api('PUT', `/api/admin/users/${user.user.id}`, { token: admin.token, body: { ...body, role: 'admin' } })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: user.token })).status).toBe(200);
    expect((await api('PUT', `/api/admin/users/${user.user.id}`, { token: admin.token, body: { ...body, role: 'user' } })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: user.token })).status).toBe(403);
  });

  it('a deleted account is refused on its next request', async () => {
    const user = await signUp('Ines');
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
    expect((await api('DELETE', '/api/auth/delete-account', { token: user.token, body: { password: 'Jasmin-Carthage-77' } })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(401);
  });

  it('a token checked once is still refused once it expires', async () => {
    const user = await signUp('Hedi');
    // The claims of the user's own token (its session row included), re-signed like the server's
    // tokens (cms/test/harness.ts gives it this secret) to expire in 3 s.
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as { id: number; sv: number; sid: string };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: claims.id, sv: claims.sv, sid: claims.sid, iat: now, exp: now + 3 })}`;
    const token = `${unsigned}.${createHmac('sha256', 'test-jwt-secret-0123456789').update(unsigned).digest('base64url')}`;
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect((await api('GET', '/api/profile', { token })).status).toBe(401);
  });

  it('a new display name is the one the next like notification carries', async () => {
    const seller = await signUp('Vendeur');
    const buyer = await signUp('Ancien nom');
    const product = await createProduct(seller.token);
    expect((await api('GET', '/api/profile', { token: buyer.token })).status).toBe(200);
    expect((await api('PATCH', '/api/profile', { token: buyer.token, body: { display_name: 'Nouveau nom' } })).status).toBe(200);
    expect((await api('POST', `/api/products/${product.id}/like`, { token: buyer.token })).status).toBe(200);
    const notes = await api('GET', '/api/notifications', { token: seller.token });
    expect(JSON.stringify(notes.body)).toContain('Nouveau nom');
    expect(JSON.stringify(notes.body)).not.toContain('Ancien nom');
  });
});

describe('the kept profile is the one just written', () => {
  const profile = async (token: string) => {
    const res = await api('GET', '/api/profile', { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('edits, settings, a confirmed address and a role given by an admin show on the next read', async () => {
    const user = await signUp('Rania', { confirm: false });
    expect(await profile(user.token)).toMatchObject({ display_name: 'Rania', bio: null, show_email: false, email_confirmed: false, role: 'user' });
    const edit = { bio: 'Brocanteuse à Sousse', location: 'Sousse', show_email: true, allow_messages: false, language: 'ar', notification_preferences: { like: false } };
    expect((await api('PUT', '/api/profile', { token: user.token, body: edit })).status).toBe(200);
    expect(await profile(user.token)).toMatchObject({
      bio: 'Brocanteuse à Sousse',
      location: 'Sousse',
      show_email: true,
      allow_messages: false,
      language: 'ar',
      notification_preferences: { like: false, message: true, promotion: true, alerte: true, price_drop: true },
    });
    expect((await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Rania B.' } })).status).toBe(200);
    expect((await profile(user.token)).display_name).toBe('Rania B.');
    await confirmByMail(user.user.email);
    expect((await profile(user.token)).email_confirmed).toBe(true);

    const admin = await signInAdmin();
    const body = { username: `rania${Date.now()}`, email: user.user.email, first_name: 'Rania', last_name: 'Ben Ali', is_active: true, role: 'admin' };
    expect((await api('PUT', `/api/admin/users/${user.user.id}`, { token: admin.token, body })).status).toBe(200);
    expect((await profile(user.token)).role).toBe('admin');
  });
});

describe('the kept unread count follows every notification write at once', () => {
  const unread = async (token: string) => {
    const res = await api('GET', '/api/notifications/unread-count', { token });
    expect(res.status).toBe(200);
    return res.body.count as number;
  };

  it('a like and a message add one each; read, all read and deleted take them away', async () => {
    const seller = await signUp('Vendeuse');
    const buyer = await signUp('Acheteur');
    const product = await createProduct(seller.token);
    expect(await unread(seller.token)).toBe(0);
    expect((await api('POST', `/api/products/${product.id}/like`, { token: buyer.token })).status).toBe(200);
    expect(await unread(seller.token)).toBe(1);
    expect((await api('POST', '/api/messages', { token: buyer.token, body: { product_id: product.id, content: 'Toujours disponible ?' } })).status).toBeLessThan(300);
    expect(await unread(seller.token)).toBe(2);
    // A like refused (already liked) writes nothing.
    expect((await api('POST', `/api/products/${product.id}/like`, { token: buyer.token })).status).toBe(409);
    expect(await unread(seller.token)).toBe(2);

    const notes = (await api('GET', '/api/notifications', { token: seller.token })).body.data as Array<{ id: string }>;
    expect((await api('PATCH', `/api/notifications/${notes[0].id}/read`, { token: seller.token })).status).toBe(200);
    expect(await unread(seller.token)).toBe(1);
    expect((await api('DELETE', `/api/notifications/${notes[1].id}`, { token: seller.token })).status).toBe(200);
    expect(await unread(seller.token)).toBe(0);
    expect((await api('POST', '/api/messages', { token: buyer.token, body: { product_id: product.id, content: 'Je passe demain' } })).status).toBeLessThan(300);
    expect(await unread(seller.token)).toBe(1);
    expect((await api('PATCH', '/api/notifications/mark-all-read', { token: seller.token })).status).toBe(200);
    expect(await unread(seller.token)).toBe(0);
  });
});

describe('kept category counts are exact after every write', () => {
  it('a listing created, moved and deleted is counted at once', async () => {
    const seller = await signUp('Compteur');
    const before = { electronique: await countOf('electronique'), sport: await countOf('sport') };
    const product = await createProduct(seller.token, otherProduct({ category: 'electronique' }));
    expect(await countOf('electronique')).toBe(before.electronique! + 1);
    const moved = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: otherProduct({ category: 'sport' }) });
    expect(moved.status).toBe(200);
    expect(await countOf('electronique')).toBe(before.electronique);
    expect(await countOf('sport')).toBe(before.sport! + 1);
    expect((await api('DELETE', `/api/products/${product.id}`, { token: seller.token })).status).toBe(200);
    expect(await countOf('sport')).toBe(before.sport);
  });

  it('a category added or renamed by an admin is listed at once', async () => {
    const admin = await signInAdmin();
    expect((await api('GET', '/api/categories')).status).toBe(200);
    const created = await api('POST', '/api/admin/categories', { token: admin.token, body: { name: 'Brocante' } });
    expect(created.status).toBe(201);
    const names = async () => ((await api('GET', '/api/categories')).body.data as Array<{ name: string }>).map((c) => c.name);
    expect(await names()).toContain('Brocante');
    expect((await api('PUT', `/api/admin/categories/${created.body.data.id}`, { token: admin.token, body: { name: 'Brocante ancienne' } })).status).toBe(200);
    expect(await names()).toContain('Brocante ancienne');
    expect((await api('DELETE', `/api/admin/categories/${created.body.data.id}`, { token: admin.token })).status).toBe(200);
    expect(await names()).not.toContain('Brocante ancienne');
  });
});
