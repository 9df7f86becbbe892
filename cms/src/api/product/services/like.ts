import type { Core } from '@strapi/strapi';
import { MESSAGES, LIKES_TO_PROMOTE, messageCode, notificationText } from '@souk/domain';
import { isUniqueViolation } from '../../../db/sql';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { clearProductReadsAfterLike, likeTargets } from '../utils/read-cache';
import { pairKey, recordLike, type Liked } from '../utils/like-rule';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';

/**
 * 'J'aime' on a listing: who may like what, the double-click guard and the answer. What a like
 * writes, and how each database runs it, is the like rule (utils/like-rule.ts). What the like
 * needs to know about the listing (owner, title) is kept between likes (read-cache.ts).
 */
interface Liker {
  id: number;
  display_name?: string | null;
  username?: string;
}

/** Likes under way in this process, by `userId:productId`. */
const likesUnderWay = new Map<string, Promise<Liked>>();

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

    const attempt = recordLike(strapi, user.id, product, texts);
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

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    like: typeof service;
  }
}
