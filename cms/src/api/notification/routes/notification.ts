/** The caller's own notifications only (the service scopes every query to the signed-in user). */
export default {
  routes: [
    { method: 'GET', path: '/notifications', handler: 'notification.find' },
    { method: 'GET', path: '/notifications/unread-count', handler: 'notification.unreadCount' },
    { method: 'PATCH', path: '/notifications/mark-all-read', handler: 'notification.markAllRead' },
    { method: 'PATCH', path: '/notifications/:id/read', handler: 'notification.markRead' },
    { method: 'DELETE', path: '/notifications/:id', handler: 'notification.delete' },
  ],
};
