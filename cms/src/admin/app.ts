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
      // Strapi 5.54's French leaves these in English.
      fr: {
        'content-manager.plugin.name': 'Gestion du contenu',
        'content-manager.preview.panel.title': 'Aperçu',
        'content-manager.preview.panel.button': 'Ouvrir l’aperçu',
        'content-manager.preview.panel.button-disabled-tooltip': 'Enregistrez pour ouvrir l’aperçu',
        'content-manager.preview.page-title': 'Aperçu : {contentType}',
        'content-manager.preview.header.close': 'Fermer l’aperçu',
        'content-manager.preview.copy.label': 'Copier le lien d’aperçu',
        'content-manager.preview.copy.success': 'Lien d’aperçu copié',
      },
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
