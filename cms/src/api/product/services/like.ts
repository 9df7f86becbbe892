import type { Core } from '@strapi/strapi';
import { MESSAGES, LIKES_TO_PROMOTE, messageCode, notificationText, type NotificationText } from '@souk/domain';
import type { Knex } from 'knex';
import { dbDate, isPostgres, isUniqueViolation, keepProduct, newDocumentId, toBool } from '../../../db/sql';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { clearProductReadsAfterLike, likeTargets, type LikeTarget } from '../utils/read-cache';
import { getService } from '../../../services';
import { runPrepared } from '../../../framework/prepared';
import { TABLES } from '../../../db/tables';
import { notificationRow, preferenceColumn } from '../../notification/services/notification';
import { forgetUnread } from '../../notification/utils/unread-cache';

/**
 * A like, the counter, the automatic promotion and the owner's notifications, all or nothing.
 * The unique index on likes.pair_key makes a double click (or 20 parallel ones) count once; the
 * counter moves by a single UPDATE, never read-modify-write; the promotion matches only a product
 * not yet promoted, so exactly one like promotes it.
 *
 * On PostgreSQL it is ONE prepared statement (data-modifying CTEs, below), and what the like needs
 * to know about the listing (owner, title) is kept between likes (read-cache.ts): a like is one
 * round trip instead of eleven, which is what 200 people liking at once are limited by
 * (ARCHITECTURE "Hot paths"). The product row is locked from the start of that statement to its
 * commit, a fraction of a millisecond. SQLite has no data-modifying CTEs: there it is a
 * transaction (SQLite has a single writer anyway).
 */
/** likes.pair_key, the unique index that makes a like count once. */
const pairKey = (userId: number, productId: number) => `${userId}:${productId}`;

interface Liker {
  id: number;
  display_name?: string | null;
  username?: string;
}

interface Liked {
  newLikeCount: number;
  wasPromoted: boolean;
}

const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  pairKey,

  async isLiked(userId: number, productDocumentId: string): Promise<boolean> {
    const product = await strapi.db.connection(TABLES.products).where('document_id', productDocumentId).first('id');
    if (!product) throw notFound('productNotFound');
    const like = await strapi.db.connection(TABLES.likes).where('pair_key', pairKey(userId, Number(product.id))).first('id');
    return Boolean(like);
  },

  async like(user: Liker, productDocumentId: string) {
    const product = await likeTargets.wrap(productDocumentId, () => getService('product').ownership(productDocumentId));
    if (!product) likeTargets.delete(productDocumentId); // not kept: it may be created in a moment
    if (!product || product.hidden) throw notFound('productNotFound');
    if (product.ownerId === user.id) throw forbidden('ownProductLike');
    const who = user.display_name || user.username || MESSAGES.someone;
    const texts = {
      like: notificationText('likeNotificationText', who, product.title),
      promotion: notificationText('promotedByLikesText', product.title, LIKES_TO_PROMOTE),
    };

    // A double click: while this user's like of this listing is under way in this process, the
    // second click waits for it instead of queueing a statement behind its row lock; if the first
    // counted, the second is "already liked". (Clicks that reach two replicas meet at the unique index.)
    const pair = pairKey(user.id, product.id);
    const first = likesUnderWay.get(pair);
    if (first && (await first.then(() => true, () => false))) throw conflict('alreadyLiked');

    const attempt = isPostgres(strapi) ? likeInOneStatement(strapi, user.id, product, texts) : likeInTransaction(strapi, user.id, product, texts);
    likesUnderWay.set(pair, attempt);
    let result: Liked;
    try {
      result = await attempt;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('alreadyLiked');
      throw error;
    } finally {
      if (likesUnderWay.get(pair) === attempt) likesUnderWay.delete(pair);
    }
    await clearProductReadsAfterLike();
    const key = result.wasPromoted ? 'likedAndPromoted' : 'addedToFavorites';
    return { newLikeCount: result.newLikeCount, wasPromoted: result.wasPromoted, message: MESSAGES[key], code: messageCode(key) };
  },
});

type Texts = { like: NotificationText; promotion: NotificationText };

/** Likes under way in this process, by `userId:productId`. */
const likesUnderWay = new Map<string, Promise<Liked>>();

/**
 * The whole like in one PostgreSQL statement. `target` locks the product (gone or hidden since the
 * ownership read: nothing is written, 404) and reads whether it was already promoted; `liked` is
 * empty when the user already liked it (409), and everything after it writes nothing then. The
 * counter's UPDATE sees the newest committed count (READ COMMITTED re-reads a row it waited for).
 */
async function likeInOneStatement(strapi: Core.Strapi, userId: number, product: LikeTarget, texts: Texts): Promise<Liked> {
  const now = new Date();
  const link = `/product/${product.documentId}`;
  // A row's values go in as one JSON document read by json_populate_record (each value takes its
  // column's type); its timestamps are `now`, bound like knex binds a Date.
  const columnsOf = (row: Record<string, unknown>) => {
    const names = Object.keys(row);
    return { insert: names.map((c) => `"${c}"`).join(', '), select: names.map((c) => (row[c] instanceof Date ? 'CAST(:now AS timestamp)' : `r."${c}"`)).join(', ') };
  };
  const note = (type: 'like' | 'promotion') => {
    const row = notificationRow({ type, text: texts[type], link }, now);
    const wanted = preferenceColumn(type);
    return { json: JSON.stringify({ ...row, params: texts[type].params }), ...columnsOf(row), wanted: wanted ? `AND u."${wanted}" IS NOT FALSE` : '' };
  };
  const like = note('like');
  const promotion = note('promotion');
  const likeRow = { document_id: newDocumentId(), pair_key: pairKey(userId, product.id), created_at: now, updated_at: now, published_at: now };
  const likeColumns = columnsOf(likeRow);

  const rows = await runPrepared<{ found: number; like_count: number | null; promoted_now: boolean; notes: number }>(
    strapi,
    strapi.db.connection.raw(
    `WITH target AS (
       SELECT id, coalesce(is_promoted, false) AS was_promoted FROM ${TABLES.products} WHERE id = CAST(:productId AS integer) AND is_hidden IS NOT TRUE FOR UPDATE
     ), liked AS (
       INSERT INTO ${TABLES.likes} (${likeColumns.insert})
       SELECT ${likeColumns.select} FROM target, json_populate_record(NULL::${TABLES.likes}, CAST(:likeRow AS json)) r
       ON CONFLICT (pair_key) DO NOTHING
       RETURNING id
     ), by_user AS (
       INSERT INTO ${TABLES.likeUser} (like_id, user_id) SELECT id, CAST(:userId AS integer) FROM liked
     ), on_product AS (
       INSERT INTO ${TABLES.likeProduct} (like_id, product_id) SELECT id, CAST(:productId AS integer) FROM liked
     ), counted AS (
       UPDATE ${TABLES.products} p
          SET like_count = coalesce(p.like_count, 0) + 1,
              is_promoted = coalesce(p.is_promoted, false) OR coalesce(p.like_count, 0) + 1 >= CAST(:threshold AS integer),
              promoted_at = CASE WHEN NOT coalesce(p.is_promoted, false) AND coalesce(p.like_count, 0) + 1 >= CAST(:threshold AS integer) THEN CAST(:now AS timestamp) ELSE p.promoted_at END
         FROM target t
        WHERE p.id = t.id AND EXISTS (SELECT 1 FROM liked)
       RETURNING p.like_count, p.is_promoted AND NOT t.was_promoted AS promoted_now
     ), like_note AS (
       INSERT INTO ${TABLES.notifications} (${like.insert})
       SELECT ${like.select} FROM liked, json_populate_record(NULL::${TABLES.notifications}, CAST(:likeNote AS json)) r
         JOIN up_users u ON u.id = CAST(:ownerId AS integer) ${like.wanted}
       RETURNING id
     ), like_note_to AS (
       INSERT INTO ${TABLES.notificationRecipient} (notification_id, user_id) SELECT id, CAST(:ownerId AS integer) FROM like_note
     ), promotion_note AS (
       INSERT INTO ${TABLES.notifications} (${promotion.insert})
       SELECT ${promotion.select} FROM counted, json_populate_record(NULL::${TABLES.notifications}, CAST(:promotionNote AS json)) r
         JOIN up_users u ON u.id = CAST(:ownerId AS integer) ${promotion.wanted}
        WHERE counted.promoted_now
       RETURNING id
     ), promotion_note_to AS (
       INSERT INTO ${TABLES.notificationRecipient} (notification_id, user_id) SELECT id, CAST(:ownerId AS integer) FROM promotion_note
     )
     SELECT (SELECT count(*) FROM target)::int AS found,
            (SELECT like_count FROM counted) AS like_count,
            coalesce((SELECT promoted_now FROM counted), false) AS promoted_now,
            (SELECT count(*) FROM like_note)::int + (SELECT count(*) FROM promotion_note)::int AS notes`,
    {
      productId: product.id,
      userId,
      ownerId: product.ownerId,
      threshold: LIKES_TO_PROMOTE,
      now,
      likeRow: JSON.stringify(likeRow),
      likeNote: like.json,
      promotionNote: promotion.json,
    }),
  );
  const row = rows[0]!;
  if (row.found === 0) throw notFound('productNotFound');
  if (row.like_count === null) throw conflict('alreadyLiked');
  // The owner's unread count changed (notifications.create forgets it on the transaction's path).
  if (row.notes > 0 && product.ownerId !== null) await forgetUnread(product.ownerId);
  return { newLikeCount: Number(row.like_count), wasPromoted: row.promoted_now === true };
}

/** The same like as a transaction, for SQLite. */
async function likeInTransaction(strapi: Core.Strapi, userId: number, product: LikeTarget, texts: Texts): Promise<Liked> {
  const notifications = getService('notification');
  const link = `/product/${product.documentId}`;
  return strapi.db.connection.transaction(async (trx) => {
    if (!(await keepProduct(strapi, trx, product.id))) throw notFound('productNotFound');
    const now = dbDate(strapi);
    // The like first: a second click waits here for the first one's commit, then is refused.
    const [row] = await trx(TABLES.likes)
      .insert({ document_id: newDocumentId(), pair_key: pairKey(userId, product.id), created_at: now, updated_at: now, published_at: now })
      .returning('id');
    const likeId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
    await trx(TABLES.likeUser).insert({ like_id: likeId, user_id: userId });
    await trx(TABLES.likeProduct).insert({ like_id: likeId, product_id: product.id });
    if (product.ownerId !== null) {
      await notifications.create({ recipientId: product.ownerId, type: 'like', text: texts.like, link }, trx);
    }

    // The counter last: the row is locked from here to the commit only.
    const counted = await countLike(trx, product.id);
    if (!counted) throw notFound('productNotFound');
    let wasPromoted = false;
    if (!counted.promoted && counted.likeCount >= LIKES_TO_PROMOTE) {
      const promotedRows = await trx(TABLES.products).where('id', product.id).where('is_promoted', false).update({ is_promoted: true, promoted_at: now });
      wasPromoted = Number(promotedRows) === 1;
      if (wasPromoted && product.ownerId !== null) {
        await notifications.create({ recipientId: product.ownerId, type: 'promotion', text: texts.promotion, link }, trx);
      }
    }
    return { newLikeCount: counted.likeCount, wasPromoted };
  });
}

/** One more like on the counter; answers the new count and whether the product was already promoted, or null when it is gone. */
async function countLike(trx: Knex.Transaction, productId: number): Promise<{ likeCount: number; promoted: boolean } | null> {
  const rows = (await trx(TABLES.products)
    .where('id', productId)
    .increment('like_count', 1)
    .returning(['like_count', 'is_promoted'])) as unknown as Array<{ like_count: unknown; is_promoted: unknown }>;
  const row = rows[0];
  if (!row) return null;
  return { likeCount: Number(row.like_count ?? 0), promoted: toBool(row.is_promoted) };
}

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    like: typeof service;
  }
}
