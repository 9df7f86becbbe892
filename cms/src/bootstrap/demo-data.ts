/**
 * Demo content for `SEED_DEMO` (on by default with SQLite): people, listings over every category
 * and the 8 SPEC cities, and the support bot's first answers. Passwords are demo-only and shown on
 * /admin-info only while demo data is enabled (ARCHITECTURE decision 1).
 */
export const DEMO_PASSWORD = 'Souk-Demo-2026';
export const DEMO_ADMIN = { email: 'admin@souk.tn', password: 'Admin-Souk-2026', display_name: 'Administrateur' };
/** Studio (/studio) accounts: an editor (banners, FAQ, categories) and a super admin. */
export const DEMO_EDITOR = { email: 'editeur@souk.tn', password: 'Editeur1234', firstname: 'Éléna', lastname: 'Éditrice' };
export const DEMO_STUDIO_ADMIN = { email: 'studio@souk.tn', password: 'Studio-Souk-2026', firstname: 'Sami', lastname: 'Studio' };

export const DEMO_SELLERS = [
  { email: 'amira@souk.tn', display_name: 'Amira Ben Salah', first_name: 'Amira', last_name: 'Ben Salah', location: 'Tunis', bio: 'Je vends ce dont je ne me sers plus, toujours en bon état.' },
  { email: 'youssef@souk.tn', display_name: 'Youssef Trabelsi', first_name: 'Youssef', last_name: 'Trabelsi', location: 'Sfax', bio: 'Passionné d’automobile et de high-tech.' },
  { email: 'salma@souk.tn', display_name: 'Salma Gharbi', first_name: 'Salma', last_name: 'Gharbi', location: 'Sousse', bio: 'Agence immobilière familiale depuis 2005.' },
  { email: 'karim@souk.tn', display_name: 'Karim Jaziri', first_name: 'Karim', last_name: 'Jaziri', location: 'Bizerte', bio: 'Recruteur dans le secteur informatique.' },
  { email: 'nour@souk.tn', display_name: 'Nour Hammami', first_name: 'Nour', last_name: 'Hammami', location: 'Nabeul', bio: 'Mobilier et déco faits main.' },
];

/** Neighbours who like listings, so promotions and badges come from real likes. */
export const DEMO_NEIGHBOURS = Array.from({ length: 26 }, (_, i) => ({
  email: `voisin${String(i + 1).padStart(2, '0')}@demo.souk.tn`,
  display_name: `Voisin ${i + 1}`,
}));

export interface DemoListing {
  title: string;
  description: string;
  category: string;
  city: string;
  price: number | null; // null = free
  condition?: 'new' | 'like_new' | 'good' | 'used';
  reserved?: boolean;
  likes?: number;
  images?: number;
  car?: Record<string, unknown>;
  real_estate?: Record<string, unknown>;
  job?: Record<string, unknown>;
}

// The SPEC's eight cities first (the /products city filter offers them), then the rest of the
// country, so the demo map and the city filter both have something to show.
const CITIES = ['tunis', 'sfax', 'sousse', 'monastir', 'bizerte', 'gabes', 'kairouan', 'nabeul', 'ariana', 'ben-arous', 'mahdia', 'gafsa', 'medenine', 'tozeur', 'le-kef', 'beja'];
const city = (i: number) => CITIES[i % CITIES.length]!;

const cars: DemoListing[] = [
  ['Peugeot 208 Allure', 'Peugeot', '208', 2019, 68000, 'manual', 42000],
  ['Volkswagen Golf 7 TDI', 'Volkswagen', 'Golf', 2016, 142000, 'manual', 51000],
  ['Kia Picanto GT Line', 'Kia', 'Picanto', 2021, 31000, 'automatic', 39500],
  ['Renault Clio 4 essence', 'Renault', 'Clio', 2015, 120000, 'manual', 29000],
  ['Toyota Yaris hybride', 'Toyota', 'Yaris', 2020, 54000, 'automatic', 56000],
  ['Hyundai i20 première main', 'Hyundai', 'i20', 2018, 88000, 'manual', 36000],
  ['Mercedes Classe C 200', 'Mercedes', 'Classe C', 2014, 176000, 'automatic', 78000],
].map(([title, brand, model, year, mileage, transmission, price], i) => ({
  title: String(title),
  description: `${title}, ${year}, ${mileage} km, entretien suivi chez le concessionnaire. Visite technique à jour, aucun accident. Contactez-moi pour un essai.`,
  category: 'voiture',
  city: city(i),
  price: Number(price),
  condition: 'used' as const,
  likes: [12, 3, 4, 0, 27, 1, 2][i],
  images: i === 0 ? 3 : 1,
  car: { brand, model, year, mileage, transmission, fuel_type: i % 3 === 0 ? 'diesel' : 'essence', condition: 'used', color: ['Blanc', 'Gris', 'Rouge', 'Noir'][i % 4], doors: 5, equipment: i % 2 ? ['navigation', 'camera_rear'] : ['parking_sensors'] },
}));

const realEstate: DemoListing[] = [
  ['Appartement S+2 à La Marsa', 'apartment', 2, 1, 95, 3, 1200],
  ['Villa avec piscine à Hammamet', 'villa', 5, 3, 320, 0, 2500000],
  ['Studio meublé près de la faculté', 'apartment', 1, 1, 38, 2, 450],
  ['Bureau 60 m² centre-ville', 'office', 3, 1, 60, 4, 900],
  ['Terrain constructible 400 m²', 'land', 0, 0, 400, 0, 180000],
  ['Maison traditionnelle à rénover', 'house', 4, 1, 150, 0, 210000],
  ['Local commercial sur avenue', 'commercial', 1, 1, 80, 0, 1500],
].map(([title, type, rooms, bathrooms, surface, floor, price], i) => ({
  title: String(title),
  description: `${title} : ${surface} m², ${rooms} pièce(s), quartier calme et bien desservi. Documents en règle, visite sur rendez-vous.`,
  category: 'immobilier',
  city: city(i + 2),
  price: Number(price),
  likes: [3, 11, 0, 1, 2, 0, 5][i],
  real_estate: { type, rooms, bathrooms, surface, floor, furnished: i === 2, parking: i % 2 === 0, garden: type === 'villa' || type === 'house', balcony: type === 'apartment', condition: i === 5 ? 'to_renovate' : 'good' },
}));

const jobs: DemoListing[] = [
  ['Développeur React confirmé', 'cdi', 'informatique', 'confirme', 'bac5', 2500, 3500, true],
  ['Vendeuse en boutique de prêt-à-porter', 'cdd', 'commerce', 'debutant', 'bac', 900, 1100, false],
  ['Stage comptabilité 6 mois', 'stage', 'finance', 'debutant', 'bac3', 400, 500, false],
  ['Infirmier de nuit en clinique', 'cdi', 'sante', 'junior', 'bac3', 1400, 1800, false],
  ['Community manager freelance', 'freelance', 'marketing', 'junior', 'bac3', 800, 1500, true],
  ['Chef de chantier bâtiment', 'cdi', 'construction', 'senior', 'bac2', 2000, 2800, false],
].map(([title, type, sector, experience, education, min, max, remote], i) => ({
  title: String(title),
  description: `Nous recrutons : ${String(title).toLowerCase()}. Salaire selon profil, environnement de travail motivant et formation assurée. Envoyez votre CV par message.`,
  category: 'emplois',
  city: city(i + 4),
  price: Number(min), // monthly salary from, in DT
  likes: [4, 0, 1, 0, 2, 0][i],
  job: { type, sector, experience, education, salary_min: min, salary_max: max, remote, urgency: i === 0 ? 'urgent' : 'normal', company: ['Tunisoft', 'Mode Sfax', 'Cabinet Ben Ali', 'Clinique El Amen', 'Agence Pixel', 'BatiSud'][i], benefits: ['Tickets restaurant', 'Assurance groupe'] },
}));

type Simple = [string, string, number | null, DemoListing['condition'], number?, boolean?];
const simple = (category: string, list: Simple[], offset: number): DemoListing[] =>
  list.map(([title, description, price, condition, likes, reserved], i) => ({
    title,
    description,
    category,
    city: city(i + offset),
    price,
    condition,
    likes: likes ?? 0,
    reserved: reserved ?? false,
  }));

const other: DemoListing[] = [
  ...simple('electronique', [
    ['iPhone 13 128 Go', 'iPhone 13 bleu, batterie 89 %, avec boîte et chargeur. Aucune rayure.', 1850, 'like_new', 14],
    ['MacBook Air M1', 'MacBook Air M1 8 Go / 256 Go, clavier AZERTY, parfait pour les études.', 1200, 'good', 6],
    ['PC Gaming RTX 3060', 'PC Gaming Ryzen 5, RTX 3060, 16 Go de RAM, SSD 1 To. Idéal pour jouer en 1080p.', 2900, 'good', 25],
    ['Samsung Galaxy S21', 'Galaxy S21 5G, 128 Go, écran intact, vendu avec coque.', 980, 'good', 2],
    ['Casque Sony WH-1000XM4', 'Réduction de bruit excellente, très peu servi.', 520, 'like_new', 1],
    ['Télévision LG 55 pouces 4K', 'Smart TV LG 55", télécommande magique incluse.', 1400, 'used', 0, true],
    ['Vieux téléphone à donner', 'Nokia fonctionnel à donner, parfait comme téléphone de secours.', null, 'used', 0],
  ], 0),
  ...simple('sport', [
    ['VTT Rockrider 27,5 pouces', 'VTT Rockrider taille M, freins à disque, révisé récemment.', 650, 'good', 3],
    ['Tapis de course pliable', 'Tapis de course électrique, vitesse max 14 km/h.', 780, 'used', 0],
    ['Haltères réglables 2 × 20 kg', 'Paire d’haltères réglables avec barres et disques.', 240, 'good', 1],
    ['Raquette de tennis Babolat', 'Babolat Pure Drive, cordage neuf.', 310, 'like_new', 0],
    ['Ballon de football à donner', 'Ballon taille 5 encore bon, à venir chercher.', null, 'used', 0],
    ['Kimono de judo enfant', 'Kimono 140 cm, porté une saison.', 45, 'good', 0],
  ], 1),
  ...simple('bureautique', [
    ['Imprimante HP LaserJet', 'Imprimante laser monochrome, toner neuf.', 290, 'good', 0],
    ['Fauteuil de bureau ergonomique', 'Fauteuil avec soutien lombaire et accoudoirs réglables.', 350, 'like_new', 4],
    ['Bureau d’angle en bois', 'Bureau d’angle 140 × 120 cm, démontable.', 420, 'used', 0],
    ['Lot de fournitures scolaires', 'Cahiers, classeurs et stylos, à donner pour la rentrée.', null, 'new', 2],
    ['Écran Dell 27 pouces', 'Écran IPS 27" QHD, pied réglable.', 690, 'good', 1],
    ['Destructeur de documents', 'Destructeur coupe croisée, 10 feuilles.', 120, 'good', 0],
  ], 2),
  ...simple('jeux-video', [
    ['PlayStation 5 avec deux manettes', 'PS5 édition standard, deux manettes DualSense et trois jeux.', 1900, 'like_new', 9],
    ['Nintendo Switch OLED', 'Switch OLED blanche, peu utilisée, avec Mario Kart 8.', 1250, 'like_new', 10],
    ['Manette Xbox Series', 'Manette sans fil, couleur carbone.', 180, 'good', 0],
    ['FIFA 23 PS4', 'Jeu FIFA 23 pour PS4 en très bon état.', 60, 'good', 0],
    ['Volant Logitech G29', 'Volant et pédalier pour PS4/PS5/PC.', 750, 'good', 3],
    ['Jeux rétro à donner', 'Cartouches Game Boy à donner à un collectionneur.', null, 'used', 1],
  ], 3),
  ...simple('mobilier', [
    ['Canapé d’angle en cuir', 'Canapé d’angle 5 places en cuir marron, très confortable.', 1600, 'good', 5],
    ['Canapé convertible 3 places', 'Canapé convertible gris, couchage 140 cm.', 850, 'used', 2],
    ['Table à manger et 6 chaises', 'Table en bois massif 180 cm avec six chaises.', 1300, 'good', 0],
    ['Armoire 3 portes', 'Armoire avec miroir, démontée pour le transport.', 480, 'used', 0, true],
    ['Lit double avec sommier', 'Lit 160 × 200 avec sommier à lattes.', 600, 'good', 1],
    ['Étagère à donner', 'Petite étagère en pin, à récupérer sur place.', null, 'used', 0],
  ], 4),
  ...simple('mode', [
    ['Veste en cuir homme taille L', 'Veste en cuir véritable, doublure intérieure.', 260, 'like_new', 1],
    ['Robe de soirée brodée', 'Robe longue brodée main, taille 38.', 340, 'like_new', 3],
    ['Baskets Nike Air Max 42', 'Portées quelques fois, comme neuves.', 210, 'like_new', 0],
    ['Sac à main en cuir', 'Sac à main artisanal en cuir de Kairouan.', 150, 'new', 0],
  ], 5),
  ...simple('autres', [
    ['Tracteur agricole Massey Ferguson', 'Tracteur MF 285 en état de marche, idéal pour petite exploitation.', 32000, 'used', 2],
    ['Cours particuliers de mathématiques', 'Professeur expérimenté, cours de la 7e au bac.', 30, 'new', 0],
    ['Chatons à adopter', 'Trois chatons sevrés cherchent une famille, donnés contre bons soins.', null, 'new', 4],
    ['Machine à café expresso', 'Machine expresso avec buse vapeur.', 230, 'good', 0],
    ['Vélo enfant 16 pouces', 'Vélo avec petites roues, rouge.', 90, 'used', 0],
  ], 6),
];

export const DEMO_LISTINGS: DemoListing[] = [...cars, ...realEstate, ...jobs, ...other];

type FaqText = { question: string; keywords: string; answer: string; suggestions: string[] };

/** Each answer in French with its Arabic translation (one studio document, two locales). */
export const DEMO_FAQ: Array<{ fr: FaqText; ar: FaqText }> = [
  {
    fr: { question: 'Comment publier une annonce ?', keywords: 'publier, annonce, vendre, poster, ajouter', answer: 'Connectez-vous, ouvrez l’onglet « Ajouter », choisissez la catégorie, remplissez les champs et ajoutez jusqu’à 8 photos.', suggestions: ['Voir les produits', 'Modifier une annonce'] },
    ar: { question: 'كيف أنشر إعلانا؟', keywords: 'نشر, اعلان, بيع, اضافة, انشر', answer: 'سجّل الدخول، افتح تبويب « إضافة »، اختر الفئة واملأ الحقول وأضف حتى 8 صور.', suggestions: ['عرض المنتجات', 'تعديل إعلان'] },
  },
  {
    fr: { question: 'Comment contacter un vendeur ?', keywords: 'contacter, vendeur, message, discuter', answer: 'Ouvrez l’annonce puis « Envoyer message ». Ne quittez pas la messagerie de Souk et ne payez jamais d’avance.', suggestions: ['Mes messages', 'Conseils de sécurité'] },
    ar: { question: 'كيف أتواصل مع البائع؟', keywords: 'تواصل, بائع, رسالة, اتصل', answer: 'افتح الإعلان ثم « إرسال رسالة ». ابقَ في رسائل سوق ولا تدفع أبدا مسبقا.', suggestions: ['رسائلي', 'نصائح الأمان'] },
  },
  {
    fr: { question: 'Comment une annonce est-elle promue ?', keywords: 'promotion, promu, promouvoir, populaire, j aime', answer: 'Une annonce est promue automatiquement dès 3 « j’aime ». Un administrateur peut aussi la promouvoir.', suggestions: ['Produits populaires'] },
    ar: { question: 'كيف يتم ترويج إعلان؟', keywords: 'ترويج, مروج, شائع, اعجاب', answer: 'يُروَّج الإعلان تلقائيا عند حصوله على 3 إعجابات. ويمكن للمشرف أيضا ترويجه.', suggestions: ['المنتجات الشائعة'] },
  },
  {
    fr: { question: 'Modifier ou supprimer une annonce', keywords: 'modifier, supprimer, effacer, editer', answer: 'Sur la page de votre annonce, utilisez « Modifier » ou « Supprimer ». Seul le propriétaire peut le faire.', suggestions: ['Mon profil'] },
    ar: { question: 'تعديل إعلان أو حذفه', keywords: 'تعديل, حذف, مسح, بدل', answer: 'في صفحة إعلانك استعمل « تعديل » أو « حذف ». صاحب الإعلان وحده يستطيع ذلك.', suggestions: ['ملفي الشخصي'] },
  },
  {
    fr: { question: 'Sécurité des paiements', keywords: 'arnaque, securite, paiement, payer, fraude', answer: 'Rencontrez le vendeur dans un lieu public, vérifiez l’article avant de payer et n’envoyez jamais d’argent à l’avance.', suggestions: ['Contacter support'] },
    ar: { question: 'أمان الدفع', keywords: 'احتيال, امان, دفع, خلاص, نصب', answer: 'قابل البائع في مكان عام، وتحقق من السلعة قبل الدفع، ولا ترسل المال مسبقا أبدا.', suggestions: ['الاتصال بالدعم'] },
  },
];

type AdText = { title: string; description: string };

/** Each banner in French with its Arabic translation (one studio document, two locales). */
export const DEMO_ADS: Array<{ fr: AdText; ar: AdText; position: 'header' | 'sidebar' | 'between_products' | 'footer'; target_url: string; advertiser_name: string; color: string }> = [
  { fr: { title: 'Soldes d’hiver chez TechZone', description: 'Jusqu’à -40 % sur les smartphones et ordinateurs.' }, ar: { title: 'تخفيضات الشتاء في TechZone', description: 'تخفيضات تصل إلى 40٪ على الهواتف الذكية والحواسيب.' }, position: 'header', target_url: 'https://example.com/techzone', advertiser_name: 'TechZone', color: '#1d4ed8' },
  { fr: { title: 'Assurance auto en 5 minutes', description: 'Devis gratuit et immédiat pour votre voiture.' }, ar: { title: 'تأمين سيارتك في 5 دقائق', description: 'عرض سعر مجاني وفوري لسيارتك.' }, position: 'sidebar', target_url: 'https://example.com/assurance', advertiser_name: 'Assur+ Tunisie', color: '#047857' },
  { fr: { title: 'Déménagement sans stress', description: 'Camions et équipes dans les 24 gouvernorats.' }, ar: { title: 'انتقال بلا عناء', description: 'شاحنات وفرق عمل في الولايات الأربع والعشرين.' }, position: 'between_products', target_url: 'https://example.com/demenagement', advertiser_name: 'Move TN', color: '#b45309' },
  { fr: { title: 'Apprenez à coder cet été', description: 'Bootcamp développement web à Tunis et en ligne.' }, ar: { title: 'تعلّم البرمجة هذا الصيف', description: 'دورة مكثفة في تطوير الويب في تونس وعن بعد.' }, position: 'footer', target_url: 'https://example.com/bootcamp', advertiser_name: 'Code Academy', color: '#7c3aed' },
];
