import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LIKES_TO_PROMOTE, type NotificationText } from '@souk/domain';
import { dbDate, isPostgres, newDocumentId, toBool } from '../../../db/sql';
import { conflict, notFound } from '../../../http/errors';
import { getService } from '../../../services';
import { runPrepared } from '../../../framework/prepared';
import { TABLES } from '../../../db/tables';
import { notificationRow, preferenceColumn } from '../../notification/services/notification';
import { forgetUnread } from '../../notification/utils/unread-cache';
import type { LikeTarget } from './read-cache';

/**
 * The like rule, all or nothing:
 * 1. one like per user and listing: the unique index on likes.pair_key makes a double click (or 20
 *    parallel ones) count once (409 for the others);
 * 2. the listing (not hidden, still there) counts it by a single UPDATE, never read-modify-write
 *    (`COUNT_AND_PROMOTE` below, the same SQL on both databases);
 * 3. the like that brings it to LIKES_TO_PROMOTE promotes it, once (a listing already promoted,
 *    e.g. by an admin, is not promoted again);
 * 4. the owner is told of the like, and of the promotion, unless their settings say not to.
 *
 * How each database runs it: PostgreSQL in ONE prepared statement of data-modifying CTEs (one
 * round trip instead of eleven, what 200 people liking at once are limited by; the product row is
 * locked from the start of the statement to its commit, a fraction of a millisecond); SQLite, which
 * has no data-modifying CTEs and a single writer, in a transaction of the same steps.
 */

/** likes.pair_key, the unique index that makes a like count once. */
export const pairKey = (userId: number, productId: number) => `${userId}:${productId}`;

export interface Liked {
  newLikeCount: number;
  wasPromoted: boolean;
}

export type LikeTexts = { like: NotificationText; promotion: NotificationText };

/** Rule 2 and 3 as one SET list: :threshold is LIKES_TO_PROMOTE, :now the like's time. */
const COUNT_AND_PROMOTE = `like_count = coalesce(like_count, 0) + 1,
       is_promoted = coalesce(is_promoted, false) OR coalesce(like_count, 0) + 1 >= CAST(:threshold AS integer),
       promoted_at = CASE WHEN NOT coalesce(is_promoted, false) AND coalesce(like_count, 0) + 1 >= CAST(:threshold AS integer) THEN :now ELSE promoted_at END`;

/** Records one like of `product` by `userId` with the owner's notifications; throws 404 (gone or hidden) or 409 (already liked). */
export function recordLike(strapi: Core.Strapi, userId: number, product: LikeTarget, texts: LikeTexts): Promise<Liked> {
  return isPostgres(strapi) ? likeInOneStatement(strapi, userId, product, texts) : likeInTransaction(strapi, userId, product, texts);
}

/**
 * The whole like in one PostgreSQL statement. `target` locks the product (gone or hidden since the
 * ownership read: nothing is written, 404) and reads whether it was already promoted; `liked` is
 * empty when the user already liked it (409), and everything after it writes nothing then. The
 * counter's UPDATE sees the newest committed count (READ COMMITTED re-reads a row it waited for).
 */
async function likeInOneStatement(strapi: Core.Strapi, userId: number, product: LikeTarget, texts: LikeTexts): Promise<Liked> {
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
       SELECT id, coalesce(is_promoted, false) AS was_promoted FROM ${TABLES.products} WHERE id = CAST(:productId AS integer) AND is_hidden IS NOT TRUE AND lifecycle = 'active' FOR UPDATE
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
          SET ${COUNT_AND_PROMOTE.replace(':now', 'CAST(:now AS timestamp)')}
         FROM target t
        WHERE p.id = t.id AND EXISTS (SELECT 1 FROM liked)
       RETURNING p.like_count, p.is_promoted AND NOT t.was_promoted AS promoted_now
     ), like_note AS (
       INSERT INTO ${TABLES.notifications} (${like.insert})
       SELECT ${like.select} FROM liked, json_populate_record(NULL::${TABLES.notifications}, CAST(:likeNote AS json)) r
         JOIN ${TABLES.users} u ON u.id = CAST(:ownerId AS integer) ${like.wanted}
       RETURNING id
     ), like_note_to AS (
       INSERT INTO ${TABLES.notificationRecipient} (notification_id, user_id) SELECT id, CAST(:ownerId AS integer) FROM like_note
     ), promotion_note AS (
       INSERT INTO ${TABLES.notifications} (${promotion.insert})
       SELECT ${promotion.select} FROM counted, json_populate_record(NULL::${TABLES.notifications}, CAST(:promotionNote AS json)) r
         JOIN ${TABLES.users} u ON u.id = CAST(:ownerId AS integer) ${promotion.wanted}
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

/** The same rule as a transaction, for SQLite (one writer at a time: the steps never interleave). */
async function likeInTransaction(strapi: Core.Strapi, userId: number, product: LikeTarget, texts: LikeTexts): Promise<Liked> {
  const notifications = getService('notification');
  const link = `/product/${product.documentId}`;
  return strapi.db.connection.transaction(async (trx) => {
    const target = await trx(TABLES.products).where('id', product.id).where((w) => w.whereNull('is_hidden').orWhere('is_hidden', false)).where('lifecycle', 'active').first('id', 'is_promoted');
    if (!target) throw notFound('productNotFound');
    const wasPromoted = toBool(target.is_promoted);
    const now = dbDate(strapi);
    // The like first: a second click is refused by the unique index (rule 1).
    const [row] = await trx(TABLES.likes)
      .insert({ document_id: newDocumentId(), pair_key: pairKey(userId, product.id), created_at: now, updated_at: now, published_at: now })
      .returning('id');
    const likeId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
    await trx(TABLES.likeUser).insert({ like_id: likeId, user_id: userId });
    await trx(TABLES.likeProduct).insert({ like_id: likeId, product_id: product.id });
    const counted = await countAndPromote(trx, product.id, now);
    const promotedNow = !wasPromoted && counted.promoted;
    if (product.ownerId !== null) {
      await notifications.create({ recipientId: product.ownerId, type: 'like', text: texts.like, link }, trx);
      if (promotedNow) await notifications.create({ recipientId: product.ownerId, type: 'promotion', text: texts.promotion, link }, trx);
    }
    return { newLikeCount: counted.likeCount, wasPromoted: promotedNow };
  });
}

/** Rules 2 and 3 on SQLite: the same SET list as PostgreSQL's statement. */
async function countAndPromote(trx: Knex.Transaction, productId: number, now: Date | number): Promise<{ likeCount: number; promoted: boolean }> {
  const result = (await trx.raw(`UPDATE ${TABLES.products} SET ${COUNT_AND_PROMOTE} WHERE id = :productId RETURNING like_count, is_promoted`, {
    threshold: LIKES_TO_PROMOTE,
    now,
    productId,
  })) as unknown as Array<{ like_count: unknown; is_promoted: unknown }>;
  const row = result[0];
  if (!row) throw conflict('alreadyLiked');
  return { likeCount: Number(row.like_count ?? 0), promoted: toBool(row.is_promoted) };
}
