import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { MESSAGES, type PageRequest as Pagination, type ApiConversation } from '@souk/domain';
import { dbDate, isUniqueViolation, newDocumentId, parseJson, toBool, toIso } from '../../../db/sql';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import { TABLES } from '../../../db/tables';

/**
 * One conversation per product and buyer (pair_key `productId:buyerId` carries a unique index),
 * between the buyer and the product's seller. Only these two participants ever read or write it.
 */

export interface ConversationRef {
  id: number;
  documentId: string;
  buyerId: number | null;
  sellerId: number | null;
  productId: number | null;
  productDocumentId: string | null;
  productTitle: string | null;
}

export const pairKey = (productId: number, buyerId: number) => `${productId}:${buyerId}`;
/** `user_blocks.pair_key`: who blocks, then who is blocked. */
export const blockKey = (blockerId: number, blockedId: number) => `${blockerId}:${blockedId}`;

/** The other participant of a conversation, from `userId`'s side (null once their account is gone). */
export const otherParticipant = (ref: Pick<ConversationRef, 'buyerId' | 'sellerId'>, userId: number) => (ref.buyerId === userId ? ref.sellerId : ref.buyerId);

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const refQuery = (db: Knex) =>
    db(`${TABLES.conversations} as c`)
      .leftJoin(`${TABLES.conversationBuyer} as cb`, 'cb.conversation_id', 'c.id')
      .leftJoin(`${TABLES.conversationSeller} as cs`, 'cs.conversation_id', 'c.id')
      .leftJoin(`${TABLES.conversationProduct} as cp`, 'cp.conversation_id', 'c.id')
      .leftJoin(`${TABLES.products} as p`, 'p.id', 'cp.product_id')
      .select('c.id', 'c.document_id', 'cb.user_id as buyer_id', 'cs.user_id as seller_id', 'p.id as product_id', 'p.document_id as product_document_id', 'p.title as product_title');

  const toRef = (r: Record<string, unknown>): ConversationRef => ({
    id: Number(r.id),
    documentId: String(r.document_id),
    buyerId: r.buyer_id == null ? null : Number(r.buyer_id),
    sellerId: r.seller_id == null ? null : Number(r.seller_id),
    productId: r.product_id == null ? null : Number(r.product_id),
    productDocumentId: (r.product_document_id as string | null) ?? null,
    productTitle: (r.product_title as string | null) ?? null,
  });

  /** Ids of the conversations a user takes part in, on either side. */
  const idsOf = (db: Knex, userId: number) =>
    db(TABLES.conversationBuyer).where('user_id', userId).select('conversation_id').union(db(TABLES.conversationSeller).where('user_id', userId).select('conversation_id'));

  /** Conversation rows as `userId` sees them (the other participant, their unread count). */
  async function rows(userId: number, conversationIds: Knex.QueryBuilder | number[], page?: Pagination): Promise<ApiConversation[]> {
    const db = knex();
    let q = db(`${TABLES.conversations} as c`)
      .leftJoin(`${TABLES.conversationBuyer} as cb`, 'cb.conversation_id', 'c.id')
      .leftJoin(`${TABLES.users} as b`, 'b.id', 'cb.user_id')
      .leftJoin(`${TABLES.conversationSeller} as cs`, 'cs.conversation_id', 'c.id')
      .leftJoin(`${TABLES.users} as s`, 's.id', 'cs.user_id')
      .leftJoin(`${TABLES.conversationProduct} as cp`, 'cp.conversation_id', 'c.id')
      .leftJoin(`${TABLES.products} as p`, 'p.id', 'cp.product_id')
      .whereIn('c.id', conversationIds)
      .select(
        'c.id', 'c.document_id', 'c.created_at', 'c.last_message_at', 'p.id as product_row_id', 'p.document_id as product_document_id', 'p.title as product_title',
        'b.id as buyer_id', 'b.document_id as buyer_document_id', 'b.display_name as buyer_name', 'b.username as buyer_username', 'b.email as buyer_email', 'b.show_email as buyer_show_email',
        's.id as seller_id', 's.document_id as seller_document_id', 's.display_name as seller_name', 's.username as seller_username', 's.email as seller_email', 's.show_email as seller_show_email',
      )
      .orderByRaw('coalesce(c.last_message_at, c.created_at) desc')
      .orderBy('c.id', 'desc');
    if (page) q = q.limit(page.pageSize).offset(offsetOf(page));
    const list = (await q) as Array<Record<string, unknown>>;
    if (list.length === 0) return [];
    const ids = list.map((r) => Number(r.id));

    // The latest message of each conversation (ids grow with time) and the caller's unread counts.
    const [lastMessages, unread] = await Promise.all([
      db(`${TABLES.messages} as m`)
        .join(`${TABLES.messageConversation} as mc`, 'mc.message_id', 'm.id')
        .whereIn('m.id', db(TABLES.messageConversation).whereIn('conversation_id', ids).max('message_id').groupBy('conversation_id'))
        .select('mc.conversation_id', 'm.content', 'm.created_at'),
      db(`${TABLES.messages} as m`)
        .join(`${TABLES.messageConversation} as mc`, 'mc.message_id', 'm.id')
        .join(`${TABLES.messageRecipient} as mr`, 'mr.message_id', 'm.id')
        .whereIn('mc.conversation_id', ids)
        .where('mr.user_id', userId)
        .whereNull('m.read_at')
        .groupBy('mc.conversation_id')
        .select('mc.conversation_id')
        .count({ n: 'm.id' }),
    ]);
    const productIds = [...new Set(list.map((r) => r.product_row_id).filter((id) => id != null).map(Number))];
    const imageRows = productIds.length === 0 ? [] : ((await db('files_related_mph as m')
      .join('files as f', 'f.id', 'm.file_id')
      .where('m.related_type', 'api::product.product')
      .where('m.field', 'images')
      .whereIn('m.related_id', productIds)
      .orderBy([{ column: 'm.related_id' }, { column: 'm.order', order: 'desc' }, { column: 'm.id', order: 'desc' }])
      .select('m.related_id', 'f.url', 'f.formats')) as Array<Record<string, unknown>>);
    // The list shows one small picture per listing: its first image, in the thumbnail format when there is one.
    const thumbnails = new Map<number, string>();
    for (const row of imageRows) {
      const formats = parseJson<Record<string, { url?: string }>>(row.formats, {});
      thumbnails.set(Number(row.related_id), formats.thumbnail?.url ?? String(row.url));
    }
    const otherOf = (r: Record<string, unknown>) => Number(Number(r.buyer_id) === userId ? r.seller_id : r.buyer_id);
    const keys = list.filter((r) => r.buyer_id != null && r.seller_id != null).flatMap((r) => [blockKey(userId, otherOf(r)), blockKey(otherOf(r), userId)]);
    const blocks = new Set(keys.length > 0 ? ((await db('user_blocks').whereIn('pair_key', keys).select('pair_key')) as Array<{ pair_key: string }>).map((b) => b.pair_key) : []);
    const last = new Map((lastMessages as Array<Record<string, unknown>>).map((m) => [Number(m.conversation_id), m]));
    const unreadBy = new Map((unread as Array<Record<string, unknown>>).map((u) => [Number(u.conversation_id), countOf(u)]));

    return list.map((r) => {
      const iAmBuyer = Number(r.buyer_id) === userId;
      const other = iAmBuyer ? 'seller' : 'buyer';
      const lastMessage = last.get(Number(r.id));
      const otherId = r[`${other}_document_id`] as string | null;
      return {
        id: String(r.document_id),
        product_id: (r.product_document_id as string | null) ?? null,
        product_title: (r.product_title as string | null) ?? null,
        product_image: r.product_row_id == null ? null : (thumbnails.get(Number(r.product_row_id)) ?? null),
        buyer_id: (r.buyer_document_id as string | null) ?? null,
        seller_id: (r.seller_document_id as string | null) ?? null,
        other_user_id: otherId ?? null,
        other_user_name: otherId ? String(r[`${other}_name`] || r[`${other}_username`]) : MESSAGES.deletedUserName,
        other_user_email: otherId && toBool(r[`${other}_show_email`]) ? String(r[`${other}_email`]) : null,
        last_message: lastMessage ? String(lastMessage.content) : null,
        last_message_time: toIso(lastMessage?.created_at ?? r.last_message_at),
        unread_count: unreadBy.get(Number(r.id)) ?? 0,
        created_at: toIso(r.created_at),
        blocked_by_me: blocks.has(blockKey(userId, otherOf(r))),
        blocked_me: blocks.has(blockKey(otherOf(r), userId)),
      };
    });
  }

  return {
    async findRef(documentId: string): Promise<ConversationRef | null> {
      const row = await refQuery(knex()).where('c.document_id', documentId).first();
      return row ? toRef(row as Record<string, unknown>) : null;
    },

    /** The conversation if the user takes part in it: 404 when unknown, 403 when someone else's. */
    async forParticipant(documentId: string, userId: number): Promise<ConversationRef> {
      const ref = await this.findRef(documentId);
      if (!ref) throw notFound('conversationNotFound');
      if (ref.buyerId !== userId && ref.sellerId !== userId) throw forbidden('notAParticipant');
      return ref;
    },

    /** The caller's conversations about one product (one as a buyer; one per buyer as its seller). */
    async aboutProduct(productDocumentId: string, userId: number): Promise<ConversationRef[]> {
      const product = await knex()(TABLES.products).where('document_id', productDocumentId).first('id');
      if (!product) throw notFound('productNotFound');
      const list = await refQuery(knex())
        .where('cp.product_id', product.id)
        .where((q) => q.where('cb.user_id', userId).orWhere('cs.user_id', userId))
        .orderBy('c.id', 'asc');
      return (list as Array<Record<string, unknown>>).map(toRef);
    },

    /**
     * The buyer's conversation about a product, started if needed: idempotent per product and
     * buyer (a concurrent double click meets the unique index and reads the winner's row).
     */
    async getOrCreate(buyerId: number, productDocumentId: string, sellerDocumentId?: string): Promise<{ ref: ConversationRef; created: boolean }> {
      const product = await knex()(`${TABLES.products} as p`)
        .leftJoin(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
        .leftJoin(`${TABLES.users} as u`, 'u.id', 'po.user_id')
        .where('p.document_id', productDocumentId)
        .first('p.id', 'p.lifecycle', 'u.id as owner_id', 'u.document_id as owner_document_id', 'u.allow_messages');
      if (!product) throw notFound('productNotFound');
      if (product.owner_id == null) throw notFound('productNotFound');
      const sellerId = Number(product.owner_id);
      if (sellerId === buyerId) throw forbidden('ownProductConversation');
      if (sellerDocumentId !== undefined && sellerDocumentId !== product.owner_document_id) throw badRequest('sellerMismatch');

      const key = pairKey(Number(product.id), buyerId);
      const existing = await knex()(TABLES.conversations).where('pair_key', key).first('document_id');
      if (existing) return { ref: (await this.findRef(String(existing.document_id)))!, created: false };
      // A sold or expired listing starts no new conversation; one already started goes on (decision 84).
      if (product.lifecycle != null && product.lifecycle !== 'active') throw conflict('listingUnavailable');
      if (await this.isBlocked(sellerId, buyerId)) throw forbidden('blockedBySeller');
      // allow_messages null means "never set": messages are allowed by default.
      if (product.allow_messages !== null && product.allow_messages !== undefined && !toBool(product.allow_messages)) throw forbidden('sellerClosed');

      const documentId = newDocumentId();
      try {
        await knex().transaction(async (trx) => {
          const now = dbDate(strapi);
          const [row] = await trx(TABLES.conversations)
            .insert({ document_id: documentId, pair_key: key, created_at: now, updated_at: now, published_at: now })
            .returning('id');
          const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
          await trx(TABLES.conversationProduct).insert({ conversation_id: id, product_id: product.id });
          await trx(TABLES.conversationBuyer).insert({ conversation_id: id, user_id: buyerId });
          await trx(TABLES.conversationSeller).insert({ conversation_id: id, user_id: sellerId });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await knex()(TABLES.conversations).where('pair_key', key).first('document_id');
        return { ref: (await this.findRef(String(winner!.document_id)))!, created: false };
      }
      return { ref: (await this.findRef(documentId))!, created: true };
    },

    /** The caller's conversations, most recent activity first. */
    async list(userId: number, pagination: Pagination) {
      const [data, total] = await Promise.all([
        rows(userId, idsOf(knex(), userId), pagination),
        knex().from(idsOf(knex(), userId).as('ids')).count({ n: '*' }).first(),
      ]);
      return paginated(data, pagination, countOf(total));
    },

    /**
     * A fingerprint of what the caller's conversation list shows (how many, the latest activity,
     * unread messages, blocks): equal fingerprints mean an unchanged list, so a poll can answer
     * 304 after three aggregate queries instead of building every row.
     */
    async listVersion(userId: number): Promise<string> {
      const db = knex();
      const [activity, unread, blocks] = await Promise.all([
        db('conversations').whereIn('id', idsOf(db, userId)).count({ n: '*' }).max({ latest: 'last_message_at' }).max({ started: 'created_at' }).first(),
        this.unreadCount(userId),
        db('user_blocks').where('pair_key', 'like', `${userId}:%`).orWhere('pair_key', 'like', `%:${userId}`).count({ n: '*' }).max({ last: 'id' }).first(),
      ]);
      const a = (activity ?? {}) as Record<string, unknown>;
      const b = (blocks ?? {}) as Record<string, unknown>;
      return [countOf(a), toIso(a.latest) ?? '', toIso(a.started) ?? '', unread, countOf(b), String(b.last ?? '')].join('|');
    },

    /** Messages sent to the user and not read yet, over every conversation (the header badge). */
    async unreadCount(userId: number): Promise<number> {
      const row = await knex()('messages_recipient_lnk as mr')
        .join('messages as m', 'm.id', 'mr.message_id')
        .where('mr.user_id', userId)
        .whereNull('m.read_at')
        .count({ n: 'm.id' })
        .first();
      return countOf(row);
    },

    async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
      return Boolean(await knex()('user_blocks').where('pair_key', blockKey(blockerId, blockedId)).first('id'));
    },

    /** The caller stops receiving messages from the conversation's other participant (idempotent). */
    async block(ref: ConversationRef, userId: number): Promise<void> {
      const other = otherParticipant(ref, userId);
      if (other === null) return;
      const key = blockKey(userId, other);
      if (await this.isBlocked(userId, other)) return;
      try {
        await knex().transaction(async (trx) => {
          const now = dbDate(strapi);
          const [row] = await trx('user_blocks').insert({ document_id: newDocumentId(), pair_key: key, created_at: now, updated_at: now, published_at: now }).returning('id');
          const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
          await trx('user_blocks_blocker_lnk').insert({ block_id: id, user_id: userId });
          await trx('user_blocks_blocked_lnk').insert({ block_id: id, user_id: other });
        });
      } catch (error) {
        // A concurrent block of the same person already did it.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    async unblock(ref: ConversationRef, userId: number): Promise<void> {
      const other = otherParticipant(ref, userId);
      if (other === null) return;
      await knex().transaction(async (trx) => {
        const rows = (await trx('user_blocks').where('pair_key', blockKey(userId, other)).select('id')) as Array<{ id: number }>;
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return;
        await trx('user_blocks_blocker_lnk').whereIn('block_id', ids).delete();
        await trx('user_blocks_blocked_lnk').whereIn('block_id', ids).delete();
        await trx('user_blocks').whereIn('id', ids).delete();
      });
    },

    async one(ref: ConversationRef, userId: number): Promise<ApiConversation> {
      const [row] = await rows(userId, [ref.id]);
      return row!;
    },
  };
};

export default service;
export type ConversationService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    conversation: typeof service;
  }
}
