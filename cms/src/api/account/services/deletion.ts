import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { notFound } from '../../../lib/http-error';
import { forgetSessionVersion } from '../../../lib/session-version';
import { clearProductReads } from '../../product/utils/read-cache';

const PRODUCT_UID = 'api::product.product';

const ids = (rows: Array<Record<string, unknown>>, key: string) => [...new Set(rows.map((r) => Number(r[key])))];

/**
 * Removes an account and everything that is the user's, in one transaction: their products
 * (components, links, likes received, image references), the likes they gave (each liked
 * product's counter goes down by one), their notifications, their side of every conversation
 * (the messages they sent and their participation; the other participant keeps their own
 * messages, and a conversation nobody takes part in any more goes entirely), then the account.
 * The image files are removed from the upload provider once the transaction has committed.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  async function deleteMessages(trx: Knex.Transaction, messageIds: number[]) {
    if (messageIds.length === 0) return;
    for (const table of ['messages_conversation_lnk', 'messages_sender_lnk', 'messages_recipient_lnk']) {
      await trx(table).whereIn('message_id', messageIds).delete();
    }
    await trx('messages').whereIn('id', messageIds).delete();
  }

  async function deleteProducts(trx: Knex.Transaction, productIds: number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const components = (await trx('products_cmps').whereIn('entity_id', productIds).select('cmp_id', 'component_type')) as Array<{ cmp_id: number; component_type: string }>;
    for (const type of new Set(components.map((c) => c.component_type))) {
      const table = (strapi.components as unknown as Record<string, { collectionName?: string } | undefined>)[type]?.collectionName;
      if (!table) throw new Error(`unknown component ${type}`);
      await trx(table).whereIn('id', components.filter((c) => c.component_type === type).map((c) => Number(c.cmp_id))).delete();
    }
    await trx('products_cmps').whereIn('entity_id', productIds).delete();
    const images = trx('files_related_mph').where('related_type', PRODUCT_UID).whereIn('related_id', productIds);
    const fileIds = ids(await images.clone().select('file_id'), 'file_id');
    await images.clone().delete();
    for (const table of ['products_category_lnk', 'products_owner_lnk', 'conversations_product_lnk']) {
      await trx(table).whereIn('product_id', productIds).delete();
    }
    await trx('products').whereIn('id', productIds).delete();
    return fileIds;
  }

  return {
    async deleteUser(userId: number): Promise<{ id: string }> {
      const user = await knex()('up_users').where('id', userId).first('id', 'document_id');
      if (!user) throw notFound('userNotFound');

      const fileIds = await knex().transaction(async (trx) => {
        const productIds = ids(await trx('products_owner_lnk').where('user_id', userId).select('product_id'), 'product_id');

        // Likes given: each liked product loses one like (one like per user and product).
        const givenLikeIds = ids(await trx('likes_user_lnk').where('user_id', userId).select('like_id'), 'like_id');
        if (givenLikeIds.length > 0) {
          await trx('products')
            .whereIn('id', trx('likes_product_lnk').whereIn('like_id', givenLikeIds).select('product_id'))
            .update({ like_count: trx.raw('case when like_count > 0 then like_count - 1 else 0 end') });
        }
        const receivedLikeIds = productIds.length > 0 ? ids(await trx('likes_product_lnk').whereIn('product_id', productIds).select('like_id'), 'like_id') : [];
        const likeIds = [...new Set([...givenLikeIds, ...receivedLikeIds])];
        if (likeIds.length > 0) {
          await trx('likes_user_lnk').whereIn('like_id', likeIds).delete();
          await trx('likes_product_lnk').whereIn('like_id', likeIds).delete();
          await trx('likes').whereIn('id', likeIds).delete();
        }

        const files = await deleteProducts(trx, productIds);

        // Their side of conversations.
        await deleteMessages(trx, ids(await trx('messages_sender_lnk').where('user_id', userId).select('message_id'), 'message_id'));
        await trx('messages_recipient_lnk').where('user_id', userId).delete();
        const conversationIds = ids(
          await trx('conversations_buyer_lnk').where('user_id', userId).select('conversation_id').union(trx('conversations_seller_lnk').where('user_id', userId).select('conversation_id')),
          'conversation_id',
        );
        await trx('conversations_buyer_lnk').where('user_id', userId).delete();
        await trx('conversations_seller_lnk').where('user_id', userId).delete();
        if (conversationIds.length > 0) {
          const stillJoined = ids(
            await trx('conversations_buyer_lnk').whereIn('conversation_id', conversationIds).select('conversation_id').union(trx('conversations_seller_lnk').whereIn('conversation_id', conversationIds).select('conversation_id')),
            'conversation_id',
          );
          const abandoned = conversationIds.filter((id) => !stillJoined.includes(id));
          if (abandoned.length > 0) {
            await deleteMessages(trx, ids(await trx('messages_conversation_lnk').whereIn('conversation_id', abandoned).select('message_id'), 'message_id'));
            await trx('conversations_product_lnk').whereIn('conversation_id', abandoned).delete();
            await trx('conversations').whereIn('id', abandoned).delete();
          }
        }

        const notificationIds = ids(await trx('notifications_recipient_lnk').where('user_id', userId).select('notification_id'), 'notification_id');
        await trx('notifications_recipient_lnk').where('user_id', userId).delete();
        if (notificationIds.length > 0) await trx('notifications').whereIn('id', notificationIds).delete();

        await trx('up_users_role_lnk').where('user_id', userId).delete();
        await trx('up_users').where('id', userId).delete();
        return files;
      });

      forgetSessionVersion(userId);
      clearProductReads(); // their listings (and like counts) changed by SQL
      await (strapi.service('api::product.product-images') as { remove(fileIds: number[]): Promise<void> }).remove(fileIds);
      return { id: String(user.document_id) };
    },
  };
};

export default service;
export type DeletionService = ReturnType<typeof service>;
