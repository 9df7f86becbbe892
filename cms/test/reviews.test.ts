import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, dbValue, otherProduct, signInAdmin, signUp, sqlWrite, useServer, type Session } from './api';
import type { ApiNotification, ApiReview } from '@souk/domain';

useServer();

let seller: Session;
let admin: Session;
beforeAll(async () => {
  [seller, admin] = await Promise.all([signUp('Vendeuse Amel'), signInAdmin()]);
});

const conversationAbout = async (buyer: Session, productId: string) => {
  const res = await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: productId } });
  expect([200, 201]).toContain(res.status);
  return res.body.id as string;
};
const send = async (who: Session, conversation: string, content: string) => {
  const res = await api('POST', `/api/conversations/${conversation}/messages`, { token: who.token, body: { content } });
  expect(res.status).toBe(201);
};
/** A buyer who asked about the listing and got an answer: who may review it. */
const exchanged = async (name: string, productId: string) => {
  const buyer = await signUp(name);
  const conversation = await conversationAbout(buyer, productId);
  await send(buyer, conversation, 'Bonjour, toujours disponible ?');
  await send(seller, conversation, 'Oui, passez quand vous voulez.');
  return buyer;
};
const review = (who: Session, productId: string, body: unknown) => api('POST', `/api/products/${productId}/reviews`, { token: who.token, body });
const rating = async () => (await api('GET', `/api/users/${seller.user.id}/profile`)).body.data.rating;

describe('who may review', () => {
  it('only a buyer with whom the seller exchanged messages about the listing, once, never the owner', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'Vélo de course Bianchi' }));
    const stranger = await signUp('Passant');
    const refused = await review(stranger, product.id, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('review_not_allowed');

    // The buyer wrote but the seller never answered: not yet.
    const asker = await signUp('Curieux');
    const silent = await conversationAbout(asker, product.id);
    await send(asker, silent, 'Encore à vendre ?');
    expect((await review(asker, product.id, { rating: 4 })).status).toBe(403);
    expect((await api('GET', `/api/products/${product.id}/my-review`, { token: asker.token })).body.data).toEqual({ can_review: false, review: null });
    await send(seller, silent, 'Oui.');
    expect((await api('GET', `/api/products/${product.id}/my-review`, { token: asker.token })).body.data).toEqual({ can_review: true, review: null });

    const own = await review(seller, product.id, { rating: 5 });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Vous ne pouvez pas évaluer votre propre annonce');

    const burst = await Promise.all(Array.from({ length: 4 }, () => review(asker, product.id, { rating: 4, comment: 'Vendeuse sérieuse' })));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(burst.find((r) => r.status === 409)!.body.error.message).toBe('Vous avez déjà laissé un avis pour cette annonce');
    const created = burst.find((r) => r.status === 201)!.body;
    expect(created.code).toBe('review_sent');
    expect(created.data).toMatchObject({ rating: 4, comment: 'Vendeuse sérieuse', reply: null, editable: true, reviewer: { display_name: 'Curieux' }, product: { id: product.id } });
    expect((await api('GET', `/api/products/${product.id}/my-review`, { token: asker.token })).body.data).toMatchObject({ can_review: false, review: { id: created.data.id } });

    // The seller is told, with the SPEC's 'review' type.
    const notifications = (await api('GET', '/api/notifications', { token: seller.token })).body.data as ApiNotification[];
    expect(notifications.find((n) => n.type === 'review')).toMatchObject({ code: 'review_notification_text', params: { name: 'Curieux', rating: 4, title: 'Vélo de course Bianchi' }, link: `/vendeur/${seller.user.id}#avis` });
  });

  it('checks stars, length and contact details in French; anonymous callers get 401', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'Table de jardin' }));
    const buyer = await exchanged('Précis', product.id);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '5' }, {}]) {
      const res = await review(buyer, product.id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('La note doit être un nombre entier de 1 à 5');
    }
    const long = await review(buyer, product.id, { rating: 4, comment: 'a'.repeat(501) });
    expect(long.body.error.message).toBe('Le commentaire ne doit pas dépasser 500 caractères');
    const phone = await review(buyer, product.id, { rating: 4, comment: 'Appelez-moi au 22 123 456' });
    expect(phone.status).toBe(400);
    expect(phone.body.error.details.code).toBe('review_contact_details');
    expect((await api('POST', `/api/products/${product.id}/reviews`, { body: { rating: 4 } })).status).toBe(401);
    expect((await review(buyer, 'inconnu', { rating: 4 })).status).toBe(404);
  });
});

describe('answer, edit, report and the average', () => {
  it('the seller answers once; the reviewer edits for 7 days; the rating shows from the third review; a hidden review leaves it', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'Armoire ancienne' }));
    const startCount = (await rating()).count as number;
    const buyers = await Promise.all(['Sami', 'Rym', 'Hedi'].map((name) => exchanged(name, product.id)));
    const first = (await review(buyers[0]!, product.id, { rating: 5, comment: 'Parfait' })).body.data as ApiReview;

    // Answer: the seller only, once.
    expect((await api('POST', `/api/reviews/${first.id}/reply`, { token: buyers[1]!.token, body: { reply: 'Moi aussi' } })).status).toBe(403);
    const replies = await Promise.all([1, 2, 3].map(() => api('POST', `/api/reviews/${first.id}/reply`, { token: seller.token, body: { reply: 'Merci Sami !' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error.message).toBe('Vous avez déjà répondu à cet avis');
    expect(replies.find((r) => r.status === 200)!.body.data).toMatchObject({ reply: 'Merci Sami !' });
    expect((await api('POST', `/api/reviews/${first.id}/reply`, { token: seller.token, body: { reply: ' ' } })).status).toBe(400);

    // Edit: the author only, within 7 days of writing it.
    expect((await api('PUT', `/api/reviews/${first.id}`, { token: buyers[1]!.token, body: { rating: 1 } })).status).toBe(403);
    const edited = await api('PUT', `/api/reviews/${first.id}`, { token: buyers[0]!.token, body: { rating: 4, comment: 'Très bien' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 4, comment: 'Très bien', reply: 'Merci Sami !' });
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await sqlWrite('update reviews set created_at = ? where document_id = ?', [dbValue(eightDaysAgo), first.id]);
    const late = await api('PUT', `/api/reviews/${first.id}`, { token: buyers[0]!.token, body: { rating: 1 } });
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe('Un avis ne peut plus être modifié 7 jours après sa publication');

    // Rating: none under three reviews of this seller (over all their listings), then the average.
    await review(buyers[1]!, product.id, { rating: 2 });
    const twoMore = (await rating()) as { average: number | null; count: number };
    expect(twoMore.count).toBe(startCount + 2);
    await review(buyers[2]!, product.id, { rating: 3 });
    const page = await api('GET', `/api/users/${seller.user.id}/reviews?pageSize=50`);
    expect(page.status).toBe(200);
    const all = page.body.data as ApiReview[];
    expect(all[0]).toMatchObject({ rating: 3, reviewer: { display_name: 'Hedi' } });
    expect(page.body.meta.rating.count).toBe(startCount + 3);
    const expected = all.reduce((s, r) => s + r.rating, 0) / all.length;
    expect(page.body.meta.rating.average).toBe(Math.round(expected * 10) / 10);
    expect(await rating()).toEqual(page.body.meta.rating);

    // 'Signaler l'avis' feeds the reports queue; hiding it takes it out of the list and the average.
    const reporter = await signUp('Vigie');
    const reported = await api('POST', `/api/reviews/${all[0]!.id}/report`, { token: reporter.token, body: { reason: 'autre', details: 'Faux avis' } });
    expect(reported.status).toBe(201);
    expect((await api('POST', `/api/reviews/${all[0]!.id}/report`, { token: reporter.token, body: { reason: 'autre' } })).body.error.message).toBe('Vous avez déjà signalé cet avis');
    expect((await api('POST', `/api/reviews/${all[0]!.id}/report`, { token: buyers[2]!.token, body: { reason: 'autre' } })).status).toBe(403);
    const queue = (await api('GET', '/api/admin/reports?status=open', { token: admin.token })).body.data as Array<{ id: string; review: { id: string } | null }>;
    const report = queue.find((r) => r.review?.id === all[0]!.id)!;
    expect(report).toMatchObject({ review: { rating: 3, is_hidden: false }, product: { id: product.id } });
    const hidden = await api('POST', `/api/admin/reports/${report.id}/resolve`, { token: admin.token, body: { action: 'hide' } });
    expect(hidden.body.data).toMatchObject({ status: 'hidden', review: { is_hidden: true }, product: { is_hidden: false } });
    expect((await api('GET', `/api/products/${product.id}`)).status).toBe(200);
    const after = await api('GET', `/api/users/${seller.user.id}/reviews?pageSize=50`);
    expect((after.body.data as ApiReview[]).some((r) => r.id === all[0]!.id)).toBe(false);
    expect(after.body.meta.rating.count).toBe(startCount + 2);
    expect((await api('POST', `/api/reviews/${all[0]!.id}/reply`, { token: seller.token, body: { reply: 'Hein ?' } })).status).toBe(404);
  });

  it('no rating under three reviews: a new seller reads as null', async () => {
    const newcomer = await signUp('Nouvelle');
    expect((await api('GET', `/api/users/${newcomer.user.id}/profile`)).body.data.rating).toEqual({ average: null, count: 0 });
    expect((await api('GET', '/api/users/inconnu/reviews')).status).toBe(404);
  });
});

describe('how a seller answers', () => {
  it('response rate and typical time over 90 days, from 3 conversations; privacy still holds', async () => {
    const shop = await signUp('Boutique Nour');
    const product = await createProduct(shop.token, otherProduct({ title: 'Lampe berbère' }));
    const buyers = await Promise.all(['A', 'B', 'C', 'D'].map((n) => signUp(`Client ${n}`)));
    const conversations: string[] = [];
    for (const buyer of buyers) {
      const id = await conversationAbout(buyer, product.id);
      await send(buyer, id, 'Bonjour !');
      conversations.push(id);
    }
    // Answers two of the three recent ones; the fourth is older than 90 days and does not count.
    await send(shop, conversations[0]!, 'Bonjour, oui.');
    await send(shop, conversations[1]!, 'Disponible.');
    const old = new Date(Date.now() - 91 * 86_400_000);
    await sqlWrite('update conversations set created_at = ? where document_id = ?', [dbValue(old), conversations[3]]);

    const profile = (await api('GET', `/api/users/${shop.user.id}/profile`)).body.data;
    expect(profile.response).toEqual({ rate: 67, typical_minutes: 1, conversations: 3 });
    expect(profile).toMatchObject({ email: null, phone: null, email_confirmed: true, rating: { average: null, count: 0 } });

    const quiet = await signUp('Discret', { confirm: false });
    expect((await api('GET', `/api/users/${quiet.user.id}/profile`)).body.data).toMatchObject({ response: { rate: null, typical_minutes: null, conversations: 0 }, email_confirmed: false });
  });
});
