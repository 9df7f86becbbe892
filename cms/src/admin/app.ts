/**
 * The studio's customisation (Strapi's admin extension point, built into /studio by `strapi build`).
 * Editors are Tunisian: the studio offers French, Arabic and English (always there) and opens in
 * French on a browser that has not chosen yet — on the sign-in page too, before any profile is
 * read. After sign-in the account's own language wins (new accounts start in French, see
 * src/studio/setup.ts). Content-type names are French in their schemas; Arabic names here.
 */

/** Where Strapi's admin keeps the language of this browser (its reducer's LANGUAGE_LOCAL_STORAGE_KEY). */
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['fr', 'ar'],
    translations: {
      ar: {
        Publicité: 'إعلان',
        Catégorie: 'فئة',
        "Réponse du bot d'aide": 'جواب روبوت المساعدة',
      },
    },
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    try {
      if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    } catch {
      // Storage refused (private mode): Strapi's own default applies.
    }
  },
  bootstrap() {},
};
