import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fieldError, notFound } from '../../../http/errors';
import { forgetSessionUser } from '../../../auth/session-version';
import { forgetSessionsOf, SESSIONS_TABLE } from '../../../auth/sessions';
import { forgetUnread } from '../../notification/utils/unread-cache';
import { clearProductReads } from '../../product/utils/read-cache';
import { deleteProductRows } from '../../product/utils/delete-rows';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';

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
    for (const table of [TABLES.messageConversation, TABLES.messageSender, TABLES.messageRecipient]) {
      await trx(table).whereIn('message_id', messageIds).delete();
    }
    await trx(TABLES.messages).whereIn('id', messageIds).delete();
  }

  return {
    /** The account's own password, or a 400 on the password field. */
    async checkPassword(userId: number, password: string): Promise<void> {
      const row = await knex()('up_users').where('id', userId).first('password');
      const valid = row?.password ? await strapi.plugin('users-permissions').service('user').validatePassword(password, row.password) : false;
      if (!valid) throw fieldError('password', 'passwordWrong');
    },

    async deleteUser(userId: number): Promise<{ id: string }> {
      const user = await knex()(TABLES.users).where('id', userId).first('id', 'document_id');
      if (!user) throw notFound('userNotFound');

      const fileIds = await knex().transaction(async (trx) => {
        const productIds = ids(await trx(TABLES.productOwner).where('user_id', userId).select('product_id'), 'product_id');

        // Likes given: each liked product loses one like (one like per user and product).
        const givenLikeIds = ids(await trx(TABLES.likeUser).where('user_id', userId).select('like_id'), 'like_id');
        if (givenLikeIds.length > 0) {
          await trx(TABLES.products)
            .whereIn('id', trx(TABLES.likeProduct).whereIn('like_id', givenLikeIds).select('product_id'))
            .update({ like_count: trx.raw('case when like_count > 0 then like_count - 1 else 0 end') });
        }
        if (givenLikeIds.length > 0) {
          await trx(TABLES.likeUser).whereIn('like_id', givenLikeIds).delete();
          await trx(TABLES.likeProduct).whereIn('like_id', givenLikeIds).delete();
          await trx(TABLES.likes).whereIn('id', givenLikeIds).delete();
        }

        // Their products go the way any product is deleted (reports and likes received included);
        // the reports they filed go with them.
        await getService('report').deleteFor(trx, { userId });
        await getService('review').deleteFor(trx, userId);
        const files = await deleteProductRows(trx, productIds);

        // Their side of conversations.
        await deleteMessages(trx, ids(await trx(TABLES.messageSender).where('user_id', userId).select('message_id'), 'message_id'));
        await trx(TABLES.messageRecipient).where('user_id', userId).delete();
        const conversationIds = ids(
          await trx(TABLES.conversationBuyer).where('user_id', userId).select('conversation_id').union(trx(TABLES.conversationSeller).where('user_id', userId).select('conversation_id')),
          'conversation_id',
        );
        await trx(TABLES.conversationBuyer).where('user_id', userId).delete();
        await trx(TABLES.conversationSeller).where('user_id', userId).delete();
        if (conversationIds.length > 0) {
          const stillJoined = ids(
            await trx(TABLES.conversationBuyer).whereIn('conversation_id', conversationIds).select('conversation_id').union(trx(TABLES.conversationSeller).whereIn('conversation_id', conversationIds).select('conversation_id')),
            'conversation_id',
          );
          const abandoned = conversationIds.filter((id) => !stillJoined.includes(id));
          if (abandoned.length > 0) {
            await deleteMessages(trx, ids(await trx(TABLES.messageConversation).whereIn('conversation_id', abandoned).select('message_id'), 'message_id'));
            await trx(TABLES.conversationProduct).whereIn('conversation_id', abandoned).delete();
            await trx(TABLES.conversations).whereIn('id', abandoned).delete();
          }
        }

        // Blocks they made or received.
        const blockIds = ids(
          await trx(TABLES.blockBlocker).where('user_id', userId).select('block_id').union(trx(TABLES.blockBlocked).where('user_id', userId).select('block_id')),
          'block_id',
        );
        if (blockIds.length > 0) {
          await trx(TABLES.blockBlocker).whereIn('block_id', blockIds).delete();
          await trx(TABLES.blockBlocked).whereIn('block_id', blockIds).delete();
          await trx(TABLES.userBlocks).whereIn('id', blockIds).delete();
        }

        const notificationIds = ids(await trx(TABLES.notificationRecipient).where('user_id', userId).select('notification_id'), 'notification_id');
        await trx(TABLES.notificationRecipient).where('user_id', userId).delete();
        if (notificationIds.length > 0) await trx(TABLES.notifications).whereIn('id', notificationIds).delete();

        await getService('saved-search').removeAllOf(trx, userId);
        await trx(SESSIONS_TABLE).where('user_id', userId).delete();
        await trx(TABLES.userRole).where('user_id', userId).delete();
        await trx(TABLES.users).where('id', userId).delete();
        return files;
      });

      await forgetSessionUser(userId);
      await forgetSessionsOf(userId);
      await forgetUnread(userId);
      await clearProductReads(); // their listings (and like counts) changed by SQL
      await getService('product-images').remove(fileIds);
      return { id: String(user.document_id) };
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    deletion: typeof service;
  }
}
