// Notifications (docs/API.md "Notifications"): what the bell lists.
import type { Language, NotificationType } from './constants';
import { messageCode, messageParams, messageText, MESSAGES, type MessageArgs, type MessageCode, type MessageKey, type MessageParams } from './messages';

export interface ApiNotification {
  id: string;
  type: NotificationType;
  /** In French, for clients that do not read `code`. */
  title: string;
  /** In French, for clients that do not read `code`. */
  message: string | null;
  /** Catalogue code of the body (its title follows from it); null for notifications written before codes. */
  code: MessageCode | null;
  params: MessageParams | null;
  link: string | null;
  is_read: boolean;
  created_at: string | null;
}

/** Each text a notification body can be, with the title that goes with it. */
const NOTIFICATION_TITLE_OF = {
  likeNotificationText: 'likeNotificationTitle',
  promotedByLikesText: 'promotedNotificationTitle',
  promotedByTeamText: 'promotedNotificationTitle',
  listingHidden: 'listingHiddenTitle',
  messageNotificationText: 'messageNotificationTitle',
  messageAboutNotificationText: 'messageNotificationTitle',
  alertMatchText: 'alertMatchTitle',
  priceDropText: 'priceDropTitle',
  reviewNotificationText: 'reviewNotificationTitle',
  listingExpiringText: 'listingExpiringTitle',
  listingSoldText: 'listingSoldTitle',
  reviewHidden: 'reviewHiddenTitle',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

export type NotificationKey = keyof typeof NOTIFICATION_TITLE_OF;

const KEY_OF_CODE = new Map<string, NotificationKey>(
  (Object.keys(NOTIFICATION_TITLE_OF) as NotificationKey[]).map((key) => [messageCode(key), key]),
);

/** The codes a notification body may carry. */
export const NOTIFICATION_CODES: readonly MessageCode[] = [...KEY_OF_CODE.keys()] as MessageCode[];

export interface NotificationText {
  title: string;
  message: string;
  code: MessageCode;
  params: MessageParams;
}

/**
 * What the server stores for a notification: its French title and body (for other clients) and the
 * body's code and parameters, from which a client writes it in the reader's language.
 */
export function notificationText<K extends NotificationKey>(key: K, ...args: MessageArgs<K>): NotificationText {
  const params = messageParams(key, args) ?? {};
  return {
    title: MESSAGES[NOTIFICATION_TITLE_OF[key]] as string,
    message: messageText(messageCode(key), 'fr', params) ?? '',
    code: messageCode(key),
    params,
  };
}

/**
 * Title and body of a notification in `language`: from its code when it has one, else (a row
 * written before codes, or a code this client does not know) the French it was stored with.
 */
export function localizedNotification(
  n: Pick<ApiNotification, 'title' | 'message' | 'code' | 'params'>,
  language: Language,
): { title: string; message: string | null } {
  const key = n.code ? KEY_OF_CODE.get(n.code) : undefined;
  if (!key) return { title: n.title, message: n.message };
  const params = n.params ?? {};
  return {
    title: messageText(messageCode(NOTIFICATION_TITLE_OF[key]), language) ?? n.title,
    message: messageText(messageCode(key), language, params) ?? n.message,
  };
}

/** GET /api/notifications/unread-count */
export interface UnreadCount {
  count: number;
}

/** PATCH /api/notifications/mark-all-read */
export interface MarkAllReadResult {
  updated: number;
}

/** Page size of the notification list when the client does not say. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
