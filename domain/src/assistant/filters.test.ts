import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../product-query';
import { toProductListParams } from '../list-params';
import { parseAssistantRequest, type AssistantFilters } from './parse';
import { assistantChips, assistantProductQuery, withoutChip } from './query';

type Expected = Partial<Omit<AssistantFilters, 'keywords'>> & { keywords?: string[] };

// The category fields' filters (issue 26): [request, exactly the filters understood].
const FIELD_SEARCHES: ReadonlyArray<readonly [string, Expected]> = [
  // Cars, French
  ['peugeot diesel moins de 100 000 km', { category: 'voiture', brand: ['peugeot'], fuel: ['diesel'], maxMileage: 100000 }],
  ['automatique 2018 ou plus récent', { category: 'voiture', gearbox: ['automatic'], minYear: 2018 }],
  ['voiture automatique après 2015', { category: 'voiture', gearbox: ['automatic'], minYear: 2015 }],
  ['Renault Clio essence avant 2012', { category: 'voiture', brand: ['renault'], fuel: ['essence'], keywords: ['clio'], maxYear: 2012 }],
  ['voiture entre 2015 et 2020 à Sousse', { category: 'voiture', minYear: 2015, maxYear: 2020, city: 'sousse' }],
  ['Kia Picanto boite manuelle', { category: 'voiture', brand: ['kia'], gearbox: ['manual'], keywords: ['picanto'] }],
  ['Volkswagen Golf 7 TDI 2017 et plus', { category: 'voiture', brand: ['volkswagen'], fuel: ['diesel'], keywords: ['golf', '7'], minYear: 2017 }],
  ['toyota hybride moins de 60 mille', { category: 'voiture', brand: ['toyota'], fuel: ['hybride'], maxPrice: 60000 }],
  ['BMW ou Mercedes diesel', { category: 'voiture', brand: ['bmw', 'mercedes'], fuel: ['diesel'] }],
  ['voiture électrique à Tunis', { category: 'voiture', fuel: ['electrique'], city: 'tunis' }],
  ['Hyundai 50 000 km maximum', { category: 'voiture', brand: ['hyundai'], maxMileage: 50000 }],
  ['voiture GPL moins de 20 mille', { category: 'voiture', fuel: ['gpl'], maxPrice: 20000 }],
  ['Peugeot 208 diesel 2019 ou plus récente à Sfax', { category: 'voiture', brand: ['peugeot'], fuel: ['diesel'], keywords: ['208'], minYear: 2019, city: 'sfax' }],
  ['Dacia Logan moins de 150000 km', { category: 'voiture', brand: ['dacia'], keywords: ['logan'], maxMileage: 150000 }],
  // Cars, Tunisian and Arabic
  ['كرهبة مازوط', { category: 'voiture', fuel: ['diesel'] }],
  ['كرهبة بيجو مازوط في صفاقس', { category: 'voiture', brand: ['peugeot'], fuel: ['diesel'], city: 'sfax' }],
  ['سيارة أوتوماتيك بعد 2016', { category: 'voiture', gearbox: ['automatic'], minYear: 2016 }],
  ['كرهبة بنزين أقل من 80000 كم', { category: 'voiture', fuel: ['essence'], maxMileage: 80000 }],
  ['رونو 2015 وما فوق', { category: 'voiture', brand: ['renault'], minYear: 2015 }],
  ['karhba mazout otomatik', { category: 'voiture', fuel: ['diesel'], gearbox: ['automatic'] }],
  ['nheb golf tdi ba3d 2014', { category: 'voiture', fuel: ['diesel'], keywords: ['golf'], minYear: 2014 }],
  ['karhba essence a9al men 120000 km', { category: 'voiture', fuel: ['essence'], maxMileage: 120000 }],
  // Real estate
  ['S+2 meublé à louer Ariana', { category: 'immobilier', minRooms: 2, furnished: true, deal: ['rent'], city: 'ariana' }],
  ['شقة S+3 للكراء', { category: 'immobilier', propertyType: ['apartment'], minRooms: 3, deal: ['rent'] }],
  ['appartement S+3 à vendre à Nabeul', { category: 'immobilier', propertyType: ['apartment'], minRooms: 3, deal: ['sale'], city: 'nabeul' }],
  ['villa avec jardin et parking à Hammamet', { category: 'immobilier', propertyType: ['villa'], garden: true, parking: true, keywords: ['hammamet'] }],
  ['maison à louer avec garage Sousse', { category: 'immobilier', propertyType: ['house'], deal: ['rent'], parking: true, city: 'sousse' }],
  ['terrain à vendre Bizerte', { category: 'immobilier', propertyType: ['land'], deal: ['sale'], city: 'bizerte' }],
  ['local commercial à louer Tunis', { category: 'immobilier', propertyType: ['commercial'], deal: ['rent'], city: 'tunis' }],
  ['bureau à louer moins de 1500 dt', { category: 'immobilier', propertyType: ['office'], deal: ['rent'], maxPrice: 1500 }],
  ['studio meublé location Monastir', { category: 'immobilier', keywords: ['studio'], furnished: true, deal: ['rent'], city: 'monastir' }],
  ['شقة مفروشة للكراء في المنستير', { category: 'immobilier', propertyType: ['apartment'], furnished: true, deal: ['rent'], city: 'monastir' }],
  ['دار للبيع بجنينة في نابل', { category: 'immobilier', propertyType: ['house'], deal: ['sale'], keywords: ['بجنينه'], city: 'nabeul' }],
  ['فيلا للبيع مع حديقة', { category: 'immobilier', propertyType: ['villa'], deal: ['sale'], garden: true }],
  ['9a3a s+1 mfarcha lel kra', { category: 'immobilier', propertyType: ['apartment'], minRooms: 1, deal: ['rent'], furnished: true }],
  ['dar lel bi3 fi sousse', { category: 'immobilier', propertyType: ['house'], deal: ['sale'], city: 'sousse' }],
  // Jobs
  ['CDI Sfax', { category: 'emplois', contract: ['cdi'], city: 'sfax' }],
  ['CDD informatique à Tunis', { category: 'emplois', contract: ['cdd'], sector: ['informatique'], city: 'tunis' }],
  ['emploi télétravail développeur', { category: 'emplois', remote: true, keywords: ['développeur'] }],
  ['stage informatique Sousse', { category: 'emplois', contract: ['stage'], sector: ['informatique'], city: 'sousse' }],
  ['freelance remote', { category: 'emplois', contract: ['freelance'], remote: true }],
  ['emploi à temps partiel restauration', { category: 'emplois', contract: ['part_time'], sector: ['restauration'] }],
  ['خدمة عن بعد', { category: 'emplois', remote: true }],
  ['تربص في صفاقس', { category: 'emplois', contract: ['stage'], city: 'sfax' }],
  ['khedma cdi fi sousse', { category: 'emplois', contract: ['cdi'], city: 'sousse' }],
];

const actual = (filters: AssistantFilters): Expected => {
  const { keywords, ...rest } = filters;
  return keywords.length > 0 ? { ...rest, keywords } : rest;
};

describe('the assistant reads the category fields', () => {
  it.each(FIELD_SEARCHES)('%s', (request, expected) => {
    const parsed = parseAssistantRequest(request);
    expect(parsed.intent).toBe('search');
    expect(actual(parsed.filters)).toEqual(expected);
  });

  it('holds at least 40 phrasings, Arabic and Tunisian among them', () => {
    expect(FIELD_SEARCHES.length).toBeGreaterThanOrEqual(40);
    expect(FIELD_SEARCHES.filter(([r]) => /[\u0600-\u06FF]/.test(r)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(FIELD_SEARCHES)('%s is a valid /products query', (request) => {
    const query = toProductListParams(assistantProductQuery(parseAssistantRequest(request).filters));
    const parsed = productListQuerySchema.safeParse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('sends "peugeot diesel moins de 100 000 km" to /products with those filters', () => {
    const query = toProductListParams(assistantProductQuery(parseAssistantRequest('peugeot diesel moins de 100 000 km').filters));
    expect(query).toEqual({ category: 'voiture', brand: 'peugeot', fuel: 'diesel', maxMileage: 100000 });
  });

  it('shows each value as a removable chip', () => {
    const filters = parseAssistantRequest('BMW ou Mercedes diesel').filters;
    const chips = assistantChips(filters);
    expect(chips).toEqual([
      { kind: 'category', value: 'voiture' },
      { kind: 'filter', param: 'brand', value: 'bmw' },
      { kind: 'filter', param: 'brand', value: 'mercedes' },
      { kind: 'filter', param: 'fuel', value: 'diesel' },
    ]);
    const withoutBmw = withoutChip(filters, chips[1]!);
    expect(withoutBmw.brand).toEqual(['mercedes']);
    expect(withoutChip(withoutBmw, chips[3]!)).not.toHaveProperty('fuel');
  });
});
