// Business constants of SPEC section 9, shared by the cms and the frontend.

export const LIKES_TO_PROMOTE = 3;
export const POPULAR_PRODUCTS_MAX = 6;
export const BADGE_POPULAR_LIKES = 10;
export const BADGE_TOP_LIKES = 25;

export const MAX_IMAGES = 8;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const CAR_YEAR_MIN = 1990;
export const ROOMS_RANGE = { min: 0, max: 20 } as const;
export const BATHROOMS_RANGE = { min: 0, max: 10 } as const;
export const FLOOR_RANGE = { min: 0, max: 50 } as const;
export const SURFACE_MIN = 1;

export const MESSAGE_MAX_LENGTH = 2000;
export const PAGE_SIZE_DEFAULT = 24;
/**
 * A listing search counts its matches exactly up to this many; past it the count stops (a bounded
 * count costs at most this many index entries, never the whole table) and says "plus de 10 000".
 */
export const TOTAL_EXACT_UP_TO = 10_000;
export const PAGE_SIZE_MAX = 100;
export const UNREAD_BADGE_CAP = 9;

export const TIMINGS = {
  staleTime: {
    default: 300_000,
    products: 30_000,
    ads: 600_000,
    stats: 300_000,
    promoted: 120_000,
    liked: 60_000,
    product: 120_000,
    profile: 300_000,
  },
  poll: { notifications: 30_000, unreadCount: 15_000, thread: 5_000, conversations: 15_000 },
  likeAnimationMs: 600,
  promotionNoticeDelayMs: 1000,
  promotionNoticeDurationMs: 5000,
  assistantDelayMs: { min: 1000, max: 3000 },
  productListRetry: { count: 3, delayMs: 1000 },
} as const;

export const PRICE_RANGES = {
  search: { min: 0, max: 10_000, step: 50 },
  map: { min: 0, max: 2000, step: 50 },
  productsPage: { min: 0, max: 100_000, step: 500 },
} as const;

export const DISTANCE_RANGE = { min: 1, max: 100, step: 5, default: 50 } as const;

export const MAP = {
  defaultCenter: [36.8, 10.2] as const,
  pickerZoom: 7,
  maxZoom: 19,
  searchResultZoom: 12,
  pageZoom: 13,
  fallbackCenter: [36.81, 10.18] as const,
  pickerHeightPx: 256,
  coordDecimals: 4,
} as const;

export const POPULAR_SEARCHES = ['iPhone', 'Tesla', 'Canapé', 'PC Gaming', 'VTT', 'Tracteur'] as const;

export const AD_POSITIONS = ['header', 'sidebar', 'between_products', 'footer'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/**
 * `alerte`: a new listing for a saved search; `price_drop`: a liked listing got cheaper; `listing`:
 * the life of a listing (its expiry is near, one you liked is sold).
 */
export const NOTIFICATION_TYPES = ['like', 'message', 'review', 'promotion', 'alerte', 'price_drop', 'listing', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Readonly<Record<Role, string>> = { user: 'Utilisateur', admin: 'Administrateur' };

export const LANGUAGES = ['fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Settings-page preference only (SPEC 1): the interface itself speaks fr and ar. */
export const SETTINGS_LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const CURRENCIES = ['TND', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'TND';

/**
 * Client routes the e-mails link to. Here rather than beside the account and alert schemas: the
 * site's route table needs them on every page, the zod schemas (and the message catalogue they
 * bring) only the screens that use them — saved-search.ts in the entry cost 41 KB gzip.
 */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';
/** The site's 'Mes alertes' screen, and the page a digest's one-click link opens (`?token=`). */
export const ALERTS_PATH = '/alertes';
export const ALERT_STOP_PATH = '/alertes/desabonnement';

/**
 * The query parameter of a site page that carries a banner preview's token. Here rather than with
 * the banner schemas (advertisement.ts): every page reads it, and must not load zod for it.
 */
export const PREVIEW_PARAM = 'apercu';
