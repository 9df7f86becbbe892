import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signUp, sql, sqlWrite, useServer, type Session } from './api';
import { localizedNotification, type ApiNotification } from '@souk/domain';
import { send, startConversation } from './conversations';

useServer();

let seller: Session;
let buyer: Session;
let product: { id: string; title: string };

beforeAll(async () => {
  [seller, buyer] = await Promise.all([signUp('Vendeuse Leila'), signUp('Acheteur Omar')]);
  product = await createProduct(seller.token, otherProduct({ title: 'Machine à coudre Singer' }));
});


describe('POST /api/conversations', () => {
  it('starts one conversation per product and buyer, and answers the same id afterwards', async () => {
    const first = await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id, seller_id: seller.user.id } });
    expect(first.status).toBe(201);
    expect(first.body.id).toEqual(expect.any(String));
    expect(first.body.data).toMatchObject({ id: first.body.id, product_id: product.id, product_title: 'Machine à coudre Singer', seller_id: seller.user.id, buyer_id: buyer.user.id, other_user_name: 'Vendeuse Leila', unread_count: 0, last_message: null });
    const again = await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('concurrent starts by the same buyer make one conversation', async () => {
    const item = await createProduct(seller.token, otherProduct({ title: 'Fer à repasser' }));
    const results = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/api/conversations', { token: buyer.token, body: { product_id: item.id } })));
    expect(results.some((r) => r.status >= 500)).toBe(false);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await sql(`select c.id from conversations c join conversations_product_lnk l on l.conversation_id = c.id join products p on p.id = l.product_id where p.document_id = ?`, [item.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses one’s own product, a wrong seller, an unknown product and a seller who closed messages', async () => {
    const own = await api('POST', '/api/conversations', { token: seller.token, body: { product_id: product.id } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Vous ne pouvez pas vous contacter vous-même');
    const wrongSeller = await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id, seller_id: buyer.user.id } });
    expect(wrongSeller.status).toBe(400);
    expect(wrongSeller.body.error.message).toBe('Ce vendeur ne correspond pas à cette annonce');
    expect((await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: 'inconnu000000000000000000' } })).status).toBe(404);
    const missing = await api('POST', '/api/conversations', { token: buyer.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Le produit est requis');

    const shy = await signUp('Vendeur discret');
    const item = await createProduct(shy.token);
    await api('PUT', '/api/profile', { token: shy.token, body: { allow_messages: false } });
    const closed = await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: item.id } });
    expect(closed.status).toBe(403);
    expect(closed.body.error.message).toBe('Ce vendeur ne souhaite pas être contacté');
  });
});

describe('messages of a conversation', () => {
  it('trims content, refuses empty or too long text, and notifies the recipient', async () => {
    const conversation = await startConversation(buyer, product.id);
    const sent = await send(buyer, conversation, '   Bonjour, elle fonctionne bien ?   ');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ conversation_id: conversation, content: 'Bonjour, elle fonctionne bien ?', sender_id: buyer.user.id, recipient_id: seller.user.id, read_at: null, warning: false, is_mine: true });

    for (const [content, message] of [
      ['   ', 'Le message ne peut pas être vide'],
      ['x'.repeat(2001), 'Le message ne doit pas dépasser 2000 caractères'],
    ]) {
      const res = await send(buyer, conversation, content);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await send(buyer, conversation, 'é'.repeat(2000))).status).toBe(201);
    const unknownKey = await api('POST', `/api/conversations/${conversation}/messages`, { token: buyer.token, body: { content: 'Salut', recipient_id: seller.user.id } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.error.message).toBe('Champ non autorisé : recipient_id');

    const notifications = (await api('GET', '/api/notifications', { token: seller.token })).body.data as Array<Record<string, unknown>>;
    expect(notifications[0]).toMatchObject({ type: 'message', title: 'Nouveau message', is_read: false, link: `/messages?conversation=${conversation}` });
    expect(String(notifications[0]!.message)).toContain('Acheteur Omar');
  });

  it('lists the caller’s conversations with unread count, last message and time; reading marks the other side read', async () => {
    const item = await createProduct(seller.token, otherProduct({ title: 'Tapis berbère' }));
    const conversation = await startConversation(buyer, item.id);
    await send(buyer, conversation, 'Quel est le prix final ?');
    await send(buyer, conversation, 'Je peux venir samedi.');

    const row = async (who: Session) => ((await api('GET', '/api/conversations', { token: who.token })).body.data as Array<Record<string, any>>).find((c) => c.id === conversation)!;
    const forSeller = await row(seller);
    expect(forSeller).toMatchObject({ product_id: item.id, product_title: 'Tapis berbère', seller_id: seller.user.id, other_user_id: buyer.user.id, other_user_name: 'Acheteur Omar', other_user_email: null, last_message: 'Je peux venir samedi.', unread_count: 2 });
    expect(Date.parse(forSeller.last_message_time)).toBeGreaterThan(Date.now() - 60_000);
    expect((await row(buyer)).unread_count).toBe(0);

    // The buyer reading their own messages marks nothing; the seller reading marks both.
    await api('GET', `/api/conversations/${conversation}/messages`, { token: buyer.token });
    expect((await row(seller)).unread_count).toBe(2);
    const thread = await api('GET', `/api/conversations/${conversation}/messages`, { token: seller.token });
    expect(thread.status).toBe(200);
    expect(thread.body.data.map((m: { content: string }) => m.content)).toEqual(['Quel est le prix final ?', 'Je peux venir samedi.']);
    expect(thread.body.data.every((m: { read_at: string | null; is_mine: boolean }) => m.read_at !== null && !m.is_mine)).toBe(true);
    expect((await row(seller)).unread_count).toBe(0);

    // Most recent activity first.
    const list = (await api('GET', '/api/conversations', { token: seller.token })).body;
    expect(list.data[0].id).toBe(conversation);
    expect(list.meta.pagination).toMatchObject({ page: 1, total: list.data.length });
  });

  it('pages a long thread from the newest messages, each page in reading order', async () => {
    const item = await createProduct(seller.token, otherProduct({ title: 'Théière en cuivre' }));
    const conversation = await startConversation(buyer, item.id);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? buyer : seller, conversation, `message ${i}`);
    const page1 = await api('GET', `/api/conversations/${conversation}/messages?pageSize=2`, { token: buyer.token });
    expect(page1.body.data.map((m: { content: string }) => m.content)).toEqual(['message 4', 'message 5']);
    expect(page1.body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 3, total: 5 });
    const page3 = await api('GET', `/api/conversations/${conversation}/messages?pageSize=2&page=3`, { token: buyer.token });
    expect(page3.body.data.map((m: { content: string }) => m.content)).toEqual(['message 1']);
    expect((await api('GET', `/api/conversations/${conversation}/messages?pageSize=500`, { token: buyer.token })).status).toBe(400);
    expect((await api('GET', `/api/conversations/${conversation}/messages?populate=*`, { token: buyer.token })).status).toBe(400);
  });

  it('is for participants only', async () => {
    const conversation = await startConversation(buyer, product.id);
    const stranger = await signUp('Curieux');
    for (const res of [await api('GET', `/api/conversations/${conversation}/messages`, { token: stranger.token }), await send(stranger, conversation, 'Coucou')]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Vous ne participez pas à cette conversation');
    }
    expect((await api('GET', '/api/conversations/inconnu000000000000000000/messages', { token: buyer.token })).status).toBe(404);
    expect(((await api('GET', '/api/conversations', { token: stranger.token })).body.data as unknown[]).length).toBe(0);
  });

  it('flags phone numbers, links and e-mail addresses with a warning', async () => {
    const conversation = await startConversation(buyer, product.id);
    const flagged = ['Appelez le 22 123 456', 'whatsapp +216 98 765 432', 'voir www.bonplan.tn', 'https://paiement.example.com', 'écrivez à vendeur@gmail.com'];
    for (const content of flagged) expect((await send(seller, conversation, content)).body.data.warning, content).toBe(true);
    for (const content of ['Je propose 1 200 DT', 'Disponible samedi à 18h']) expect((await send(seller, conversation, content)).body.data.warning, content).toBe(false);
  });
});

describe('GET/POST /api/messages and GET /api/products/:id/messages', () => {
  it('POST /api/messages writes into a conversation or starts one about a product', async () => {
    const item = await createProduct(seller.token, otherProduct({ title: 'Horloge murale' }));
    const started = await api('POST', '/api/messages', { token: buyer.token, body: { product_id: item.id, content: 'Toujours dispo ?' } });
    expect(started.status).toBe(201);
    const conversation = started.body.data.conversation_id as string;
    const reply = await api('POST', '/api/messages', { token: seller.token, body: { conversation_id: conversation, content: 'Oui !' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ conversation_id: conversation, recipient_id: buyer.user.id });

    for (const body of [{ content: 'Sans cible' }, { content: 'Deux cibles', product_id: item.id, conversation_id: conversation }]) {
      const res = await api('POST', '/api/messages', { token: buyer.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Sélectionnez une conversation');
    }
  });

  it('GET /api/messages lists what the caller sent and received, newest first', async () => {
    const reader = await signUp('Lectrice');
    const item = await createProduct(seller.token, otherProduct({ title: 'Miroir doré' }));
    const conversation = await startConversation(reader, item.id);
    await send(reader, conversation, 'premier');
    await send(seller, conversation, 'deuxième');
    const res = await api('GET', '/api/messages', { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { content: string; is_mine: boolean }) => [m.content, m.is_mine])).toEqual([
      ['deuxième', false],
      ['premier', true],
    ]);
    expect(res.body.meta.pagination.total).toBe(2);
  });

  it('GET /api/products/:id/messages: the buyer’s thread, every buyer’s for the seller, nothing for others', async () => {
    const item = await createProduct(seller.token, otherProduct({ title: 'Poussette' }));
    const other = await signUp('Autre acheteuse');
    const mine = await startConversation(buyer, item.id);
    const hers = await startConversation(other, item.id);
    await send(buyer, mine, 'Je suis intéressé');
    await send(other, hers, 'Moi aussi');

    const forBuyer = await api('GET', `/api/products/${item.id}/messages`, { token: buyer.token });
    expect(forBuyer.body.data.map((m: { content: string }) => m.content)).toEqual(['Je suis intéressé']);
    expect(forBuyer.body.meta.conversations).toEqual([mine]);
    const forSeller = await api('GET', `/api/products/${item.id}/messages`, { token: seller.token });
    expect(forSeller.body.data.map((m: { content: string }) => m.content)).toEqual(['Je suis intéressé', 'Moi aussi']);
    expect(forSeller.body.meta.conversations).toEqual([mine, hers]);
    const stranger = await signUp('Passant');
    const none = await api('GET', `/api/products/${item.id}/messages`, { token: stranger.token });
    expect(none.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 }, conversations: [] } });
    expect((await api('GET', '/api/products/inconnu000000000000000000/messages', { token: buyer.token })).status).toBe(404);
  });

  it('shows the other participant’s e-mail only when they allow it', async () => {
    const open = await signUp('Vendeur ouvert');
    await api('PUT', '/api/profile', { token: open.token, body: { show_email: true } });
    const item = await createProduct(open.token);
    const conversation = await startConversation(buyer, item.id);
    const row = ((await api('GET', '/api/conversations', { token: buyer.token })).body.data as Array<Record<string, unknown>>).find((c) => c.id === conversation);
    expect(row?.other_user_email).toBe(open.user.email);
    const sellerSide = ((await api('GET', '/api/conversations', { token: open.token })).body.data as Array<Record<string, unknown>>).find((c) => c.id === conversation);
    expect(sellerSide?.other_user_email).toBeNull();
    expect(JSON.stringify((await api('GET', '/api/conversations', { token: open.token })).body)).not.toContain(buyer.user.email);
  });
});

describe('notifications', () => {
  let reader: Session;
  let ids: string[];

  beforeAll(async () => {
    reader = await signUp('Notifiée');
    const item = await createProduct(reader.token, otherProduct({ title: 'Guitare sèche' }));
    const conversation = await startConversation(buyer, item.id);
    for (const content of ['un', 'deux', 'trois']) await send(buyer, conversation, content);
    ids = ((await api('GET', '/api/notifications', { token: reader.token })).body.data as Array<{ id: string }>).map((n) => n.id);
  });

  it('stores the body’s code and parameters, so a client writes it in its own language; a row from before codes has none', async () => {
    const [first] = (await api('GET', '/api/notifications', { token: reader.token })).body.data as ApiNotification[];
    expect(localizedNotification(first!, 'ar').message).toBe(`${first!.params!.who} بخصوص « Guitare sèche »: trois`);
    expect(await sqlWrite('update notifications set code = null, params = null where document_id = ?', [first!.id])).toBe(1);
    const [old] = (await api('GET', '/api/notifications', { token: reader.token })).body.data as ApiNotification[];
    expect(old).toMatchObject({ id: first!.id, code: null, params: null, title: 'Nouveau message', message: first!.message });
    expect(localizedNotification(old!, 'ar')).toEqual({ title: 'Nouveau message', message: first!.message });
    await sqlWrite('update notifications set code = ?, params = ? where document_id = ?', [first!.code, JSON.stringify(first!.params), first!.id]);
  });

  it('lists the caller’s notifications newest first, paginated', async () => {
    const res = await api('GET', '/api/notifications?pageSize=2', { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      type: 'message',
      title: 'Nouveau message',
      message: expect.stringMatching(/ à propos de « Guitare sèche » : trois$/),
      code: 'message_about_notification_text',
      params: { who: expect.any(String), title: 'Guitare sèche', excerpt: 'trois' },
      link: expect.any(String),
      is_read: false,
      created_at: expect.any(String),
    });
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect((await api('GET', '/api/notifications?page=2&pageSize=2', { token: reader.token })).body.data[0].message).toContain('un');
    for (const query of ['?pageSize=101', '?page=0', '?filters[is_read]=true', '?sort=created_at']) {
      expect((await api('GET', `/api/notifications${query}`, { token: reader.token })).status, query).toBe(400);
    }
  });

  it('counts unread, marks one and all read, deletes — on the caller’s own only', async () => {
    const count = async () => (await api('GET', '/api/notifications/unread-count', { token: reader.token })).body;
    expect(await count()).toEqual({ count: 3 });

    const someoneElse = await api('PATCH', `/api/notifications/${ids[0]}/read`, { token: buyer.token });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.error.message).toBe('Notification introuvable');
    expect((await api('DELETE', `/api/notifications/${ids[0]}`, { token: buyer.token })).status).toBe(404);
    expect(await count()).toEqual({ count: 3 });

    const read = await api('PATCH', `/api/notifications/${ids[0]}/read`, { token: reader.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: ids[0], is_read: true });
    expect(await count()).toEqual({ count: 2 });

    const all = await api('PATCH', '/api/notifications/mark-all-read', { token: reader.token });
    expect(all.body).toEqual({ data: { updated: 2 }, message: 'Toutes les notifications ont été marquées comme lues', code: 'all_notifications_read' });
    expect(await count()).toEqual({ count: 0 });
    // Other users' notifications were not touched.
    expect((await api('GET', '/api/notifications/unread-count', { token: seller.token })).body.count).toBeGreaterThan(0);

    const removed = await api('DELETE', `/api/notifications/${ids[1]}`, { token: reader.token });
    expect(removed.body).toEqual({ data: { id: ids[1] }, message: 'Notification supprimée', code: 'notification_deleted' });
    expect((await api('DELETE', `/api/notifications/${ids[1]}`, { token: reader.token })).status).toBe(404);
    expect((await api('GET', '/api/notifications', { token: reader.token })).body.meta.pagination.total).toBe(2);
    expect(await sql('select id from notifications where document_id = ?', [ids[1]])).toEqual([]);
  });

  it('unread-count answers { count } and nothing else; a visitor gets 401', async () => {
    const res = await api('GET', '/api/notifications/unread-count', { token: reader.token });
    expect(Object.keys(res.body)).toEqual(['count']);
    expect((await api('GET', '/api/notifications/unread-count')).status).toBe(401);
  });
});
