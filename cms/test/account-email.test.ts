import { describe, expect, it } from 'vitest';
import { api, baseUrl, confirmByMail, createProduct, dbValue, linkToken, mailbox, otherProduct, signUp, sql, sqlWrite, uniqueEmail, useServer } from './api';

useServer();

const sha256Hex = /^[0-9a-f]{64}$/;
const signIn = (email: string, password: string) => api('POST', '/api/auth/signin', { body: { email, password } });

describe('e-mail confirmation after sign-up', () => {
  it('mails a single-use confirmation link in French, plain text and HTML; only its hash is stored', async () => {
    const session = await signUp('Amel', { confirm: false });
    expect(session.user.email_confirmed).toBe(false);
    const mail = await mailbox().waitFor(session.user.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail — Souk');
    expect(mail.from).toContain('no-reply@test.souk.tn');
    expect(mail.text).toContain('Bonjour Amel,');
    expect(mail.link).toMatch(new RegExp(`^${baseUrl()}/auth/confirm-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain(`href="${mail.link}"`);

    const token = linkToken(mail.link);
    const [row] = await sql<{ confirmation_token: string; confirmed: unknown }>('select confirmation_token, confirmed from up_users where email = ?', [session.user.email]);
    expect(row!.confirmation_token).toMatch(sha256Hex);
    expect(row!.confirmation_token).not.toContain(token);

    // The link's page posts the token (the site serving that page is covered in site.test.ts).
    const confirmed = await api('POST', '/api/auth/confirm-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { email_confirmed: true }, message: 'Adresse e-mail confirmée', code: 'email_confirmed' });
    expect((await api('GET', '/api/profile', { token: session.token })).body.data.email_confirmed).toBe(true);
    expect((await signIn(session.user.email, 'Jasmin-Carthage-77')).body.user.email_confirmed).toBe(true);

    const again = await api('POST', '/api/auth/confirm-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Ce lien de confirmation est invalide ou a expiré.');
  });

  it('writes to an Arabic-speaking user in Arabic, right to left', async () => {
    const session = await signUp('سلمى', { confirm: false, language: 'ar' });
    const mail = await mailbox().waitFor(session.user.email);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني — سوق');
    expect(mail.text).toContain('مرحبًا سلمى،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect((await api('GET', '/api/profile', { token: session.token })).body.data.language).toBe('ar');
  });

  it('an unconfirmed account browses, signs in, likes and edits its profile, but neither publishes nor writes to a seller', async () => {
    const seller = await signUp('Vendeur confirmé');
    const product = await createProduct(seller.token, otherProduct({ title: 'Armoire en chêne' }));
    const fresh = await signUp('Nouveau', { confirm: false });

    expect((await signIn(fresh.user.email, 'Jasmin-Carthage-77')).status).toBe(200);
    expect((await api('GET', '/api/products')).status).toBe(200);
    expect((await api('PUT', '/api/profile', { token: fresh.token, body: { bio: 'Je découvre' } })).status).toBe(200);
    expect((await api('POST', `/api/products/${product.id}/like`, { token: fresh.token })).status).toBe(200);

    const refused = [
      await api('POST', '/api/products', { token: fresh.token, body: otherProduct() }),
      await api('POST', '/api/conversations', { token: fresh.token, body: { product_id: product.id } }),
      await api('POST', '/api/messages', { token: fresh.token, body: { product_id: product.id, content: 'Bonjour' } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Confirmez votre adresse e-mail pour publier une annonce ou envoyer un message.');
    }

    await confirmByMail(fresh.user.email);
    expect((await api('POST', '/api/products', { token: fresh.token, body: otherProduct() })).status).toBe(201);
    expect((await api('POST', '/api/conversations', { token: fresh.token, body: { product_id: product.id } })).status).toBeLessThan(300);
  });

  it('refuses a made-up or missing token with a French message', async () => {
    for (const [body, message] of [
      [{ token: 'pas-un-vrai-jeton' }, 'Ce lien de confirmation est invalide ou a expiré.'],
      [{}, 'Le lien est incomplet'],
      [{ token: '' }, 'Le lien est incomplet'],
    ] as const) {
      const res = await api('POST', '/api/auth/confirm-email', { body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the address has an account; mails only a real one', async () => {
    const user = await signUp('Oublieuse');
    const unknown = uniqueEmail('personne');
    const known = await api('POST', '/api/auth/forgot-password', { body: { email: user.user.email.toUpperCase() } });
    const nobody = await api('POST', '/api/auth/forgot-password', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(nobody.status).toBe(200);
    expect(known.body).toEqual(nobody.body);
    expect(known.body.message).toBe('Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d’être envoyé.');

    const mail = await mailbox().waitFor(user.user.email, { subject: /Réinitialisation/ });
    expect(mail.link).toMatch(new RegExp(`^${baseUrl()}/auth/reset-password\\?token=`));
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox().for(unknown)).toEqual([]);

    // Stored hashed, valid one hour.
    const [row] = await sql<{ reset_password_token: string; reset_password_expires_at: unknown }>('select reset_password_token, reset_password_expires_at from up_users where email = ?', [user.user.email]);
    expect(row!.reset_password_token).toMatch(sha256Hex);
    const expires = row!.reset_password_expires_at instanceof Date ? row!.reset_password_expires_at.getTime() : Number(row!.reset_password_expires_at);
    expect(Math.abs(expires - (Date.now() + 3_600_000))).toBeLessThan(120_000);

    // A second request inside the minute: same answer, no second mail (a mailbox cannot be flooded).
    const repeat = await api('POST', '/api/auth/forgot-password', { body: { email: user.user.email } });
    expect(repeat.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox().for(user.user.email).filter((m) => /Réinitialisation/.test(m.subject))).toHaveLength(1);
  });

  it('the link sets a new password once and ends every session of the account', async () => {
    const user = await signUp('Karima');
    const laptop = (await signIn(user.user.email, 'Jasmin-Carthage-77')).body.token as string;
    await api('POST', '/api/auth/forgot-password', { body: { email: user.user.email } });
    const mail = await mailbox().waitFor(user.user.email, { subject: /Réinitialisation/ });
    const token = linkToken(mail.link);

    const short = await api('POST', '/api/auth/reset-password', { body: { token, password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Le mot de passe doit contenir au moins 8 caractères');

    const res = await api('POST', '/api/auth/reset-password', { body: { token, password: 'nouveau-secret' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mot de passe modifié. Vous pouvez vous connecter.');

    for (const old of [user.token, laptop]) {
      const refused = await api('GET', '/api/profile', { token: old });
      expect(refused.status).toBe(401);
    }
    expect((await signIn(user.user.email, 'Jasmin-Carthage-77')).status).toBe(400);
    expect((await signIn(user.user.email, 'nouveau-secret')).status).toBe(200);

    const reused = await api('POST', '/api/auth/reset-password', { body: { token, password: 'encore-autre' } });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.');
    expect((await signIn(user.user.email, 'nouveau-secret')).status).toBe(200);
  });

  it('following a reset link proves the mailbox: the address counts as confirmed', async () => {
    const user = await signUp('Sans confirmation', { confirm: false });
    await api('POST', '/api/auth/forgot-password', { body: { email: user.user.email } });
    const mail = await mailbox().waitFor(user.user.email, { subject: /Réinitialisation/ });
    expect((await api('POST', '/api/auth/reset-password', { body: { token: linkToken(mail.link), password: 'nouveau-secret' } })).status).toBe(200);
    const session = (await signIn(user.user.email, 'nouveau-secret')).body;
    expect(session.user.email_confirmed).toBe(true);
  });

  it('a password change in the settings spends a reset link mailed before it', async () => {
    const user = await signUp('Prévoyant');
    await api('POST', '/api/auth/forgot-password', { body: { email: user.user.email } });
    const mail = await mailbox().waitFor(user.user.email, { subject: /Réinitialisation/ });
    const changed = await api('PATCH', '/api/profile', { token: user.token, body: { display_name: 'Prévoyant', currentPassword: 'Jasmin-Carthage-77', newPassword: 'choisi-ici' } });
    expect(changed.status).toBe(200);
    const res = await api('POST', '/api/auth/reset-password', { body: { token: linkToken(mail.link), password: 'pirate-123' } });
    expect(res.status).toBe(400);
    expect((await signIn(user.user.email, 'choisi-ici')).status).toBe(200);
  });

  it('refuses bad bodies with French messages', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/auth/forgot-password', {}, 'Veuillez remplir tous les champs'],
      ['/api/auth/forgot-password', { email: 'pas-un-email' }, 'Email invalide'],
      ['/api/auth/forgot-password', { email: 'a@b.tn', role: 'admin' }, 'Champ non autorisé : role'],
      ['/api/auth/reset-password', { password: 'nouveau-secret' }, 'Le lien est incomplet'],
      ['/api/auth/reset-password', { token: 'x' }, 'Le mot de passe est requis'],
    ];
    for (const [path, body, message] of cases) {
      const res = await api('POST', path, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('notification preferences', () => {
  it('are stored on the server and honoured when a notification is created', async () => {
    const owner = await signUp('Propriétaire');
    const fans = [await signUp('Fan 1'), await signUp('Fan 2')];
    const [first, second] = [await createProduct(owner.token, otherProduct({ title: 'Guitare classique' })), await createProduct(owner.token, otherProduct({ title: 'Piano numérique' }))];

    const initial = (await api('GET', '/api/profile', { token: owner.token })).body.data;
    expect(initial.notification_preferences).toEqual({ like: true, message: true, promotion: true, alerte: true, price_drop: true });

    const off = await api('PUT', '/api/profile', { token: owner.token, body: { notification_preferences: { like: false } } });
    expect(off.status).toBe(200);
    expect(off.body.data.notification_preferences).toEqual({ like: false, message: true, promotion: true, alerte: true, price_drop: true });

    expect((await api('POST', `/api/products/${first.id}/like`, { token: fans[0]!.token })).status).toBe(200);
    expect((await api('GET', '/api/notifications', { token: owner.token })).body.data).toEqual([]);
    // Messages still notify.
    await api('POST', '/api/conversations', { token: fans[0]!.token, body: { product_id: first.id } }).then((c) =>
      api('POST', `/api/conversations/${c.body.id}/messages`, { token: fans[0]!.token, body: { content: 'Elle est toujours là ?' } }),
    );
    const afterMessage = (await api('GET', '/api/notifications', { token: owner.token })).body.data as Array<{ type: string }>;
    expect(afterMessage.map((n) => n.type)).toEqual(['message']);

    await api('PUT', '/api/profile', { token: owner.token, body: { notification_preferences: { like: true } } });
    expect((await api('POST', `/api/products/${second.id}/like`, { token: fans[1]!.token })).status).toBe(200);
    const after = (await api('GET', '/api/notifications', { token: owner.token })).body.data as Array<{ type: string }>;
    expect(after.map((n) => n.type)).toEqual(['like', 'message']);
  });

  it('refuses unknown kinds and non-boolean values', async () => {
    const user = await signUp('Réglages');
    for (const [body, message] of [
      [{ notification_preferences: { like: 'non' } }, 'La valeur doit être vraie ou fausse'],
      [{ notification_preferences: { spam: true } }, 'Champ non autorisé : spam'],
      [{ language: 'en' }, 'Langue non reconnue (fr ou ar)'],
    ] as const) {
      const res = await api('PUT', '/api/profile', { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('privacy flags take effect at once in the public seller profile', () => {
  it('hides then shows the phone', async () => {
    const seller = await signUp('Discrète');
    await api('PUT', '/api/profile', { token: seller.token, body: { phone: '+216 55 000 111', show_phone: true } });
    expect((await api('GET', `/api/users/${seller.user.id}/profile`)).body.data.phone).toBe('+216 55 000 111');
    await api('PUT', '/api/profile', { token: seller.token, body: { show_phone: false } });
    expect((await api('GET', `/api/users/${seller.user.id}/profile`)).body.data.phone).toBeNull();
  });
});

describe('GET /api/favorites', () => {
  it('lists the liked listings, newest like first, paginated, in the product list shape', async () => {
    const seller = await signUp('Boutique');
    const fan = await signUp('Collectionneur');
    const products = [];
    for (const title of ['Lampe berbère', 'Tapis de Kairouan', 'Chéchia rouge']) products.push(await createProduct(seller.token, otherProduct({ title })));
    // Liked in the order 2, 0, 1: the list reads 1, 0, 2.
    for (const i of [2, 0, 1]) {
      expect((await api('POST', `/api/products/${products[i]!.id}/like`, { token: fan.token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    const all = await api('GET', '/api/favorites', { token: fan.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { title: string }) => p.title)).toEqual(['Tapis de Kairouan', 'Lampe berbère', 'Chéchia rouge']);
    expect(all.body.data[0]).toMatchObject({ id: products[1]!.id, like_count: 1, seller: { display_name: 'Boutique' } });
    expect(all.body.meta.pagination).toEqual({ page: 1, pageSize: 24, pageCount: 1, total: 3 });

    const page2 = await api('GET', '/api/favorites?page=2&pageSize=2', { token: fan.token });
    expect(page2.body.data.map((p: { title: string }) => p.title)).toEqual(['Chéchia rouge']);
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });

    expect((await api('GET', '/api/favorites', { token: seller.token })).body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 24, pageCount: 0, total: 0 } } });
    expect((await api('GET', '/api/favorites')).status).toBe(401);
    expect((await api('GET', '/api/favorites?page=0', { token: fan.token })).status).toBe(400);
    expect((await api('GET', '/api/favorites?sort=title', { token: fan.token })).status).toBe(400);
  });
});

describe('resend the confirmation link', () => {
  it('at most one mail a minute; the new link works, the old one no longer does', async () => {
    const user = await signUp('Patiente', { confirm: false });
    const first = await mailbox().waitFor(user.user.email);
    const tooSoon = await api('POST', '/api/auth/resend-confirmation', { token: user.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe('Un lien vient déjà d’être envoyé. Patientez une minute avant de redemander.');

    // The per-address interval is a minute. Rather than wait it out, the minute passes in the
    // stored send time (the one clock the rule reads): the mail now reads as sent 61 s ago.
    const minuteAgo = new Date(Date.now() - 61_000);
    const moved = await sqlWrite('UPDATE up_users SET confirmation_sent_at = ? WHERE email = ?', [dbValue(minuteAgo), user.user.email]);
    expect(moved).toBe(1);
    const resent = await api('POST', '/api/auth/resend-confirmation', { token: user.token });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Un nouveau lien de confirmation vient d’être envoyé.');
    const second = await mailbox().waitFor(user.user.email, { count: 2 });
    expect(linkToken(second.link)).not.toBe(linkToken(first.link));
    expect((await api('POST', '/api/auth/confirm-email', { body: { token: linkToken(first.link) } })).status).toBe(400);
    expect((await api('POST', '/api/auth/confirm-email', { body: { token: linkToken(second.link) } })).status).toBe(200);

    const done = await api('POST', '/api/auth/resend-confirmation', { token: user.token });
    expect(done.status).toBe(400);
    expect(done.body.error.message).toBe('Votre adresse e-mail est déjà confirmée');
  });
});
