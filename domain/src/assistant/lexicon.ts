// Words of a shopping request in French, Arabic and Tunisian written in Latin letters (with the
// usual digits for Arabic sounds: 3 = ع, 5 = خ, 7 = ح, 9 = ق). Spellings go through `tokenize`
// before comparison, so accents, case and Arabic letter variants do not matter here.
import type { CategorySlug } from '../categories';
import type { ProductCondition } from '../options';

export interface ProductWord {
  forms: readonly string[];
  category: CategorySlug;
  /** Search term to keep (French, as listings are written); none for a word that only names the category. */
  keyword?: string;
}

export const PRODUCT_WORDS: readonly ProductWord[] = [
  // Vehicles
  { forms: ['voiture', 'voitures', 'auto', 'automobile', 'vehicule', 'karhba', 'karhaba', 'kar7ba', 'karhbet', 'krahib', 'كرهبة', 'كرهبه', 'كراهب', 'سيارة', 'سيارات', 'oto', 'car'], category: 'voiture' },
  // Models (brands, fuels, property types and contracts are filters: lexicon-filters.ts).
  ...['golf', 'clio', 'picanto', 'yaris', 'polo', 'symbol', 'logan'].map(
    (model): ProductWord => ({ forms: [model], category: 'voiture', keyword: model }),
  ),
  { forms: ['moto', 'scooter', 'motor', 'موتور', 'دراجة نارية'], category: 'voiture', keyword: 'moto' },
  { forms: ['tracteur', 'تراكتور'], category: 'autres', keyword: 'tracteur' },

  // Real estate
  { forms: ['immobilier', 'immo', 'عقار', 'عقارات', 'logement', 'سكن'], category: 'immobilier' },
  { forms: ['studio', 'ستوديو'], category: 'immobilier', keyword: 'studio' },
  { forms: ['s+1', 's+2', 's+3', 's+4', 's+5'], category: 'immobilier' },

  // Jobs
  { forms: ['emploi', 'emplois', 'travail', 'job', 'jobs', 'boulot', 'poste', 'offre d emploi', 'khedma', '5edma', 'khidma', 'خدمة', 'وظيفة', 'وظائف', 'شغل', 'عمل', 'recrutement'], category: 'emplois' },
  { forms: ['developpeur', 'developer', 'dev', 'مطور'], category: 'emplois', keyword: 'développeur' },

  // Electronics
  { forms: ['electronique', 'high tech', 'الكترونيات'], category: 'electronique' },
  { forms: ['iphone', 'ايفون', 'آيفون'], category: 'electronique', keyword: 'iphone' },
  { forms: ['samsung', 'galaxy', 'سامسونج', 'سامسونغ'], category: 'electronique', keyword: 'samsung' },
  { forms: ['telephone', 'telephones', 'portable', 'smartphone', 'tel', 'telifoun', 'talifoun', 'تلفون', 'تليفون', 'هاتف', 'بورطابل'], category: 'electronique', keyword: 'téléphone' },
  { forms: ['ordinateur', 'ordinateur portable', 'pc', 'laptop', 'pc portable', 'macbook', 'ordi', 'حاسوب', 'كمبيوتر', 'بيسي'], category: 'electronique', keyword: 'pc' },
  { forms: ['tele', 'television', 'tv', 'تلفزة', 'تلفاز', 'تلفزيون'], category: 'electronique', keyword: 'télévision' },
  { forms: ['casque', 'ecouteurs'], category: 'electronique', keyword: 'casque' },

  // Furniture
  { forms: ['mobilier', 'meuble', 'meubles', 'ameublement', 'اثاث', 'أثاث', 'فرش', 'موبيليا'], category: 'mobilier' },
  { forms: ['canape', 'canapes', 'sofa', 'salon', 'fauteuil salon', 'كنبة', 'كنابي', 'صالون', 'fotay'], category: 'mobilier', keyword: 'canapé' },
  { forms: ['table', 'tables', 'طاولة', 'طاولات', 'tawla'], category: 'mobilier', keyword: 'table' },
  { forms: ['lit', 'lits', 'سرير', 'فرش نوم'], category: 'mobilier', keyword: 'lit' },
  { forms: ['armoire', 'placard', 'خزانة', 'ماريو', 'mariyou'], category: 'mobilier', keyword: 'armoire' },
  { forms: ['chaise', 'chaises', 'كرسي', 'كراسي', 'korsi'], category: 'mobilier', keyword: 'chaise' },

  // Fashion
  { forms: ['mode', 'vetement', 'vetements', 'habits', 'حوايج', 'ملابس', 'lbes', 'lebsa'], category: 'mode' },
  { forms: ['robe', 'robes', 'فستان', 'روبة'], category: 'mode', keyword: 'robe' },
  { forms: ['veste', 'blouson', 'jacket', 'جاكيت', 'فيستة'], category: 'mode', keyword: 'veste' },
  { forms: ['chaussures', 'baskets', 'sbabet', 'سباط', 'صباط', 'حذاء', 'espadrilles'], category: 'mode', keyword: 'baskets' },
  { forms: ['sac', 'sac a main', 'ساك', 'حقيبة'], category: 'mode', keyword: 'sac' },

  // Sport
  { forms: ['sport', 'sports', 'رياضة'], category: 'sport' },
  { forms: ['velo', 'vtt', 'bicyclette', 'بسكلات', 'بيسكلات', 'دراجة', 'beskleta'], category: 'sport', keyword: 'vélo' },
  { forms: ['halteres', 'musculation'], category: 'sport', keyword: 'haltères' },

  // Video games
  { forms: ['jeux video', 'jeu video', 'gaming', 'العاب فيديو'], category: 'jeux-video' },
  { forms: ['ps5', 'ps4', 'playstation', 'بلايستيشن', 'بلاي ستيشن'], category: 'jeux-video', keyword: 'playstation' },
  { forms: ['xbox', 'اكس بوكس'], category: 'jeux-video', keyword: 'xbox' },
  { forms: ['switch', 'nintendo'], category: 'jeux-video', keyword: 'nintendo' },
  { forms: ['console', 'consoles', 'كونسول'], category: 'jeux-video' },

  // Office
  { forms: ['bureautique', 'fournitures'], category: 'bureautique' },
  { forms: ['imprimante', 'طابعة', 'imprimantes'], category: 'bureautique', keyword: 'imprimante' },
  { forms: ['ecran', 'moniteur', 'شاشة'], category: 'bureautique', keyword: 'écran' },
];

export const CONDITION_WORDS: ReadonlyArray<{ forms: readonly string[]; condition: ProductCondition }> = [
  { forms: ['comme neuf', 'comme neuve', 'etat neuf', 'quasi neuf', 'tres bon etat', 'kif jdid', 'ki jdid', 'كالجديد', 'شبه جديد', 'كيف الجديد', 'كي الجديد'], condition: 'like_new' },
  { forms: ['neuf', 'neuve', 'neufs', 'neuves', 'jdid', 'jdida', 'جديد', 'جديدة', 'new', 'emballe', 'sous emballage'], condition: 'new' },
  { forms: ['bon etat', 'en bon etat', 'nadhif', 'ndhif', 'نظيف', 'نظيفة', 'حالة جيدة', 'حالة باهية', 'bien entretenu'], condition: 'good' },
  { forms: ['occasion', 'occas', 'd occasion', 'usage', 'usagee', 'utilise', 'seconde main', 'mosta3mel', 'mesta3mel', 'مستعمل', 'مستعملة', 'used'], condition: 'used' },
];

/** "pas cher": cheapest first. */
export const CHEAP_WORDS: readonly string[] = ['pas cher', 'pas chere', 'moins cher', 'bon prix', 'petit prix', 'bon marche', 'rkhis', 'r5is', 'rkhisa', 'رخيص', 'رخيصة', 'ارخص', 'بسوم باهي', 'cheap'];

export const FREE_WORDS: readonly string[] = ['gratuit', 'gratuite', 'gratuits', 'a donner', 'donner', 'bilech', 'belech', 'بلاش', 'مجاني', 'مجانا', 'free'];

export const MAX_PRICE_WORDS: readonly string[] = [
  'moins de', 'moins que', 'max', 'maximum', 'au maximum', 'maxi', 'jusqu a', 'pas plus de', 'sous', 'en dessous de',
  'inferieur a', 'budget', 'budget de', 'budget max', 'a9al men', 'a9al mel', 'a9al min', 'a9al', 'akal men', 'aqal men', 'ta7t', 'taht',
  'ma yfoutech', 'mayfoutech', '<', 'اقل من', 'أقل من', 'باقل من', 'بأقل من', 'تحت', 'ما يفوتش', 'مايفوتش', 'لا يتجاوز', 'حد اقصى', 'ماكس', 'ميزانية',
];

export const MIN_PRICE_WORDS: readonly string[] = [
  'plus de', 'au moins', 'minimum', 'min', 'a partir de', 'superieur a', 'plus que', 'akther men', 'akther mel', 'aktar men', 'fou9', 'fouk',
  '>', 'اكثر من', 'أكثر من', 'فوق', 'على الاقل', 'ابتداء من',
];

export const AROUND_WORDS: readonly string[] = ['environ', 'autour de', 'aux alentours de', 'vers', 'ta9riban', 'حوالي', 'تقريبا', 'في حدود'];

export const RANGE_START_WORDS: readonly string[] = ['entre', 'de', 'bin', 'mabin', 'بين', 'من'];
export const RANGE_JOIN_WORDS: readonly string[] = ['et', 'a', 'w', 'ou', 'و', 'الى', 'إلى', 'حتى', 'l', '-'];

/** Currency words after an amount (all prices are DT). */
export const CURRENCY_WORDS: readonly string[] = ['dt', 'tnd', 'dinar', 'dinars', 'dinart', 'd', 'dinat', 'دينار', 'دنانير', 'د', 'د ت', 'مليم', 'دت'];

/** Multipliers after an amount: "30 mille", "30k", "30 ألف"; Tunisians count a thousand dinars as a "million" (of millimes). */
export const MULTIPLIER_WORDS: ReadonlyArray<{ forms: readonly string[]; factor: number }> = [
  { forms: ['mille', 'milles', 'k', 'alf', 'elf', 'alaf', 'aalef', 'الف', 'ألف', 'آلاف', 'الاف', 'ملف'], factor: 1000 },
  { forms: ['malyoun', 'melyoun', 'mlayen', 'malyoon', 'مليون', 'ملاين', 'ملايين'], factor: 1000 },
  { forms: ['million', 'millions', 'm'], factor: 1_000_000 },
];

/** Amounts written as words when no digit comes first ("ألف", "alfin", "mille dinars"). */
export const WORD_AMOUNTS: ReadonlyArray<{ forms: readonly string[]; value: number }> = [
  { forms: ['mille', 'alf', 'الف', 'ألف'], value: 1000 },
  { forms: ['alfin', 'alfine', 'deux mille', 'الفين', 'ألفين'], value: 2000 },
  { forms: ['malyoun', 'melyoun', 'مليون'], value: 1000 },
  { forms: ['cent', 'mya', 'مية', 'مائة', 'مئة'], value: 100 },
];

/** Words that only carry the sentence ("je cherche", "نحب", "fama"). */
export const STOP_WORDS: readonly string[] = [
  // French
  'je', 'j', 'cherche', 'recherche', 'veux', 'voudrais', 'aimerais', 'souhaite', 'besoin', 'un', 'une', 'des', 'de', 'du', 'd', 'le', 'la', 'les', 'l',
  'a', 'au', 'aux', 'en', 'dans', 'sur', 'pour', 'avec', 'et', 'ou', 'qui', 'que', 'est', 'il', 'y', 'avez', 'vous', 'acheter', 'trouver', 'montre', 'moi',
  'montrez', 'donne', 'svp', 's', 'il vous plait', 'stp', 'ville', 'region', 'prix', 'dans la region de', 'vers', 'pres', 'cote', 'quelque', 'chose', 'mon', 'ma',
  'vends', 'vend', 'vente', 'achat', 'cherchons', 'j ai', 'ai', 'annonce', 'annonces', 'dinars', 'dt',
  // Tunisian in Latin letters
  'nheb', 'n7eb', 'nhib', 'n7ib', 'nheeb', 'bghit', 'nchri', 'nechri', 'n9alleb', 'nlawej', 'nlawwej', 'fama', 'famma', 'famech', '3andkom', '3andek', 'andkom', 'fi', 'f', 'b',
  'mta3', 'mte3', '3la', 'ala', 'fil', 'el', 'il', 'wa7da', 'wahda', 'wa7ed', 'wahed', 'chay', 'haja', '7aja', 'brabi', 'barcha', 'ya', 'chkoun', 'ena', 'ana', 'w', 'men', 'mel',
  // Arabic (normalised: ة→ه, أ→ا, ى→ي)
  'نحب', 'نحبو', 'نلوج', 'نلوجو', 'نشري', 'اريد', 'ابحث', 'عن', 'في', 'ب', 'من', 'على', 'فما', 'فمه', 'عندكم', 'عندك', 'واحد', 'واحده', 'حاجه', 'متاع', 'انا',
  'و', 'مع', 'يا', 'الي', 'اللي', 'شي', 'حد', 'بربي', 'لو', 'سمحت', 'برشا', 'ال',
];

export const RENT_WORDS: readonly string[] = ['a louer', 'louer', 'location', 'kra', 'lel kra', 'lil kra', 'للكراء', 'كراء', 'للايجار', 'ايجار'];
export const SALE_WORDS: readonly string[] = ['a vendre', 'lel bi3', 'للبيع'];

export const GREETING_WORDS: readonly string[] = [
  'bonjour', 'bonsoir', 'salut', 'coucou', 'hello', 'hi', 'hey', 'salam', 'slm', 'salem', 'aslema', 'asslema', '3aslema', 'ahla', 'ahlan', 'marhba', 'bjr', 'cc',
  'السلام عليكم', 'سلام', 'مرحبا', 'اهلا', 'عسلامه', 'صباح الخير', 'مساء الخير', 'salam alaykom', 'sbah el khir', 'sba7 el 5ir',
];
export const THANKS_WORDS: readonly string[] = ['merci', 'merci beaucoup', 'thanks', 'thank you', 'choukran', 'chokran', 'ya3tik saha', 'y3aychek', 'يعطيك الصحة', 'شكرا', 'يعيشك', 'bravo', 'top', 'parfait'];
export const HELP_WORDS: readonly string[] = [
  'aide', 'help', 'aidez', 'aider', 'comment ca marche', 'comment faire', 'que peux tu faire', 'tu fais quoi', 'qui es tu', 'mode d emploi',
  'chnowa ta3mel', 'chta3mel', 'a3wanni', 'aawenni', '3awenni', 'مساعده', 'عاوني', 'شنوه تعمل', 'كيفاش نخدم', 'ساعدني', 'ماذا تفعل',
];
