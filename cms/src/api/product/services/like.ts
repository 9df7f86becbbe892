import type { Core } from '@strapi/strapi';
import { MESSAGES, LIKES_TO_PROMOTE, notificationText } from '@souk/domain';
import { dbDate, isUniqueViolation, lockProduct, newDocumentId } from '../../../lib/db';
import { conflict, forbidden, notFound } from '../../../lib/http-error';
import { clearProductReads } from '../utils/read-cache';
import { getService } from '../../../lib/services';
import { TABLES } from '../../../lib/tables';


/**
 * A like, the counter, the automatic promotion and the owner's notifications in one transaction.
 * The unique index on likes.pair_key makes a double click (or 20 parallel ones) count once; the
 * counter moves by a single UPDATE, never read-modify-write; the promotion UPDATE matches only a
 * product not yet promoted, so exactly one like promotes it.
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

    try {
      const result = await strapi.db.connection.transaction(async (trx) => {
        // The product row stays locked until commit: a deletion running at the same time either
        // waits for this like (and removes it with the product) or has already removed the product.
        if (!(await lockProduct(strapi, trx, product.id))) throw notFound('productNotFound');
        const now = dbDate(strapi);
        const [row] = await trx(TABLES.likes)
          .insert({ document_id: newDocumentId(), pair_key: `${user.id}:${product.id}`, created_at: now, updated_at: now, published_at: now })
          .returning('id');
        const likeId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
        await trx(TABLES.likeUser).insert({ like_id: likeId, user_id: user.id });
        await trx(TABLES.likeProduct).insert({ like_id: likeId, product_id: product.id });

        await trx(TABLES.products).where('id', product.id).increment('like_count', 1);
        const promotedRows = await trx(TABLES.products)
          .where('id', product.id)
          .where('is_promoted', false)
          .where('like_count', '>=', LIKES_TO_PROMOTE)
          .update({ is_promoted: true, promoted_at: now });
        const current = await trx(TABLES.products).where('id', product.id).first('like_count');
        const newLikeCount = Number(current?.like_count ?? 0);
        const wasPromoted = Number(promotedRows) === 1;

        if (product.ownerId !== null) {
          await notifications.create(
            { recipientId: product.ownerId, type: 'like', text: notificationText('likeNotificationText', who, product.title), link: `/product/${product.documentId}` },
            trx,
          );
          if (wasPromoted) {
            await notifications.create(
              { recipientId: product.ownerId, type: 'promotion', text: notificationText('promotedByLikesText', product.title, LIKES_TO_PROMOTE), link: `/product/${product.documentId}` },
              trx,
            );
          }
        }
        return {
          newLikeCount,
          wasPromoted,
          message: wasPromoted ? MESSAGES.likedAndPromoted : MESSAGES.addedToFavorites,
        };
      });
      clearProductReads();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('alreadyLiked');
      throw error;
    }
  },
});
