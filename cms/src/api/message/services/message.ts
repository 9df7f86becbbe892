import type { Core } from '@strapi/strapi';
import { MESSAGES, notificationText, type PageRequest as Pagination, type ApiMessage, type ThreadCursors, type ThreadQuery } from '@souk/domain';
import type { Knex } from 'knex';
import { dbDate, newDocumentId, toBool, toIso } from '../../../db/sql';
import { hasContactDetails } from '../utils/contact-warning';
import { conflict, forbidden } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import { blockKey, type ConversationRef } from '../../conversation/services/conversation';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';


const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Messages of a conversation. A message, the conversation's last activity and the recipient's
 * notification are written in one transaction; reading a thread marks the other side's messages
 * as read.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const base = (db: Knex) =>
    db(`${TABLES.messages} as m`)
      .join(`${TABLES.messageConversation} as mc`, 'mc.message_id', 'm.id')
      .join(`${TABLES.conversations} as c`, 'c.id', 'mc.conversation_id')
      .leftJoin(`${TABLES.messageSender} as ms`, 'ms.message_id', 'm.id')
      .leftJoin(`${TABLES.users} as su`, 'su.id', 'ms.user_id')
      .leftJoin(`${TABLES.messageRecipient} as mr`, 'mr.message_id', 'm.id')
      .leftJoin(`${TABLES.users} as ru`, 'ru.id', 'mr.user_id')
      .select('m.id', 'm.document_id', 'm.content', 'm.created_at', 'm.read_at', 'm.warning', 'c.document_id as conversation_document_id', 'ms.user_id as sender_id', 'su.document_id as sender_document_id', 'ru.document_id as recipient_document_id');

  const serialize = (userId: number) => (r: Record<string, unknown>): ApiMessage => ({
    id: String(r.document_id),
    conversation_id: String(r.conversation_document_id),
    content: String(r.content),
    sender_id: (r.sender_document_id as string | null) ?? null,
    recipient_id: (r.recipient_document_id as string | null) ?? null,
    created_at: toIso(r.created_at),
    read_at: toIso(r.read_at),
    warning: toBool(r.warning),
    is_mine: Number(r.sender_id) === userId,
  });

  /** The newest page first (page 1 = latest messages), each page in reading order. */
  async function page(userId: number, conversationIds: number[], pagination: Pagination) {
    if (conversationIds.length === 0) {
      const empty = paginated<ApiMessage>([], pagination, 0);
      return { ...empty, meta: { ...empty.meta, cursors: { newest: null, oldest: null, hasOlder: false } as ThreadCursors, hasNewer: false } };
    }
    const [rows, total] = await Promise.all([
      base(knex()).whereIn('mc.conversation_id', conversationIds).orderBy('m.id', 'desc').limit(pagination.pageSize).offset(offsetOf(pagination)),
      knex()(TABLES.messageConversation).whereIn('conversation_id', conversationIds).count({ n: 'message_id' }).first(),
    ]);
    const list = rows as Array<Record<string, unknown>>;
    const data = list.map(serialize(userId)).reverse();
    const ids = list.map((r) => Number(r.id));
    const cursors: ThreadCursors = {
      newest: ids.length > 0 ? Math.max(...ids) : null,
      oldest: ids.length > 0 ? Math.min(...ids) : null,
      hasOlder: countOf(total) > offsetOf(pagination) + list.length,
    };
    const result = paginated(data, pagination, countOf(total));
    return { ...result, meta: { ...result.meta, cursors, hasNewer: false } };
  }

  /**
   * A thread read by cursor: `after` → only what is newer (oldest first; nothing new costs one
   * indexed range query), `before` → the page older than that message. Cursors are message row ids.
   */
  async function byCursor(userId: number, conversationId: number, query: ThreadQuery) {
    const db = knex();
    let q = base(db).where('mc.conversation_id', conversationId).limit(query.pageSize + 1);
    if (query.after !== undefined) q = q.where('m.id', '>', query.after).orderBy('m.id', 'asc');
    else q = q.where('m.id', '<', query.before!).orderBy('m.id', 'desc');
    const rows = (await q) as Array<Record<string, unknown>>;
    const more = rows.length > query.pageSize;
    const kept = rows.slice(0, query.pageSize);
    if (query.before !== undefined) kept.reverse();
    const data = kept.map(serialize(userId));
    const ids = kept.map((r) => Number(r.id));
    const cursors: ThreadCursors =
      query.after !== undefined
        ? { newest: ids.length > 0 ? Math.max(...ids) : query.after, oldest: ids.length > 0 ? Math.min(...ids) : null, hasOlder: true }
        : { newest: ids.length > 0 ? Math.max(...ids) : null, oldest: ids.length > 0 ? Math.min(...ids) : null, hasOlder: more };
    // `after` pages past pageSize come on the next poll: the cursor moved only as far as what was sent.
    return { data, rows: kept, meta: { cursors, hasNewer: query.after !== undefined && more } };
  }

  return {
    /** Marks read what the other side sent to this user in these conversations. */
    async markRead(userId: number, conversationIds: number[]) {
      if (conversationIds.length === 0) return 0;
      const db = knex();
      const updated = await db(TABLES.messages)
        .whereIn('id', db(TABLES.messageConversation).whereIn('conversation_id', conversationIds).select('message_id'))
        .whereIn('id', db(TABLES.messageRecipient).where('user_id', userId).select('message_id'))
        .whereNull('read_at')
        .update({ read_at: dbDate(strapi), updated_at: dbDate(strapi) });
      return Number(updated);
    },

    /** Reading a thread marks it read first, so the answer already shows the new read state. */
    async thread(userId: number, conversationIds: number[], pagination: Pagination) {
      await this.markRead(userId, conversationIds);
      return page(userId, conversationIds, pagination);
    },

    /**
     * One conversation as the messages screen reads it: the latest page with its cursors, then
     * polls with `after` (marking read only when something unread arrived) and `before` when
     * scrolling up.
     */
    async threadPage(userId: number, conversationId: number, query: ThreadQuery) {
      if (query.after === undefined && query.before === undefined) return this.thread(userId, [conversationId], query);
      const { data, rows, meta } = await byCursor(userId, conversationId, query);
      if (rows.some((r) => Number(r.sender_id) !== userId && r.read_at == null)) {
        await this.markRead(userId, [conversationId]);
        const now = new Date().toISOString();
        for (const message of data) if (!message.is_mine && message.read_at === null) message.read_at = now;
      }
      return { data, meta };
    },

    /** Every message the user sent or received, newest first. */
    async listForUser(userId: number, pagination: Pagination) {
      const db = knex();
      const ids = () => db(TABLES.messageSender).where('user_id', userId).select('message_id').union(db(TABLES.messageRecipient).where('user_id', userId).select('message_id'));
      const [rows, total] = await Promise.all([
        base(db).whereIn('m.id', ids()).orderBy('m.id', 'desc').limit(pagination.pageSize).offset(offsetOf(pagination)),
        db.from(ids().as('ids')).count({ n: '*' }).first(),
      ]);
      return paginated((rows as Array<Record<string, unknown>>).map(serialize(userId)), pagination, countOf(total));
    },

    async send(conversation: ConversationRef, sender: { id: number; display_name?: string | null; username?: string }, content: string): Promise<ApiMessage> {
      const recipientId = conversation.buyerId === sender.id ? conversation.sellerId : conversation.buyerId;
      if (recipientId === null) throw conflict('recipientGone');
      const blocks = (await knex()('user_blocks').whereIn('pair_key', [blockKey(recipientId, sender.id), blockKey(sender.id, recipientId)]).select('pair_key')) as Array<{ pair_key: string }>;
      if (blocks.some((b) => b.pair_key === blockKey(recipientId, sender.id))) throw forbidden('blockedByRecipient');
      if (blocks.length > 0) throw forbidden('recipientBlockedByYou');
      const who = sender.display_name || sender.username || MESSAGES.someone;
            const documentId = newDocumentId();
      await knex().transaction(async (trx) => {
        const now = dbDate(strapi);
        const [row] = await trx(TABLES.messages)
          .insert({ document_id: documentId, content, warning: hasContactDetails(content), created_at: now, updated_at: now, published_at: now })
          .returning('id');
        const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
        const ord = await trx(TABLES.messageConversation).where('conversation_id', conversation.id).max({ n: 'message_ord' }).first();
        await trx(TABLES.messageConversation).insert({ message_id: id, conversation_id: conversation.id, message_ord: countOf(ord) + 1 });
        await trx(TABLES.messageSender).insert({ message_id: id, user_id: sender.id });
        await trx(TABLES.messageRecipient).insert({ message_id: id, user_id: recipientId });
        await trx(TABLES.conversations).where('id', conversation.id).update({ last_message_at: now, updated_at: now });
        await getService('notification').create(
          {
            recipientId,
            type: 'message',
            text: conversation.productTitle
              ? notificationText('messageAboutNotificationText', who, excerpt(conversation.productTitle, 60), excerpt(content))
              : notificationText('messageNotificationText', who, excerpt(content)),
            link: `/messages?conversation=${conversation.documentId}`,
          },
          trx,
        );
      });
      const row = await base(knex()).where('m.document_id', documentId).first();
      return serialize(sender.id)(row as Record<string, unknown>);
    },
  };
};

export default service;
export type MessageService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    message: typeof service;
  }
}
