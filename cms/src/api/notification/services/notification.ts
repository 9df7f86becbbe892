import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { dbDate, newDocumentId } from '../../../lib/db';

export type NotificationType = 'like' | 'message' | 'review' | 'promotion' | 'other';

export interface NewNotification {
  recipientId: number;
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
}

/**
 * Notifications are written with SQL so they can join the caller's transaction (a like, its
 * counter, the promotion and the owner's notifications commit or roll back together).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(n: NewNotification, trx?: Knex.Transaction) {
    const db = trx ?? strapi.db.connection;
    const now = dbDate(strapi);
    const [row] = await db('notifications')
      .insert({
        document_id: newDocumentId(),
        type: n.type,
        title: n.title.slice(0, 200),
        message: n.message,
        link: n.link ?? null,
        is_read: false,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id');
    const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
    await db('notifications_recipient_lnk').insert({ notification_id: id, user_id: n.recipientId });
    return id;
  },
});
