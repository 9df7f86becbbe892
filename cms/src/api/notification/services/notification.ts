import type { Core } from '@strapi/strapi';
import {
  NOTIFICATION_PREFERENCE_KINDS,
  groupBy,
  isMessageCode,
  type ApiNotification,
  type MessageParams,
  type NotificationPreferenceKind,
  type NotificationText,
  type NotificationType,
  type PageRequest as Pagination,
} from '@souk/domain';
import type { Knex } from 'knex';
import { dbDate, newDocumentId, parseJson, toBool, toIso } from '../../../db/sql';
import { notFound } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import { TABLES } from '../../../db/tables';
import { forgetUnread, forgetUnreadAfter, unreadCounts } from '../utils/unread-cache';

/** Who receives it, what about, and its text (notificationText: French title and body, code and parameters). */
export interface NewNotification {
  recipientId: number;
  type: NotificationType;
  text: NotificationText;
  link?: string;
}

/** Rows per statement in createMany (SQLite binds at most 32 766 values; a row binds 13). */
const CREATE_MANY_CHUNK = 500;

const isPreferenceKind = (type: string): type is NotificationPreferenceKind => (NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(type);

/** The notifications row of a new notification: one shape for create() and the one-statement like (services/like.ts). */
export function notificationRow(n: Omit<NewNotification, 'recipientId'>, now: Date | number) {
  return {
    document_id: newDocumentId(),
    type: n.type,
    title: n.text.title.slice(0, 200),
    message: n.text.message,
    code: n.text.code,
    params: JSON.stringify(n.text.params),
    link: n.link?.slice(0, 300) ?? null,
    is_read: false,
    created_at: now,
    updated_at: now,
    published_at: now,
  };
}

/** The up_users column holding whether the user wants notifications of this kind, or null for kinds always sent. */
export const preferenceColumn = (type: NotificationType): string | null => (isPreferenceKind(type) ? `notify_${type}` : null);

const COLUMNS = ['n.id', 'n.document_id', 'n.type', 'n.title', 'n.message', 'n.code', 'n.params', 'n.link', 'n.is_read', 'n.created_at'];

const serialize = (r: Record<string, unknown>): ApiNotification => ({
  id: String(r.document_id),
  type: r.type as NotificationType,
  title: String(r.title ?? ''),
  message: (r.message as string | null) ?? null,
  // Rows written before codes have none: clients show their French title and message.
  code: isMessageCode(r.code) ? r.code : null,
  params: isMessageCode(r.code) ? parseJson<MessageParams>(r.params, {}) : null,
  link: (r.link as string | null) ?? null,
  is_read: toBool(r.is_read),
  created_at: toIso(r.created_at),
});

/**
 * Notifications are written with SQL so they can join the caller's transaction (a like, its
 * counter, the promotion and the owner's notifications commit or roll back together), and read
 * with SQL because the unread count is the most polled endpoint (every client, every 15 s).
 * A user only ever reaches their own notifications: someone else's answers 404, as if absent.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = (db: Knex, userId: number) =>
    db(`${TABLES.notifications} as n`).join(`${TABLES.notificationRecipient} as l`, 'l.notification_id', 'n.id').where('l.user_id', userId);

  async function ownedId(userId: number, documentId: string): Promise<number> {
    const row = await mine(knex(), userId).where('n.document_id', documentId).first('n.id');
    if (!row) throw notFound('notificationNotFound');
    return Number(row.id);
  }

  return {
    /** Writes the notification unless the recipient turned its kind off (settings); answers its id or null. */
    async create(n: NewNotification, trx?: Knex.Transaction): Promise<number | null> {
      const db = trx ?? knex();
      const preference = preferenceColumn(n.type);
      if (preference) {
        const prefs = await db('up_users').where('id', n.recipientId).first(`${preference} as wanted`);
        // null: an account from before preferences existed, which gets the default (on).
        if (prefs && prefs.wanted !== null && prefs.wanted !== undefined && !toBool(prefs.wanted)) return null;
      }
      const [row] = await db(TABLES.notifications)
        .insert(notificationRow(n, dbDate(strapi)))
        .returning('id');
      const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
      await db(TABLES.notificationRecipient).insert({ notification_id: id, user_id: n.recipientId });
      await forgetUnreadAfter(trx, n.recipientId);
      return id;
    },

    /**
     * Many notifications in a few statements, whatever their number (an alert's listing may tell
     * hundreds of people at once): one preferences read, one insert of the rows, one of their links.
     * Same rules as create(); answers how many were written.
     */
    async createMany(list: NewNotification[], trx?: Knex.Transaction): Promise<number> {
      const db = trx ?? knex();
      let written = 0;
      for (let start = 0; start < list.length; start += CREATE_MANY_CHUNK) {
        const chunk = list.slice(start, start + CREATE_MANY_CHUNK);
        const muted = new Set<string>();
        for (const [preference, ofKind] of groupBy(chunk, (n) => preferenceColumn(n.type))) {
          if (!preference) continue;
          const rows = (await db('up_users').whereIn('id', [...new Set(ofKind.map((n) => n.recipientId))]).select('id', `${preference} as wanted`)) as Array<{ id: number; wanted: unknown }>;
          // null: an account from before preferences existed, which gets the default (on).
          for (const r of rows) if (r.wanted !== null && r.wanted !== undefined && !toBool(r.wanted)) muted.add(`${preference}:${r.id}`);
        }
        const wanted = chunk.filter((n) => !muted.has(`${preferenceColumn(n.type)}:${n.recipientId}`));
        if (wanted.length === 0) continue;
        const now = dbDate(strapi);
        const rows = wanted.map((n) => ({ row: notificationRow(n, now), recipientId: n.recipientId }));
        const inserted = (await db(TABLES.notifications).insert(rows.map((r) => r.row)).returning(['id', 'document_id'])) as Array<{ id: number; document_id: string }>;
        const idOf = new Map(inserted.map((r) => [String(r.document_id), Number(r.id)]));
        await db(TABLES.notificationRecipient).insert(rows.map((r) => ({ notification_id: idOf.get(r.row.document_id), user_id: r.recipientId })));
        for (const userId of new Set(wanted.map((n) => n.recipientId))) await forgetUnreadAfter(trx, userId);
        written += wanted.length;
      }
      return written;
    },

    /** Newest first. */
    async list(userId: number, pagination: Pagination) {
      const [rows, total] = await Promise.all([
        mine(knex(), userId)
          .select(COLUMNS)
          .orderBy([{ column: 'n.created_at', order: 'desc' }, { column: 'n.id', order: 'desc' }])
          .limit(pagination.pageSize)
          .offset(offsetOf(pagination)),
        mine(knex(), userId).count({ n: 'n.id' }).first(),
      ]);
      return paginated((rows as Array<Record<string, unknown>>).map(serialize), pagination, countOf(total));
    },

    /**
     * One query on the (user_id, notification_id) index joined to unread rows, kept until one of
     * the user's notifications is written (../utils/unread-cache.ts).
     */
    unreadCount(userId: number): Promise<number> {
      return unreadCounts.wrap(String(userId), async () => countOf(await mine(knex(), userId).where('n.is_read', false).count({ n: 'n.id' }).first()));
    },

    async markRead(userId: number, documentId: string): Promise<ApiNotification> {
      const id = await ownedId(userId, documentId);
      await knex()(TABLES.notifications).where('id', id).update({ is_read: true, updated_at: dbDate(strapi) });
      await forgetUnread(userId);
      const row = await knex()(`${TABLES.notifications} as n`).where('n.id', id).first(COLUMNS);
      return serialize(row as Record<string, unknown>);
    },

    async markAllRead(userId: number): Promise<number> {
      const ids = knex()(TABLES.notificationRecipient).where('user_id', userId).select('notification_id');
      const updated = await knex()(TABLES.notifications).whereIn('id', ids).where('is_read', false).update({ is_read: true, updated_at: dbDate(strapi) });
      await forgetUnread(userId);
      return Number(updated);
    },

    async remove(userId: number, documentId: string) {
      const id = await ownedId(userId, documentId);
      await knex().transaction(async (trx) => {
        await trx(TABLES.notificationRecipient).where('notification_id', id).delete();
        await trx(TABLES.notifications).where('id', id).delete();
      });
      await forgetUnread(userId);
      return { id: documentId };
    },
  };
};

export default service;
export type NotificationService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    notification: typeof service;
  }
}
