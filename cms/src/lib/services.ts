/**
 * Typed access to the cms services: `getService('product')` returns what the service factory
 * builds, so a call site needs no cast and a renamed method fails the type check.
 */
import type account from '../api/account/services/account';
import type deletion from '../api/account/services/deletion';
import type mail from '../api/account/services/mail';
import type verification from '../api/account/services/verification';
import type profile from '../api/account/services/profile';
import type adminCategory from '../api/admin/services/category';
import type adminProduct from '../api/admin/services/product';
import type adminStats from '../api/admin/services/stats';
import type adminUser from '../api/admin/services/user';
import type advertisement from '../api/advertisement/services/advertisement';
import type category from '../api/category/services/category';
import type chat from '../api/chat/services/chat';
import type conversation from '../api/conversation/services/conversation';
import type message from '../api/message/services/message';
import type notification from '../api/notification/services/notification';
import type geocoder from '../api/map/services/geocoder';
import type like from '../api/product/services/like';
import type productMap from '../api/product/services/map';
import type productImages from '../api/product/services/product-images';
import type productWrite from '../api/product/services/product-write';
import type product from '../api/product/services/product';
import type report from '../api/report/services/report';
import type review from '../api/review/services/review';
import type sellerStats from '../api/review/services/seller-stats';
import type stats from '../api/stats/services/stats';

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
  'product-images': 'api::product.product-images',
  report: 'api::report.report',
  review: 'api::review.review',
  'seller-stats': 'api::review.seller-stats',
  'product-write': 'api::product.product-write',
  product: 'api::product.product',
  stats: 'api::stats.stats',
} as const;

interface Factories {
  account: typeof account;
  deletion: typeof deletion;
  mail: typeof mail;
  verification: typeof verification;
  profile: typeof profile;
  'admin-category': typeof adminCategory;
  'admin-product': typeof adminProduct;
  'admin-stats': typeof adminStats;
  'admin-user': typeof adminUser;
  advertisement: typeof advertisement;
  category: typeof category;
  chat: typeof chat;
  conversation: typeof conversation;
  message: typeof message;
  notification: typeof notification;
  geocoder: typeof geocoder;
  like: typeof like;
  'product-map': typeof productMap;
  'product-images': typeof productImages;
  report: typeof report;
  review: typeof review;
  'seller-stats': typeof sellerStats;
  'product-write': typeof productWrite;
  product: typeof product;
  stats: typeof stats;
}

export type ServiceName = keyof typeof UIDS;
export type Service<N extends ServiceName> = ReturnType<Factories[N]>;

export function getService<N extends ServiceName>(name: N): Service<N> {
  return strapi.service(UIDS[name]) as unknown as Service<N>;
}
