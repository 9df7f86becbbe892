// Notifications (docs/API.md "Notifications"): what the bell lists.
import type { NotificationType } from './constants';

export interface ApiNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string | null;
  link: string | null;
  is_read: boolean;
  created_at: string | null;
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
