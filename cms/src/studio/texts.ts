/**
 * What the studio's content manager says about each field, in French (the editors' language):
 * the label, and a help text where a field needs one. Applied at every boot (setup.ts), so
 * these lines are the one place to change them. Image sizes follow frontend/src/components/ads/ad-slot.tsx
 * (96 × 64 px thumbnails, a 320 × 180 px sidebar picture), doubled for high-density screens.
 */
export interface FieldText {
  label: string;
  description?: string;
  placeholder?: string;
}

export const BANNER_FIELDS: Record<string, FieldText> = {
  title: { label: 'Titre', description: 'Le texte principal de la bannière (120 caractères au plus). À traduire dans chaque langue (fr, ar).' },
  description: { label: 'Texte', description: 'Une ou deux phrases sous le titre ; coupé après deux lignes sur le site.' },
  image: {
    label: 'Image',
    description:
      'En-tête, entre les annonces et pied de page : vignette 3:2, au moins 192 × 128 px. Colonne latérale : 16:9, au moins 640 × 360 px. JPEG, PNG ou WebP.',
  },
  target_url: { label: 'Lien', description: 'Adresse ouverte dans un nouvel onglet au clic (https://…). Chaque clic est compté.', placeholder: 'https://' },
  advertiser_name: { label: 'Annonceur', description: 'Affiché après « Sponsorisé ».' },
  position: {
    label: 'Emplacement',
    description:
      "header : en haut de l'accueil ; between_products : au milieu de la liste des annonces de l'accueil ; sidebar : à droite de la fiche d'une annonce (ordinateur) ; footer : bas de l'accueil et des fiches (sans catégorie seulement).",
  },
  category: {
    label: 'Catégorie ciblée',
    description:
      "Vide : la bannière s'affiche partout. Une catégorie : seulement sur l'accueil filtré par cette catégorie (header, between_products) et sur les fiches de ses annonces (sidebar).",
  },
  starts_at: {
    label: 'Début',
    description: "Heure de Tunis (UTC+1, sans heure d'été), celle de votre ordinateur s'il est réglé sur la Tunisie. Vide : dès la publication.",
  },
  ends_at: { label: 'Fin', description: 'Heure de Tunis (UTC+1). Vide : sans fin. Doit être après le début.' },
  impression_count: { label: 'Impressions', description: 'Compté par le site, non modifiable' },
  click_count: { label: 'Clics', description: 'Compté par le site, non modifiable' },
  click_through_rate: { label: 'Taux de clic (CTR)', description: 'Clics ÷ impressions, calculé par le site' },
  daily_stats: { label: 'Statistiques par jour', description: 'Impressions, clics et CTR des 30 derniers jours' },
};

export const FAQ_FIELDS: Record<string, FieldText> = {
  question: { label: 'Question', description: "Telle qu'un visiteur la poserait ; sert de titre dans la liste." },
  keywords: {
    label: 'Mots-clés',
    description: 'Séparés par des virgules. Le bot retient la réponse dont les mots-clés figurent dans la question du visiteur.',
  },
  answer: { label: 'Réponse', description: 'Ce que le bot répond, en une ou deux phrases. Rédigez la version arabe dans la langue « ar ».' },
  suggestions: { label: 'Suggestions', description: 'Liste JSON de boutons proposés après la réponse, par exemple ["Voir les produits", "Contacter support"].' },
  priority: { label: 'Priorité', description: 'Les questions de plus grande priorité sont proposées en premier quand un visiteur salue le bot.' },
};

export const CATEGORY_FIELDS: Record<string, FieldText> = {
  name: { label: 'Nom', description: 'Nom affiché en français (2 caractères au moins).' },
  name_ar: { label: 'Nom en arabe', description: "Affiché aux visiteurs qui ont choisi l'arabe ; vide : le nom français." },
  slug: { label: 'Identifiant', description: "Tiré du nom, dans l'adresse des pages (/?category=…). Ne plus le changer une fois des annonces publiées." },
  kind: {
    label: 'Type',
    description: 'voiture, immobilier ou emplois ajoutent les champs propres à ces annonces au formulaire de publication ; autres : aucun champ de plus.',
  },
  description: { label: 'Description', description: '500 caractères au plus.' },
  color: { label: 'Couleur', description: 'Au format #rrggbb : pastilles et marqueurs de la carte.', placeholder: '#2563eb' },
  icon: { label: 'Icône', description: 'Nom d’une icône lucide (car, home, briefcase…).' },
  products: { label: 'Annonces' },
};

/** List views: the columns an editor needs, with their headers. */
export const BANNER_LIST = ['title', 'position', 'category', 'starts_at', 'ends_at', 'impression_count', 'click_count', 'click_through_rate'];
export const FAQ_LIST = ['question', 'keywords', 'priority'];
export const CATEGORY_LIST = ['name', 'name_ar', 'slug', 'kind'];
