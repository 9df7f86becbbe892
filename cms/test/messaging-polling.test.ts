import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signUp, sql, useServer, type Session } from './api';
import { send, startConversation } from './conversations';

useServer();

describe('polling: cursors, ETag, unread count', () => {
  let vendor: Session;
  let asker: Session;
  let conversation: string;

  beforeAll(async () => {
    [vendor, asker] = await Promise.all([signUp('Vendeur Sami'), signUp('Acheteuse Rim')]);
    const item = await createProduct(vendor.token, otherProduct({ title: 'Lampe de bureau' }));
    conversation = await startConversation(asker, item.id);
    for (let i = 1; i <= 5; i++) expect((await send(asker, conversation, `message ${i}`)).status).toBe(201);
  });

  const thread = (who: Session, query = '') => api('GET', `/api/conversations/${conversation}/messages${query}`, { token: who.token });

  it('the latest page carries cursors; `before` pages back; `after` answers only what is new', async () => {
    const latest = await thread(vendor, '?pageSize=2');
    expect(latest.body.data.map((m: { content: string }) => m.content)).toEqual(['message 4', 'message 5']);
    const { newest, oldest, hasOlder } = latest.body.meta.cursors;
    expect(hasOlder).toBe(true);
    expect(newest).toBeGreaterThan(oldest);

    const older = await thread(vendor, `?before=${oldest}&pageSize=2`);
    expect(older.body.data.map((m: { content: string }) => m.content)).toEqual(['message 2', 'message 3']);
    expect(older.body.meta.cursors.hasOlder).toBe(true);
    const oldest2 = await thread(vendor, `?before=${older.body.meta.cursors.oldest}&pageSize=2`);
    expect(oldest2.body.data.map((m: { content: string }) => m.content)).toEqual(['message 1']);
    expect(oldest2.body.meta.cursors.hasOlder).toBe(false);

    const idle = await thread(vendor, `?after=${newest}`);
    expect(idle.status).toBe(200);
    expect(idle.body.data).toEqual([]);
    expect(idle.body.meta.cursors.newest).toBe(newest);

    expect((await send(asker, conversation, 'message 6')).status).toBe(201);
    const fresh = await thread(vendor, `?after=${newest}`);
    expect(fresh.body.data.map((m: { content: string }) => m.content)).toEqual(['message 6']);
    expect(fresh.body.data[0].read_at).not.toBeNull();
    expect(fresh.body.meta.cursors.newest).toBeGreaterThan(newest);
    expect((await thread(vendor, `?after=${fresh.body.meta.cursors.newest}`)).body.data).toEqual([]);
  });

  it('rejects bad cursors with a French message', async () => {
    for (const query of ['?after=abc', '?before=0', '?after=-1', '?after=1&before=9']) {
      const res = await thread(vendor, query);
      expect(res.status, query).toBe(400);
    }
    expect((await thread(vendor, '?after=1&before=9')).body.error.message).toBe('Utilisez after ou before, pas les deux');
    expect((await thread(vendor, '?after=abc')).body.error.message).toBe('Curseur invalide');
  });

  it('a poll with If-None-Match answers 304 while nothing changed, 200 after a new message or a read', async () => {
    const first = await api('GET', '/api/conversations', { token: vendor.token });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const same = await api('GET', '/api/conversations', { token: vendor.token, headers: { 'if-none-match': etag! } });
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();

    expect((await send(asker, conversation, 'encore là ?')).status).toBe(201);
    const changed = await api('GET', '/api/conversations', { token: vendor.token, headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.find((c: { id: string }) => c.id === conversation)).toMatchObject({ last_message: 'encore là ?', unread_count: 1 });

    // Reading the thread changes the unread count, so the list changes too.
    const etag2 = changed.headers.get('etag')!;
    await thread(vendor);
    expect((await api('GET', '/api/conversations', { token: vendor.token, headers: { 'if-none-match': etag2 } })).status).toBe(200);
    // Another user's list has its own tag.
    expect((await api('GET', '/api/conversations', { token: asker.token, headers: { 'if-none-match': etag2 } })).status).toBe(200);
  });

  it('unread-count counts unread messages over every conversation; opening a thread clears them', async () => {
    const count = async (who: Session) => (await api('GET', '/api/conversations/unread-count', { token: who.token })).body;
    expect(await count(vendor)).toEqual({ count: 0 });
    await send(asker, conversation, 'un');
    await send(asker, conversation, 'deux');
    expect(await count(vendor)).toEqual({ count: 2 });
    expect(await count(asker)).toEqual({ count: 0 });
    await thread(vendor);
    expect(await count(vendor)).toEqual({ count: 0 });
    expect((await api('GET', '/api/conversations/unread-count')).status).toBe(401);
  });
});

describe('blocking', () => {
  it('a blocked party can no longer write (403 in French), nor start a new conversation; unblocking restores it', async () => {
    const [vendor, pest] = await Promise.all([signUp('Vendeuse Amel'), signUp('Insistant')]);
    const [item, other] = await Promise.all([createProduct(vendor.token), createProduct(vendor.token)]);
    const conversation = await startConversation(pest, item.id);
    expect((await send(pest, conversation, 'Bonjour')).status).toBe(201);

    const blocked = await api('POST', `/api/conversations/${conversation}/block`, { token: vendor.token });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ message: 'Utilisateur bloqué', data: { id: conversation, blocked_by_me: true, blocked_me: false } });
    // Idempotent.
    expect((await api('POST', `/api/conversations/${conversation}/block`, { token: vendor.token })).status).toBe(200);
    expect(await sql('select id from user_blocks')).not.toHaveLength(0);

    const refused = await send(pest, conversation, 'Pourquoi ?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Cet utilisateur ne reçoit plus vos messages');
    const viaMessages = await api('POST', '/api/messages', { token: pest.token, body: { content: 'Et ici ?', conversation_id: conversation } });
    expect(viaMessages.status).toBe(403);
    const newThread = await api('POST', '/api/conversations', { token: pest.token, body: { product_id: other.id } });
    expect(newThread.status).toBe(403);
    expect(newThread.body.error.message).toBe('Ce vendeur ne reçoit plus vos messages');

    const pestView = (await api('GET', '/api/conversations', { token: pest.token })).body.data.find((c: { id: string }) => c.id === conversation);
    expect(pestView).toMatchObject({ blocked_me: true, blocked_by_me: false });
    const ownSide = await send(vendor, conversation, 'Je réponds quand même');
    expect(ownSide.status).toBe(403);
    expect(ownSide.body.error.message).toBe('Vous avez bloqué cet utilisateur : débloquez-le pour lui écrire');

    const stranger = await signUp('Curieux');
    expect((await api('POST', `/api/conversations/${conversation}/block`, { token: stranger.token })).status).toBe(403);
    expect((await api('POST', `/api/conversations/${conversation}/block`)).status).toBe(401);
    expect((await api('POST', `/api/conversations/${conversation}/block`, { token: vendor.token, body: { reason: 'x' } })).status).toBe(400);

    const unblocked = await api('DELETE', `/api/conversations/${conversation}/block`, { token: vendor.token });
    expect(unblocked.body).toMatchObject({ message: 'Utilisateur débloqué', data: { blocked_by_me: false } });
    expect((await send(pest, conversation, 'Merci')).status).toBe(201);
  });

  it('account deletion removes the blocks the account made or received', async () => {
    const [vendor, pest] = await Promise.all([signUp('Vendeur parti'), signUp('Bloqué')]);
    const item = await createProduct(vendor.token);
    const conversation = await startConversation(pest, item.id);
    await api('POST', `/api/conversations/${conversation}/block`, { token: vendor.token });
    const before = await sql<{ n: number }>('select count(*) as n from user_blocks');
    expect((await api('DELETE', '/api/auth/delete-account', { token: vendor.token, body: { password: 'Jasmin-Carthage-77' } })).status).toBe(200);
    const after = await sql<{ n: number }>('select count(*) as n from user_blocks');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) - 1);
  });
});
