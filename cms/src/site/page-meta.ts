/**
 * What search engines and chat apps read of a page: every URL of the site answers the same
 * single-page `index.html`, so the server fills its <head> per URL — title, description, canonical
 * link, fr/ar alternates, Open Graph and Twitter cards, and a JSON-LD Product/Offer for a listing.
 * Pure: the caller looks the listing up and passes it in.
 */
import {
  ALERT_STOP_PATH,
  ALERTS_PATH,
  CATEGORIES,
  CONFIRM_EMAIL_PATH,
  formatPrice,
  landingBreadcrumbs,
  landingDescription,
  landingHeading,
  landingPairOf,
  RENEW_LINK_PATH,
  RESET_PASSWORD_PATH,
  resolveCity,
  type ApiProduct,
  type Language,
} from '@souk/domain';

export interface PageMeta {
  /** HTTP status for the page: 404 for an unknown route or a listing that is gone. */
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  /** Absolute canonical URL (French version). */
  canonical: string;
  image?: string;
  /** Keep out of search results (private screens, missing pages). */
  noindex: boolean;
  type: 'website' | 'product';
  product?: ApiProduct;
  /** Structured data beside the page (a landing page's ItemList and BreadcrumbList). */
  jsonLd?: Array<Record<string, unknown>>;
}

/** A category × governorate landing page's first listings and their total (`/voitures/sfax`, issue 26). */
export interface LandingListings {
  listings: ApiProduct[];
  total: number;
}

/** What a seller page's <head> says of the seller (`/vendeur/<id>`, issue 28). */
export interface SellerMeta {
  display_name: string;
  bio: string | null;
}

const SITE = 'Souk';
const DEFAULT_DESCRIPTION: Record<Language, string> = {
  fr: 'Souk — petites annonces en Tunisie : voitures, immobilier, emplois, électronique et plus.',
  ar: 'سوق — إعلانات مبوبة في تونس: سيارات، عقارات، وظائف، إلكترونيات والمزيد.',
};

/** Public pages with a fixed title; private screens are listed so they are marked noindex, not 404. */
const STATIC_PAGES: Record<string, { fr: string; ar: string; private?: boolean }> = {
  '/': { fr: 'Petites annonces en Tunisie', ar: 'إعلانات مبوبة في تونس' },
  '/products': { fr: 'Tous les produits', ar: 'كل المنتجات' },
  '/map': { fr: 'Carte des annonces', ar: 'خريطة الإعلانات' },
  '/a-propos': { fr: 'À propos', ar: 'حول سوق' },
  '/conditions': { fr: "Conditions d'utilisation", ar: 'شروط الاستخدام' },
  '/confidentialite': { fr: 'Politique de confidentialité', ar: 'سياسة الخصوصية' },
  '/auth': { fr: 'Connexion', ar: 'تسجيل الدخول', private: true },
  // The account e-mails link to these three.
  '/auth/forgot-password': { fr: 'Mot de passe oublié', ar: 'نسيت كلمة المرور', private: true },
  [RESET_PASSWORD_PATH]: { fr: 'Nouveau mot de passe', ar: 'كلمة مرور جديدة', private: true },
  [CONFIRM_EMAIL_PATH]: { fr: 'Confirmation de l’adresse e-mail', ar: 'تأكيد البريد الإلكتروني', private: true },
  // A listing's expiry reminder links to this one, an alert digest to the second.
  [ALERTS_PATH]: { fr: 'Mes alertes', ar: 'تنبيهاتي', private: true },
  [ALERT_STOP_PATH]: { fr: 'Arrêter les e-mails d’une alerte', ar: 'إيقاف رسائل تنبيه', private: true },
  [RENEW_LINK_PATH]: { fr: 'Renouveler une annonce', ar: 'تجديد إعلان', private: true },
  '/messages': { fr: 'Messages', ar: 'الرسائل', private: true },
  '/profile': { fr: 'Mon profil', ar: 'ملفي', private: true },
  '/settings': { fr: 'Paramètres', ar: 'الإعدادات', private: true },
  '/admin': { fr: 'Administration', ar: 'الإدارة', private: true },
  '/products-management': { fr: 'Gestion des produits', ar: 'إدارة المنتجات', private: true },
  '/test-promotion': { fr: 'Promotion', ar: 'الترويج', private: true },
  '/admin-info': { fr: 'Informations administrateur', ar: 'معلومات المشرف', private: true },
};

const idOf = (pattern: RegExp) => (pathname: string): string | null => {
  const match = pattern.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
};

/** `/product/<id>` → the id; anything else → null. */
export const productIdOf = idOf(/^\/product\/([^/]+)\/?$/);
/** `/vendeur/<id>` (a seller's page) → the seller's id; anything else → null. */
export const sellerIdOf = idOf(/^\/vendeur\/([^/]+)\/?$/);

export const languageOf = (search: URLSearchParams): Language => (search.get('lang') === 'ar' ? 'ar' : 'fr');

const shorten = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

function productTitle(product: ApiProduct, language: Language): string {
  const price = product.is_free || product.price === null ? (language === 'ar' ? 'مجاني' : 'Gratuit') : formatPrice(product);
  const city = resolveCity(product.city ?? product.location);
  const place = city ? (language === 'ar' ? city.name_ar : city.name) : product.location;
  return [product.title, price, place].filter(Boolean).join(' · ');
}

/** The meta of one URL; `product` is the listing of a /product/<id> URL (null when it does not exist). */
export function pageMeta(input: {
  origin: string;
  pathname: string;
  search: URLSearchParams;
  product?: ApiProduct | null;
  seller?: SellerMeta | null;
  landing?: LandingListings | null;
}): PageMeta {
  const language = languageOf(input.search);
  const canonicalPath = input.pathname === '/' ? '/' : input.pathname.replace(/\/+$/, '');
  const base = { language, canonical: `${input.origin}${canonicalPath}`, noindex: false, type: 'website' as const };

  if (productIdOf(input.pathname) !== null) {
    const product = input.product;
    if (!product) {
      return { ...base, status: 404, noindex: true, title: language === 'ar' ? 'المنتج غير موجود' : 'Produit introuvable', description: DEFAULT_DESCRIPTION[language] };
    }
    const image = product.images[0]?.formats?.medium?.url ?? product.images[0]?.url ?? product.image_url ?? undefined;
    return {
      ...base,
      status: 200,
      type: 'product',
      product,
      title: productTitle(product, language),
      description: shorten(product.description || product.title),
      image: image ? new URL(image, input.origin).toString() : undefined,
    };
  }

  if (sellerIdOf(input.pathname) !== null) {
    const seller = input.seller;
    if (!seller) {
      return { ...base, status: 404, noindex: true, title: language === 'ar' ? 'البائع غير موجود' : 'Vendeur introuvable', description: DEFAULT_DESCRIPTION[language] };
    }
    const title = language === 'ar' ? `البائع ${seller.display_name}` : `Vendeur ${seller.display_name}`;
    return { ...base, status: 200, title, description: shorten(seller.bio || `${title} — ${DEFAULT_DESCRIPTION[language]}`) };
  }

  const pair = landingPairOf(input.pathname);
  if (pair) return landingMeta(base, pair, input.origin, input.landing);

  const page = STATIC_PAGES[canonicalPath];
  if (!page) {
    return { ...base, status: 404, noindex: true, title: language === 'ar' ? 'الصفحة غير موجودة' : 'Page introuvable', description: DEFAULT_DESCRIPTION[language] };
  }
  let title = page[language];
  const category = canonicalPath === '/products' ? input.search.get('category') : null;
  const found = category ? CATEGORIES.find((c) => c.slug === category) : undefined;
  if (found) title = language === 'ar' ? found.name_ar : found.name;
  const canonical = category ? `${base.canonical}?category=${encodeURIComponent(category)}` : base.canonical;
  return { ...base, canonical, status: 200, noindex: page.private === true, title, description: DEFAULT_DESCRIPTION[language] };
}

/**
 * A landing page: its heading as title, an ItemList of the listings it shows and its breadcrumbs.
 * Without listings (or when they could not be read) it is kept out of search results: an empty
 * page per pair would be hundreds of thin pages.
 */
function landingMeta(
  base: Pick<PageMeta, 'language' | 'canonical' | 'noindex' | 'type'>,
  pair: NonNullable<ReturnType<typeof landingPairOf>>,
  origin: string,
  landing: LandingListings | null | undefined,
): PageMeta {
  const language = base.language;
  const listings = landing?.listings ?? [];
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: landing?.total ?? 0,
    itemListElement: listings.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}/product/${encodeURIComponent(p.id)}`, name: p.title })),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: landingBreadcrumbs(pair).map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.label[language], item: `${origin}${b.href}` })),
  };
  return {
    ...base,
    status: 200,
    noindex: !landing || landing.total === 0,
    title: landingHeading(pair)[language],
    description: landingDescription(pair)[language],
    jsonLd: [itemList, breadcrumbs],
  };
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no "</script>" or "<!--" can close or comment it out. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function productJsonLd(meta: PageMeta): Record<string, unknown> {
  const product = meta.product!;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: meta.canonical,
    priceCurrency: product.currency,
    price: product.is_free || product.price === null ? '0' : String(product.price),
    availability: product.is_reserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: meta.description,
    ...(meta.image ? { image: [meta.image] } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: offer,
  };
}

/** The <head> tags of a page (title included), to put in place of index.html's own. */
export function headTags(meta: PageMeta): string {
  const title = meta.title === SITE ? SITE : `${meta.title} | ${SITE}`;
  const alt = (lang: Language) => (lang === 'ar' ? `${meta.canonical}${meta.canonical.includes('?') ? '&' : '?'}lang=ar` : meta.canonical);
  const url = alt(meta.language);
  const tags = [
    `<title>${attr(title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${attr(url)}" />`,
    `<link rel="alternate" hreflang="fr" href="${attr(alt('fr'))}" />`,
    `<link rel="alternate" hreflang="ar" href="${attr(alt('ar'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${attr(alt('fr'))}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:locale" content="${meta.language === 'ar' ? 'ar_TN' : 'fr_TN'}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    meta.image ? `<meta property="og:image" content="${attr(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${attr(meta.image)}" />` : '',
  ];
  if (meta.product) {
    const product = meta.product;
    if (!product.is_free && product.price !== null) {
      tags.push(`<meta property="product:price:amount" content="${attr(String(product.price))}" />`);
      tags.push(`<meta property="product:price:currency" content="${attr(product.currency)}" />`);
    }
    tags.push(`<script type="application/ld+json">${scriptJson(productJsonLd(meta))}</script>`);
  }
  for (const data of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.filter(Boolean).join('\n    ');
}

/** index.html with its <html lang/dir>, <title> and description replaced by the page's; `hints` join the <head>. */
export function renderIndex(indexHtml: string, meta: PageMeta, hints: string[] = []): string {
  const dir = meta.language === 'ar' ? 'rtl' : 'ltr';
  return indexHtml
    .replace(/<html[^>]*>/i, `<html lang="${meta.language}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `  ${[headTags(meta), ...hints].join('\n    ')}\n  </head>`);
}
