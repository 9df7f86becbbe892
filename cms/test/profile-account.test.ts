import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './harness';
import { api, createProduct, jpegWithExif, otherProduct, signInAdmin, signUp, sql, useServer, type Session } from './api';

useServer();

/** Nothing a client receives may carry a hash, a reset/confirmation token or a session version. */
const SECRETS = /password|\$2[aby]\$|resetPasswordToken|reset_password_token|confirmationToken|confirmation_token|session_version/;

describe('profile', () => {
  let me: Session;
  beforeAll(async () => {
    me = await signUp('Nadia');
  });

  it('PUT /api/profile updates the profile fields and privacy flags; absent keys are kept', async () => {
    const res = await api('PUT', '/api/profile', { token: me.token, body: { bio: '  Couturière à Sousse  ', location: 'Sousse', phone: '+216 22 123 456', show_phone: true } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ display_name: 'Nadia', bio: 'Couturière à Sousse', location: 'Sousse', phone: '+216 22 123 456', show_phone: true, show_email: false, allow_messages: true });
    const again = await api('PUT', '/api/profile', { token: me.token, body: { display_name: 'Nadia B.' } });
    expect(again.body.data).toMatchObject({ display_name: 'Nadia B.', bio: 'Couturière à Sousse', phone: '+216 22 123 456' });
    expect((await api('GET', '/api/profile', { token: me.token })).body.data.display_name).toBe('Nadia B.');
  });

  it('PUT /api/profile clears a field with null or an empty string', async () => {
    const res = await api('PUT', '/api/profile', { token: me.token, body: { bio: null, location: '' } });
    expect(res.body.data).toMatchObject({ bio: null, location: null });
  });

  it('PUT /api/profile refuses bad values and unknown keys with French messages', async () => {
    const cases: Array<[unknown, string | null]> = [
      [{ phone: 'appelle-moi' }, 'Numéro de téléphone invalide'],
      [{ bio: 'x'.repeat(1001) }, 'La biographie ne doit pas dépasser 1000 caractères'],
      [{ display_name: '' }, 'Le nom affiché est requis'],
      [{ show_email: 'oui' }, 'La valeur doit être vraie ou fausse'],
      [{ email: 'autre@test.souk.tn' }, 'Champ non autorisé : email'],
      [{ role: 'admin' }, 'Champ non autorisé : role'],
      [['bio'], null], // an array is no profile (refused by the body parser or by us)
    ];
    for (const [body, message] of cases) {
      const res = await api('PUT', '/api/profile', { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error.message).toBe(message);
      else expect(res.body.error.message).toEqual(expect.any(String));
    }
  });

  it('GET /api/users/:id/profile is public and shows e-mail and phone only when allowed', async () => {
    const seller = await signUp('Hédi');
    await api('PUT', '/api/profile', { token: seller.token, body: { bio: 'Vendeur de vélos', phone: '98 765 432', location: 'Bizerte' } });
    const hidden = await api('GET', `/api/users/${seller.user.id}/profile`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({
      id: seller.user.id,
      display_name: 'Hédi',
      created_at: expect.any(String),
      bio: 'Vendeur de vélos',
      location: 'Bizerte',
      email: null,
      phone: null,
      allow_messages: true,
      // A new seller: no review yet, no conversation answered, the address confirmed (signUp confirms it).
      rating: { average: null, count: 0 },
      response: { rate: null, typical_minutes: null, conversations: 0 },
      email_confirmed: true,
    });

    await api('PUT', '/api/profile', { token: seller.token, body: { show_email: true, show_phone: true } });
    const shown = await api('GET', `/api/users/${seller.user.id}/profile`);
    expect(shown.body.data).toMatchObject({ email: seller.user.email, phone: '98 765 432' });
    expect((await api('GET', '/api/users/inconnu000000000000000000/profile')).status).toBe(404);
  });

  it('no response carries a password hash, a token of the account or another user’s e-mail against their settings', async () => {
    const other = await signUp('Discret');
    const product = await createProduct(other.token);
    const bodies = await Promise.all([
      api('GET', '/api/profile', { token: me.token }),
      api('GET', `/api/users/${other.user.id}/profile`),
      api('GET', `/api/products/${product.id}`),
      api('GET', '/api/products'),
    ]);
    for (const res of bodies) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
      expect(JSON.stringify(res.body)).not.toContain(other.user.email);
    }
  });
});

describe('PATCH /api/profile: password change ends the other sessions', () => {
  it('changes only the display name without a new password (no new token)', async () => {
    const user = await signUp('Rim');
    const res = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Rim S.' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: expect.objectContaining({ display_name: 'Rim S.' }) });
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await signUp('Sami');
    const wrong = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Sami', currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Le mot de passe actuel est incorrect');
    const missing = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Sami', newPassword: 'nouveau-secret' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Le mot de passe actuel est requis pour en choisir un nouveau');
    const short = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Sami', currentPassword: 'Jasmin-Carthage-77', newPassword: '123' } });
    expect(short.body.error.message).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect((await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
  });

  it('with the right current password: new token for this session, every other token refused', async () => {
    const user = await signUp('Yasmine');
    const laptop = (await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } })).body.token as string;
    const res = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Yasmine', currentPassword: 'Jasmin-Carthage-77', newPassword: 'nouveau-secret' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(SECRETS);

    expect((await api('GET', '/api/profile', { token: res.body.token })).status).toBe(200);
    for (const old of [user.token, laptop]) {
      const refused = await api('GET', '/api/notifications/unread-count', { token: old });
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    }
    expect((await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } })).status).toBe(400);
    const fresh = await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'nouveau-secret' } });
    expect(fresh.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: fresh.body.token })).status).toBe(200);
  });
});

describe('DELETE /api/auth/delete-account', () => {
  it('removes the user and all that is theirs in one go, leaving nothing orphaned', async () => {
    const [leaving, neighbour, fan] = await Promise.all([signUp('Partant'), signUp('Voisine'), signUp('Fan')]);
    const jpeg = (await jpegWithExif(320, 240)).toString('base64');
    const withImage = await createProduct(leaving.token, otherProduct({ title: 'Lampe ancienne', images: [`data:image/jpeg;base64,${jpeg}`] }));
    const plain = await createProduct(leaving.token, otherProduct({ title: 'Table pliante' }));
    const neighbours = await createProduct(neighbour.token, otherProduct({ title: 'Vélo de ville' }));

    // Likes given (the neighbour's counter must go down) and received (the fan's like goes with the product).
    expect((await api('POST', `/api/products/${neighbours.id}/like`, { token: leaving.token })).status).toBe(200);
    expect((await api('POST', `/api/products/${neighbours.id}/like`, { token: fan.token })).status).toBe(200);
    expect((await api('POST', `/api/products/${withImage.id}/like`, { token: fan.token })).status).toBe(200);
    // A conversation as buyer (about the neighbour's bike) and one as seller (the neighbour about the lamp).
    const asBuyer = (await api('POST', '/api/conversations', { token: leaving.token, body: { product_id: neighbours.id } })).body.id as string;
    await api('POST', `/api/conversations/${asBuyer}/messages`, { token: leaving.token, body: { content: 'Je le prends' } });
    await api('POST', `/api/conversations/${asBuyer}/messages`, { token: neighbour.token, body: { content: 'Il est à vous' } });
    const asSeller = (await api('POST', '/api/conversations', { token: neighbour.token, body: { product_id: withImage.id } })).body.id as string;
    await api('POST', `/api/conversations/${asSeller}/messages`, { token: neighbour.token, body: { content: 'Elle marche ?' } });
    await api('POST', `/api/conversations/${asSeller}/messages`, { token: leaving.token, body: { content: 'Oui' } });

    const [{ id: userId }] = await sql<{ id: number }>('select id from up_users where document_id = ?', [leaving.user.id]);
    const productIds = [];
    for (const p of [withImage, plain]) productIds.push((await sql<{ id: number }>('select id from products where document_id = ?', [p.id]))[0]!.id);
    const fileIds = (await sql<{ file_id: number }>(`select file_id from files_related_mph where related_type = 'api::product.product' and related_id = ?`, [productIds[0]])).map((r) => r.file_id);
    expect(fileIds.length).toBeGreaterThan(0);

    const res = await api('DELETE', '/api/auth/delete-account', { token: leaving.token, body: { password: 'Jasmin-Carthage-77' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: leaving.user.id }, message: 'Compte supprimé', code: 'account_deleted' });

    // The session and the account are gone.
    expect((await api('GET', '/api/profile', { token: leaving.token })).status).toBe(401);
    expect((await api('POST', '/api/auth/signin', { body: { email: leaving.user.email, password: 'Jasmin-Carthage-77' } })).status).toBe(400);
    expect((await api('GET', `/api/users/${leaving.user.id}/profile`)).status).toBe(404);

    // Products, their images (rows and files), components and likes received.
    expect((await api('GET', `/api/products/${withImage.id}`)).status).toBe(404);
    expect((await api('GET', `/api/products/${plain.id}`)).status).toBe(404);
    const placeholders = (list: unknown[]) => list.map(() => '?').join(', ');
    expect(await sql(`select id from files where id in (${placeholders(fileIds)})`, fileIds)).toEqual([]);
    expect(await sql(`select id from files_related_mph where related_type = 'api::product.product' and related_id in (${placeholders(productIds)})`, productIds)).toEqual([]);
    expect(await sql(`select id from products_cmps where entity_id in (${placeholders(productIds)})`, productIds)).toEqual([]);
    expect((await api('GET', `/api/products/${withImage.id}/liked`, { token: fan.token })).status).toBe(404);

    // The like they gave no longer counts.
    const bike = (await api('GET', `/api/products/${neighbours.id}`)).body.data;
    expect(bike.like_count).toBe(1);

    // Nothing anywhere still points at the user.
    for (const [table, column] of [
      ['up_users', 'id'],
      ['up_users_role_lnk', 'user_id'],
      ['products_owner_lnk', 'user_id'],
      ['likes_user_lnk', 'user_id'],
      ['conversations_buyer_lnk', 'user_id'],
      ['conversations_seller_lnk', 'user_id'],
      ['messages_sender_lnk', 'user_id'],
      ['messages_recipient_lnk', 'user_id'],
      ['notifications_recipient_lnk', 'user_id'],
    ]) {
      expect(await sql(`select 1 from ${table} where ${column} = ?`, [userId]), table).toEqual([]);
    }
    // No row left without its link: every like, message and notification still belongs to someone.
    expect(await sql('select l.id from likes l left join likes_user_lnk u on u.like_id = l.id where u.id is null')).toEqual([]);
    expect(await sql('select m.id from messages m left join messages_sender_lnk s on s.message_id = m.id where s.id is null')).toEqual([]);
    expect(await sql('select n.id from notifications n left join notifications_recipient_lnk r on r.notification_id = n.id where r.id is null')).toEqual([]);
    expect(await sql('select c.id from conversations c left join conversations_buyer_lnk b on b.conversation_id = c.id left join conversations_seller_lnk s on s.conversation_id = c.id where b.id is null and s.id is null')).toEqual([]);

    // The neighbour keeps their side of both conversations, with the other side shown as deleted.
    const conversations = (await api('GET', '/api/conversations', { token: neighbour.token })).body.data as Array<Record<string, any>>;
    const byId = new Map(conversations.map((c) => [c.id, c]));
    expect(byId.get(asBuyer)).toMatchObject({ other_user_id: null, other_user_name: 'Utilisateur supprimé', product_title: 'Vélo de ville' });
    expect(byId.get(asSeller)).toMatchObject({ other_user_id: null, product_id: null, product_title: null });
    const thread = (await api('GET', `/api/conversations/${asBuyer}/messages`, { token: neighbour.token })).body.data as Array<{ content: string }>;
    expect(thread.map((m) => m.content)).toEqual(['Il est à vous']);
    const reply = await api('POST', `/api/conversations/${asBuyer}/messages`, { token: neighbour.token, body: { content: 'Vous êtes là ?' } });
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe('Votre correspondant a supprimé son compte');
  });

  it('needs the account’s password: missing or wrong, nothing is deleted', async () => {
    const user = await signUp('Prudent');
    const missing = await api('DELETE', '/api/auth/delete-account', { token: user.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Le mot de passe est requis');
    const wrong = await api('DELETE', '/api/auth/delete-account', { token: user.token, body: { password: 'pas-le-bon' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Mot de passe incorrect');
    expect(wrong.body.error.details.issues).toEqual([{ path: 'password', message: 'Mot de passe incorrect', code: 'password_wrong' }]);
    expect(wrong.body.error.details.code).toBe('password_wrong');
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
  });

  it('needs a session; an admin account is not deleted', async () => {
    expect((await api('DELETE', '/api/auth/delete-account')).status).toBe(401);
    const admin = await signInAdmin();
    const res = await api('DELETE', '/api/auth/delete-account', { token: admin.token, body: { password: TEST_ADMIN.password } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Un administrateur ne peut pas être supprimé');
    expect((await api('GET', '/api/profile', { token: admin.token })).status).toBe(200);
  });
});
