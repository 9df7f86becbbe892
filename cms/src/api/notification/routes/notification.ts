import { route } from '../../../auth/access';

/** The caller's own notifications only (the service scopes every query to the signed-in user). */
export default {
  routes: [
    route('user', 'GET', '/notifications', 'notification.find'),
    route('user', 'GET', '/notifications/unread-count', 'notification.unreadCount'),
    route('user', 'PATCH', '/notifications/mark-all-read', 'notification.markAllRead'),
    route('user', 'PATCH', '/notifications/:id/read', 'notification.markRead'),
    route('user', 'DELETE', '/notifications/:id', 'notification.delete'),
  ],
};
