import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../product-query';
import { parseAssistantRequest, type AssistantFilters, type AssistantIntent } from './parse';
import { assistantChips, assistantProductQuery, withoutChip } from './query';
import { ASSISTANT_REPLIES, assistantLanguage } from './replies';

type Expected = Partial<Omit<AssistantFilters, 'keywords'>> & { keywords?: string[] };

// [request, expected filters (exactly these keys, keywords compared as a list)]
const SEARCHES: ReadonlyArray<readonly [string, Expected]> = [
  // French
  ['voiture diesel moins de 30 mille à Sfax', { category: 'voiture', fuel: ['diesel'], maxPrice: 30000, city: 'sfax' }],
  ['S+2 à louer Ariana', { category: 'immobilier', minRooms: 2, deal: ['rent'], city: 'ariana' }],
  ['iPhone 13 pas cher', { category: 'electronique', keywords: ['iphone', '13'], cheapest: true }],
  ['canapé moins de 1000 dinars à Tunis', { category: 'mobilier', keywords: ['canapé'], maxPrice: 1000, city: 'tunis' }],
  ['voiture moins de 30k', { category: 'voiture', maxPrice: 30000 }],
  ['voiture 30 000 DT', { category: 'voiture', maxPrice: 30000 }],
  ['voiture à moins de 30 000 dinars', { category: 'voiture', maxPrice: 30000 }],
  ['Voiture occasion Sousse max 25 mille', { category: 'voiture', condition: 'used', city: 'sousse', maxPrice: 25000 }],
  ['Je cherche une voiture entre 20 et 35 mille', { category: 'voiture', minPrice: 20000, maxPrice: 35000 }],
  ['voiture de 20000 à 40000 DT', { category: 'voiture', minPrice: 20000, maxPrice: 40000 }],
  ['Peugeot 208 moins de 45 mille', { category: 'voiture', brand: ['peugeot'], keywords: ['208'], maxPrice: 45000 }],
  ['voiture moins de 30', { category: 'voiture', maxPrice: 30000 }],
  ['appartement à Sousse', { category: 'immobilier', propertyType: ['apartment'], city: 'sousse' }],
  ['appartement S+3 à vendre à Nabeul', { category: 'immobilier', propertyType: ['apartment'], minRooms: 3, deal: ['sale'], city: 'nabeul' }],
  ['studio à louer moins de 500 dt', { category: 'immobilier', keywords: ['studio'], deal: ['rent'], maxPrice: 500 }],
  ['maison à Ben Arous', { category: 'immobilier', propertyType: ['house'], city: 'ben-arous' }],
  ['villa avec piscine plus de 500 mille', { category: 'immobilier', propertyType: ['villa'], keywords: ['piscine'], minPrice: 500000 }],
  ['terrain Bizerte', { category: 'immobilier', propertyType: ['land'], city: 'bizerte' }],
  ['samsung galaxy neuf', { category: 'electronique', keywords: ['samsung'], condition: 'new' }],
  ['téléphone comme neuf moins de 800 DT', { category: 'electronique', keywords: ['téléphone'], condition: 'like_new', maxPrice: 800 }],
  ['ordinateur portable à Monastir', { category: 'electronique', keywords: ['pc'], city: 'monastir' }],
  ['télé en bon état', { category: 'electronique', keywords: ['télévision'], condition: 'good' }],
  ['PS5 pas cher à Tunis', { category: 'jeux-video', keywords: ['playstation'], cheapest: true, city: 'tunis' }],
  ['console nintendo switch', { category: 'jeux-video', keywords: ['nintendo'] }],
  ['table à manger bois', { category: 'mobilier', keywords: ['table', 'manger', 'bois'] }],
  ['lit double gratuit', { category: 'mobilier', keywords: ['lit', 'double'], freeOnly: true }],
  ['meubles à donner Gabès', { category: 'mobilier', freeOnly: true, city: 'gabes' }],
  ['robe de soirée taille 38', { category: 'mode', keywords: ['robe', 'soiree', 'taille', '38'] }],
  ['baskets Nike', { category: 'mode', keywords: ['baskets', 'nike'] }],
  ['vélo pour enfant moins de 100 dt', { category: 'sport', keywords: ['vélo', 'enfant'], maxPrice: 100 }],
  ['emploi développeur à Tunis', { category: 'emplois', keywords: ['développeur'], city: 'tunis' }],
  ['stage comptabilité', { category: 'emplois', contract: ['stage'], keywords: ['comptabilite'] }],
  ['imprimante laser', { category: 'bureautique', keywords: ['imprimante', 'laser'] }],
  ['canapé autour de 1000 dinars', { category: 'mobilier', keywords: ['canapé'], minPrice: 800, maxPrice: 1200 }],
  ['salon au moins 2000 dt Kairouan', { category: 'mobilier', keywords: ['canapé'], minPrice: 2000, city: 'kairouan' }],
  ['iPhone jusqu’à 2 000 DT', { category: 'electronique', keywords: ['iphone'], maxPrice: 2000 }],
  ['Golf 7 TDI 1,5 million', { category: 'voiture', keywords: ['golf', '7'], fuel: ['diesel'], maxPrice: 1500000 }],
  ['canapé moins de mille dinars', { category: 'mobilier', keywords: ['canapé'], maxPrice: 1000 }],
  ['Nokia', { keywords: ['nokia'] }],
  ['bonjour, je cherche une voiture à Sfax', { category: 'voiture', city: 'sfax' }],
  // Latin-letter Tunisian
  ['nheb karhba diesel fi sfax', { category: 'voiture', fuel: ['diesel'], city: 'sfax' }],
  ['n7eb karhba a9al men 30 alf', { category: 'voiture', maxPrice: 30000 }],
  ['karhba b 25 malyoun', { category: 'voiture', maxPrice: 25000 }],
  ['fama dar lel kra fi l ariana', { category: 'immobilier', propertyType: ['house'], deal: ['rent'], city: 'ariana' }],
  ['nlawej 3la s+2 fi tounes', { category: 'immobilier', minRooms: 2, city: 'tunis' }],
  ['telifoun rkhis', { category: 'electronique', keywords: ['téléphone'], cheapest: true }],
  ['iphone jdid', { category: 'electronique', keywords: ['iphone'], condition: 'new' }],
  ['karhba mosta3mla', { category: 'voiture', keywords: ['mosta3mla'] }],
  ['karhba mosta3mel soussa', { category: 'voiture', condition: 'used', city: 'sousse' }],
  ['nchri canape bilech', { category: 'mobilier', keywords: ['canapé'], freeOnly: true }],
  ['khedma fi bizerta', { category: 'emplois', city: 'bizerte' }],
  ['ps4 ta7t 500 dt', { category: 'jeux-video', keywords: ['playstation'], maxPrice: 500 }],
  ['velo ki jdid', { category: 'sport', keywords: ['vélo'], condition: 'like_new' }],
  ['karhba 30k', { category: 'voiture', maxPrice: 30000 }],
  // Arabic
  ['نحب كرهبة في سوسة', { category: 'voiture', city: 'sousse' }],
  ['سيارة أقل من 30 ألف دينار في صفاقس', { category: 'voiture', maxPrice: 30000, city: 'sfax' }],
  ['كرهبة ديزل بصفاقس', { category: 'voiture', fuel: ['diesel'], city: 'sfax' }],
  ['شقة للكراء في أريانة', { category: 'immobilier', propertyType: ['apartment'], deal: ['rent'], city: 'ariana' }],
  ['كنبة أقل من ألف دينار في تونس', { category: 'mobilier', keywords: ['canapé'], maxPrice: 1000, city: 'tunis' }],
  ['ايفون رخيص', { category: 'electronique', keywords: ['iphone'], cheapest: true }],
  ['تلفون جديد', { category: 'electronique', keywords: ['téléphone'], condition: 'new' }],
  ['دار في نابل بين 100 و 200 ألف', { category: 'immobilier', propertyType: ['house'], city: 'nabeul', minPrice: 100000, maxPrice: 200000 }],
  ['خدمة في المنستير', { category: 'emplois', city: 'monastir' }],
  ['بلايستيشن مستعمل', { category: 'jeux-video', keywords: ['playstation'], condition: 'used' }],
  ['سرير بلاش', { category: 'mobilier', keywords: ['lit'], freeOnly: true }],
  ['كرهبة ٣٠ ألف', { category: 'voiture', maxPrice: 30000 }],
  ['أرض في القيروان', { category: 'immobilier', propertyType: ['land'], city: 'kairouan' }],
  ['حاسوب تحت 1500 دينار', { category: 'electronique', keywords: ['pc'], maxPrice: 1500 }],
  ['كنبة باقل من 900 دينار', { category: 'mobilier', keywords: ['canapé'], maxPrice: 900 }],
];

const SOCIAL: ReadonlyArray<readonly [string, AssistantIntent]> = [
  ['Bonjour', 'greeting'],
  ['salut !', 'greeting'],
  ['aslema', 'greeting'],
  ['السلام عليكم', 'greeting'],
  ['مرحبا', 'greeting'],
  ['merci beaucoup', 'thanks'],
  ['ya3tik saha', 'thanks'],
  ['شكرا', 'thanks'],
  ['aide', 'help'],
  ['comment ça marche ?', 'help'],
  ['ساعدني', 'help'],
  ['???', 'unknown'],
  ['je veux', 'unknown'],
  ['', 'unknown'],
];

const actual = (filters: AssistantFilters): Expected => {
  const { keywords, ...rest } = filters;
  return keywords.length > 0 ? { ...rest, keywords } : rest;
};

describe('parseAssistantRequest: searches', () => {
  it.each(SEARCHES)('%s', (request, expected) => {
    const parsed = parseAssistantRequest(request);
    expect(parsed.intent).toBe('search');
    expect(actual(parsed.filters)).toEqual(expected);
  });

  it('holds at least 60 phrasings across French, Arabic and Latin-letter Tunisian', () => {
    expect(SEARCHES.length + SOCIAL.length).toBeGreaterThanOrEqual(60);
    expect(SEARCHES.filter(([r]) => /[\u0600-\u06FF]/.test(r)).length).toBeGreaterThanOrEqual(12);
  });
});

describe('parseAssistantRequest: greetings, thanks, help, unknown', () => {
  it.each(SOCIAL)('%s → %s', (request, intent) => {
    expect(parseAssistantRequest(request).intent).toBe(intent);
  });

  it('answers in Arabic to Arabic letters, in the interface language otherwise', () => {
    expect(assistantLanguage(parseAssistantRequest('مرحبا'), 'fr')).toBe('ar');
    expect(assistantLanguage(parseAssistantRequest('aslema'), 'ar')).toBe('ar');
    expect(assistantLanguage(parseAssistantRequest('bonjour'), 'fr')).toBe('fr');
    expect(ASSISTANT_REPLIES.unknown.ar).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('assistantProductQuery', () => {
  it.each(SEARCHES)('%s is a valid /products query', (request) => {
    const query = assistantProductQuery(parseAssistantRequest(request).filters);
    const parsed = productListQuerySchema.safeParse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
    expect(parsed.success).toBe(true);
  });

  it('maps every understood filter to its /products parameter', () => {
    expect(assistantProductQuery(parseAssistantRequest('canapé moins de 1000 dinars à Tunis').filters)).toEqual({
      category: 'mobilier',
      city: 'tunis',
      maxPrice: 1000,
      search: 'canapé',
    });
    expect(assistantProductQuery(parseAssistantRequest('iPhone 13 pas cher').filters)).toEqual({
      category: 'electronique',
      search: 'iphone 13',
      sort: 'price:asc',
    });
  });

  it('drops a removed chip from the query', () => {
    const filters = parseAssistantRequest('canapé moins de 1000 dinars à Tunis').filters;
    const chips = assistantChips(filters);
    expect(chips.map((c) => c.kind)).toEqual(['category', 'keyword', 'city', 'maxPrice']);
    const withoutCity = withoutChip(filters, chips[2]!);
    expect(assistantProductQuery(withoutCity)).toEqual({ category: 'mobilier', maxPrice: 1000, search: 'canapé' });
    expect(assistantProductQuery(withoutChip(withoutCity, { kind: 'keyword', value: 'canapé' }))).toEqual({ category: 'mobilier', maxPrice: 1000 });
  });
});
