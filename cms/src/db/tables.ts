/**
 * Strapi's table names for our content types and their link tables, spelled once. Strapi derives
 * them from the schemas (`collectionName`, `<a>_<field>_lnk`, `files_related_mph`, `<a>_cmps`);
 * the raw SQL of the hot paths reads them from here. Component tables come with the field table
 * (`KIND_FIELDS[kind].table` in @souk/domain).
 */
export const TABLES = {
  products: 'products',
  productCategory: 'products_category_lnk',
  productOwner: 'products_owner_lnk',
  productComponents: 'products_cmps',
  categories: 'categories',
  users: 'up_users',
  roles: 'up_roles',
  userRole: 'up_users_role_lnk',
  likes: 'likes',
  likeProduct: 'likes_product_lnk',
  likeUser: 'likes_user_lnk',
  conversations: 'conversations',
  conversationBuyer: 'conversations_buyer_lnk',
  conversationSeller: 'conversations_seller_lnk',
  conversationProduct: 'conversations_product_lnk',
  messages: 'messages',
  messageConversation: 'messages_conversation_lnk',
  messageSender: 'messages_sender_lnk',
  messageRecipient: 'messages_recipient_lnk',
  notifications: 'notifications',
  notificationRecipient: 'notifications_recipient_lnk',
  advertisements: 'advertisements',
  advertisementCategory: 'advertisements_category_lnk',
  reports: 'reports',
  reportProduct: 'reports_product_lnk',
  reportReporter: 'reports_reporter_lnk',
  reportReview: 'reports_review_lnk',
  reviews: 'reviews',
  reviewProduct: 'reviews_product_lnk',
  reviewReviewer: 'reviews_reviewer_lnk',
  reviewSeller: 'reviews_seller_lnk',
  files: 'files',
  fileRelations: 'files_related_mph',
  faqEntries: 'faq_entries',
  userBlocks: 'user_blocks',
  blockBlocker: 'user_blocks_blocker_lnk',
  blockBlocked: 'user_blocks_blocked_lnk',
  /** Ours, not Strapi's: the like counters' mirror that carries the popularity sort's index (bootstrap/popularity.ts). */
  popularity: 'product_popularity',
  /** Ours: each listing's views per UTC day, its owner's 30-day series (api/product/services/views.ts). */
  productViewDays: 'product_view_days',
  /** Ours: saved searches, the listings each has matched, and the queue of listings to match (api/saved-search). */
  savedSearches: 'saved_searches',
  savedSearchMatches: 'saved_search_matches',
  alertJobs: 'alert_jobs',
  /** When each user's last daily digest left (one a day at most). */
  alertDigests: 'alert_digests',
} as const;

/** Content-type uids, for the document service and the media relations. */
export const UIDS = {
  product: 'api::product.product',
  category: 'api::category.category',
  advertisement: 'api::advertisement.advertisement',
  faqEntry: 'api::faq-entry.faq-entry',
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
} as const;
