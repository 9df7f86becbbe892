/**
 * Typed access to the cms services: `getService('product')` returns what the service factory
 * builds, so a call site needs no cast and a renamed method fails the type check.
 */
/** Short name → Strapi uid of every service. */
const UIDS = {
  account: 'api::account.account',
  deletion: 'api::account.deletion',
  mail: 'api::account.mail',
  verification: 'api::account.verification',
  profile: 'api::account.profile',
  'admin-category': 'api::admin.category',
  'admin-product': 'api::admin.product',
  'admin-stats': 'api::admin.stats',
  'admin-user': 'api::admin.user',
  advertisement: 'api::advertisement.advertisement',
  category: 'api::category.category',
  chat: 'api::chat.chat',
  conversation: 'api::conversation.conversation',
  message: 'api::message.message',
  notification: 'api::notification.notification',
  geocoder: 'api::map.geocoder',
  like: 'api::product.like',
  'product-map': 'api::product.map',
  'product-facets': 'api::product.facets',
  'product-images': 'api::product.product-images',
  'product-views': 'api::product.views',
  'listing-lifecycle': 'api::product.lifecycle',
  report: 'api::report.report',
  'saved-search': 'api::saved-search.saved-search',
  'alert-jobs': 'api::saved-search.alert-jobs',
  'alert-digest': 'api::saved-search.alert-digest',
  review: 'api::review.review',
  'seller-stats': 'api::review.seller-stats',
  'product-write': 'api::product.product-write',
  product: 'api::product.product',
  stats: 'api::stats.stats',
} as const;

/**
 * Each service's factory, declared by the service's own file (`declare module '…/services'`), so
 * this registry imports no service and no circle closes through it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServiceFactories {}

export type ServiceName = keyof typeof UIDS;
export type Service<N extends ServiceName> = N extends keyof ServiceFactories ? ReturnType<ServiceFactories[N]> : never;

export function getService<N extends ServiceName>(name: N): Service<N> {
  return strapi.service(UIDS[name]) as unknown as Service<N>;
}
