import type { Core } from '@strapi/strapi';
import { MESSAGES, LIKES_TO_PROMOTE, notificationText } from '@souk/domain';
import type { Knex } from 'knex';
import { dbDate, isUniqueViolation, keepProduct, newDocumentId, toBool } from '../../../lib/db';
import { conflict, forbidden, notFound } from '../../../lib/http-error';
import { clearProductReads } from '../utils/read-cache';
import { getService } from '../../../lib/services';
import { TABLES } from '../../../lib/tables';

/**
 * A like, the counter, the automatic promotion and the owner's notifications in one transaction.
 * The unique index on likes.pair_key makes a double click (or 20 parallel ones) count once; the
 * counter moves by a single UPDATE, never read-modify-write; the promotion UPDATE matches only a
 * product not yet promoted, so exactly one like promotes it.
 *
 * What it costs under many likes at once (ARCHITECTURE "Hot paths"): the product row is shared by
 * everyone liking it, so it is locked exclusively only by the counter's UPDATE, the last statement
 * before commit. Until then the transaction holds it with `FOR KEY SHARE` (PostgreSQL), which other
 * likes share but a deletion's `FOR UPDATE` waits for: a product deleted at the same time either
 * waits for this like (and removes it with the product) or is gone before (404, nothing written).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  pairKey: (userId: number, productId: number) => `${userId}:${productId}`,

  async isLiked(userId: number, productDocumentId: string): Promise<boolean> {
    const product = await strapi.db.connection(TABLES.products).where('document_id', productDocumentId).first('id');
    if (!product) throw notFound('productNotFound');
    const like = await strapi.db.connection(TABLES.likes).where('pair_key', `${userId}:${product.id}`).first('id');
    return Boolean(like);
  },

  async like(user: { id: number; display_name?: string | null; username?: string }, productDocumentId: string) {
    const product = await getService('product').ownership(productDocumentId);
    if (!product || product.hidden) throw notFound('productNotFound');
    if (product.ownerId === user.id) throw forbidden('ownProductLike');
    const notifications = getService('notification');
    const who = user.display_name || user.username || MESSAGES.someone;
    const link = `/product/${product.documentId}`;

    try {
      const result = await strapi.db.connection.transaction(async (trx) => {
        if (!(await keepProduct(strapi, trx, product.id))) throw notFound('productNotFound');
        const now = dbDate(strapi);
        // The like first: a second click waits here for the first one's commit, then is refused.
        const [row] = await trx(TABLES.likes)
          .insert({ document_id: newDocumentId(), pair_key: `${user.id}:${product.id}`, created_at: now, updated_at: now, published_at: now })
          .returning('id');
        const likeId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
        await trx(TABLES.likeUser).insert({ like_id: likeId, user_id: user.id });
        await trx(TABLES.likeProduct).insert({ like_id: likeId, product_id: product.id });
        if (product.ownerId !== null) {
          await notifications.create({ recipientId: product.ownerId, type: 'like', text: notificationText('likeNotificationText', who, product.title), link }, trx);
        }

        // The counter last: the row is locked from here to the commit only.
        const counted = await countLike(strapi, trx, product.id);
        if (!counted) throw notFound('productNotFound');
        let wasPromoted = false;
        if (!counted.promoted && counted.likeCount >= LIKES_TO_PROMOTE) {
          const promotedRows = await trx(TABLES.products).where('id', product.id).where('is_promoted', false).update({ is_promoted: true, promoted_at: now });
          wasPromoted = Number(promotedRows) === 1;
          if (wasPromoted && product.ownerId !== null) {
            await notifications.create(
              { recipientId: product.ownerId, type: 'promotion', text: notificationText('promotedByLikesText', product.title, LIKES_TO_PROMOTE), link },
              trx,
            );
          }
        }
        return {
          newLikeCount: counted.likeCount,
          wasPromoted,
          message: wasPromoted ? MESSAGES.likedAndPromoted : MESSAGES.addedToFavorites,
        };
      });
      await clearProductReads();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('alreadyLiked');
      throw error;
    }
  },
});

/** One more like on the counter; answers the new count and whether the product was already promoted, or null when it is gone. */
async function countLike(strapi: Core.Strapi, trx: Knex.Transaction, productId: number): Promise<{ likeCount: number; promoted: boolean } | null> {
  const rows = (await trx(TABLES.products)
    .where('id', productId)
    .increment('like_count', 1)
    .returning(['like_count', 'is_promoted'])) as unknown as Array<{ like_count: unknown; is_promoted: unknown }>;
  const row = rows[0];
  if (!row) return null;
  return { likeCount: Number(row.like_count ?? 0), promoted: toBool(row.is_promoted) };
}
