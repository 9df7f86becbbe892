import { describe, expect, it } from 'vitest';
import { createProductSchemas, FORBIDDEN_PRODUCT_KEYS, productInputSchema, productUpdateSchema } from './index';
import { formatZodIssues } from '../zod-issues';

const THIS_YEAR = new Date().getFullYear();

const base = { title: 'Canapé cuir', description: 'Très bon état', location: 'Tunis, La Marsa', category: 'mobilier', price: 450 };
const car = { ...base, category: 'voiture', brand: 'Toyota', model: 'Yaris', year: 2015, condition: 'used' };
const flat = { ...base, category: 'immobilier', real_estate_type: 'apartment', real_estate_rooms: 3, real_estate_surface: 90 };
const job = { ...base, category: 'emplois', job_type: 'cdi', job_sector: 'informatique' };

function errorOf(schema: typeof productInputSchema | typeof productUpdateSchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return formatZodIssues(result.error);
}

function parse(body: unknown) {
  const result = productInputSchema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(formatZodIssues(result.error)));
  return result.data;
}

describe('productInputSchema: common fields', () => {
  it('normalises a plain listing', () => {
    expect(parse(base)).toEqual({
      title: 'Canapé cuir',
      description: 'Très bon état',
      price: 450,
      currency: 'TND',
      is_free: false,
      category: 'mobilier',
      location: 'Tunis, La Marsa',
      city: 'tunis',
      car: null,
      real_estate: null,
      job: null,
    });
  });

  it.each(['title', 'description', 'location', 'category'])('a missing %s → fillRequired', (key) => {
    const body: Record<string, unknown> = { ...base };
    delete body[key];
    expect(errorOf(productInputSchema, body).message).toBe('Veuillez remplir tous les champs obligatoires');
    expect(errorOf(productInputSchema, { ...base, [key]: '   ' }).message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('an empty body → fillRequired first', () => {
    expect(errorOf(productInputSchema, {}).message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it.each([null, [], 'text', 42])('a non-object body %j → Données invalides', (body) => {
    expect(errorOf(productInputSchema, body).message).toBe('Données invalides');
  });

  it('trims texts and bounds their length', () => {
    expect(parse({ ...base, title: '  Vélo  ' }).title).toBe('Vélo');
    expect(parse({ ...base, title: 'x'.repeat(120) }).title).toHaveLength(120);
    expect(errorOf(productInputSchema, { ...base, title: 'x'.repeat(121) }).message).toBe('Le titre ne doit pas dépasser 120 caractères');
    expect(errorOf(productInputSchema, { ...base, description: 'x'.repeat(5001) }).message).toBe(
      'La description ne doit pas dépasser 5000 caractères',
    );
    expect(errorOf(productInputSchema, { ...base, location: 'x'.repeat(121) }).message).toBe(
      'La localisation ne doit pas dépasser 120 caractères',
    );
    expect(errorOf(productInputSchema, { ...base, title: 'x'.repeat(100_000) }).message).toBe('Le titre ne doit pas dépasser 120 caractères');
  });

  it('refuses wrong types with a French message', () => {
    expect(errorOf(productInputSchema, { ...base, title: { a: 1 } }).message).toBe('La valeur doit être un texte');
    expect(errorOf(productInputSchema, { ...base, title: ['a'] }).message).toBe('La valeur doit être un texte');
    expect(errorOf(productInputSchema, { ...base, is_free: 'maybe' }).message).toBe('La valeur doit être vraie ou fausse');
  });

  it('checks a category the lookup knows: a new category of kind voiture needs the car fields', () => {
    const schemas = createProductSchemas((slug) => (slug === 'bateaux' ? 'voiture' : null));
    expect(errorOf(schemas.input, { ...base, category: 'bateaux' }).message).toBe('La marque est requise');
    expect(errorOf(schemas.input, { ...base, category: 'sport' }).message).toBe('Catégorie inconnue');
    expect(errorOf(schemas.update, { category: 'inconnue' }).message).toBe('Catégorie inconnue');
  });

  it('resolves any category alias and refuses an unknown one', () => {
    expect(parse({ ...base, category: 'Électronique' }).category).toBe('electronique');
    expect(parse({ ...base, category: 'electronics' }).category).toBe('electronique');
    expect(parse({ ...base, category: 'Jeux vidéo' }).category).toBe('jeux-video');
    expect(errorOf(productInputSchema, { ...base, category: 'bateaux' }).message).toBe('Catégorie inconnue');
    expect(errorOf(productInputSchema, { ...base, category: 'Bateaux & co' }).message).toBe('La catégorie est requise');
    expect(errorOf(productInputSchema, { ...base, category: 7 }).message).toBe('La catégorie est requise');
  });

  it('takes the city from `city`, else from the location text', () => {
    expect(parse({ ...base, city: 'Sfax' }).city).toBe('sfax');
    expect(parse({ ...base, location: 'Gabès centre' }).city).toBe('gabes');
    expect(parse({ ...base, location: 'Quelque part' }).city).toBeNull();
    expect(parse({ ...base, city: 'Atlantide', location: 'Sousse' }).city).toBe('sousse');
  });

  it('accepts coordinates in range, both or none', () => {
    expect(parse({ ...base, latitude: '36.8', longitude: 10.2 })).toMatchObject({ latitude: 36.8, longitude: 10.2 });
    expect(errorOf(productInputSchema, { ...base, latitude: 91, longitude: 10 }).message).toBe('Latitude invalide');
    expect(errorOf(productInputSchema, { ...base, latitude: 36, longitude: 181 }).message).toBe('Longitude invalide');
    expect(errorOf(productInputSchema, { ...base, latitude: 36 }).message).toBe('La latitude et la longitude vont ensemble');
  });

  it('keeps condition, is_reserved and images when given', () => {
    expect(parse({ ...base, condition: 'like_new', is_reserved: 'true', images: ['data:image/png;base64,AAA'] })).toMatchObject({
      condition: 'like_new',
      is_reserved: true,
      images: ['data:image/png;base64,AAA'],
    });
    expect(parse({ ...base, condition: 'Comme neuf' }).condition).toBe('like_new');
    expect(errorOf(productInputSchema, { ...base, condition: 'damaged' }).message).toBe('État invalide');
    expect(errorOf(productInputSchema, { ...base, condition: 'broken' }).message).toBe('Valeur non reconnue');
  });

  it('accepts 8 images and refuses 9', () => {
    const image = 'data:image/jpeg;base64,AAAA';
    expect(parse({ ...base, images: Array(8).fill(image) }).images).toHaveLength(8);
    expect(errorOf(productInputSchema, { ...base, images: Array(9).fill(image) }).message).toBe('Maximum 8 images autorisées');
    expect(errorOf(productInputSchema, { ...base, images: 'not-a-list' }).message).toBe('La valeur doit être une liste');
  });
});

describe('productInputSchema: price', () => {
  it.each([
    [1200, 1200, 'TND'],
    ['1200', 1200, 'TND'],
    ['1 200', 1200, 'TND'],
    ['1 200 DT', 1200, 'TND'],
    ['1200€', 1200, 'EUR'],
    [0, 0, 'TND'],
    [100_000_000, 100_000_000, 'TND'],
  ])('%j → %s %s', (price, amount, currency) => {
    expect(parse({ ...base, price })).toMatchObject({ price: amount, currency, is_free: false });
  });

  it('an explicit currency wins over the price text', () => {
    expect(parse({ ...base, price: '1200€', currency: 'TND' }).currency).toBe('TND');
    expect(parse({ ...base, price: 30, currency: 'eur' }).currency).toBe('EUR');
    expect(errorOf(productInputSchema, { ...base, currency: 'USD' }).message).toBe('Devise invalide (TND ou EUR)');
  });

  it("'Free' or is_free makes the listing free with a null price", () => {
    expect(parse({ ...base, price: 'Free' })).toMatchObject({ price: null, is_free: true });
    expect(parse({ ...base, price: 'Gratuit' })).toMatchObject({ price: null, is_free: true });
    expect(parse({ ...base, price: 'Free', is_free: true })).toMatchObject({ price: null, is_free: true });
    expect(parse({ ...base, price: 300, is_free: true })).toMatchObject({ price: null, is_free: true });
    const { price: _omitted, ...withoutPrice } = base;
    expect(parse({ ...withoutPrice, is_free: 'true' })).toMatchObject({ price: null, is_free: true });
  });

  it('a paid listing needs a valid price', () => {
    const { price: _omitted, ...withoutPrice } = base;
    expect(errorOf(productInputSchema, withoutPrice).message).toBe('Le prix est requis');
    expect(errorOf(productInputSchema, { ...base, price: '' }).message).toBe('Le prix est requis');
    expect(errorOf(productInputSchema, { ...base, price: 'Free', is_free: false }).message).toBe('Le prix est requis');
    expect(errorOf(productInputSchema, { ...base, price: -1 }).message).toBe('Le prix doit être un nombre positif');
    expect(errorOf(productInputSchema, { ...base, price: 'beaucoup' }).message).toBe('Le prix doit être un nombre positif');
    expect(errorOf(productInputSchema, { ...base, price: 100_000_001 }).message).toBe('Le prix ne doit pas dépasser 100 000 000');
  });
});

describe('productInputSchema: forbidden and unknown keys', () => {
  it.each(FORBIDDEN_PRODUCT_KEYS)('%s → Champ non autorisé', (key) => {
    const error = errorOf(productInputSchema, { ...base, [key]: 1 });
    expect(error.message).toBe(`Champ non autorisé : ${key}`);
    expect(error.issues[0]?.path).toBe(key);
    expect(errorOf(productUpdateSchema, { [key]: 1 }).message).toBe(`Champ non autorisé : ${key}`);
  });

  it('reports a forbidden key before anything else, and every unknown key', () => {
    const error = errorOf(productInputSchema, { owner: 'x', populate: '*' });
    expect(error.message).toBe('Champ non autorisé : owner');
    expect(error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['owner', 'populate']));
  });

  it('does not treat prototype names as known keys', () => {
    const error = errorOf(productInputSchema, { ...base, ...JSON.parse('{"__proto__": {"x": 1}, "constructor": 1, "toString": 2}') });
    expect(error.issues.map((i) => i.message)).toEqual([
      'Champ non autorisé : __proto__',
      'Champ non autorisé : constructor',
      'Champ non autorisé : toString',
    ]);
  });
});

describe('productInputSchema: Voiture', () => {
  it('normalises a car with SPEC names', () => {
    const data = parse({
      ...base,
      category: 'voiture',
      car_brand: 'bmw',
      car_model: 'X5',
      car_year: '2020',
      car_mileage: '85000',
      car_fuel_type: 'Diesel',
      car_transmission: 'automatic',
      car_condition: 'used',
      car_color: 'Noir',
      car_doors: 5,
      car_engine_size: '3.0',
      car_equipment: '["navigation","camera_rear"]',
    });
    expect(data.car).toEqual({
      brand: 'BMW',
      model: 'X5',
      year: 2020,
      mileage: 85000,
      fuel_type: 'diesel',
      transmission: 'automatic',
      condition: 'used',
      color: 'Noir',
      doors: 5,
      engine_size: '3.0',
      equipment: ['navigation', 'camera_rear'],
    });
    expect(data.real_estate).toBeNull();
    expect(data.job).toBeNull();
    expect(data.condition).toBe('used');
  });

  it('accepts the older plain names and boolean equipment flags', () => {
    const data = parse({ ...car, mileage: 1000, fuel_type: 'essence', transmission: 'manual', power: 90, car_sunroof: true, car_navigation: 'false' });
    expect(data.car).toMatchObject({ brand: 'Toyota', model: 'Yaris', year: 2015, condition: 'used', engine_size: '90', equipment: ['roof_opening'] });
  });

  it.each([
    [1989, false],
    [1990, true],
    [THIS_YEAR, true],
    [THIS_YEAR + 1, false],
    [2000.5, false],
  ])('year %s accepted: %s', (year, accepted) => {
    const result = productInputSchema.safeParse({ ...car, year });
    expect(result.success).toBe(accepted);
    if (!result.success) expect(formatZodIssues(result.error).message).toBe(`L'année doit être comprise entre 1990 et ${THIS_YEAR}`);
  });

  it.each([
    ['brand', 'La marque est requise'],
    ['model', 'Le modèle est requis'],
    ['year', "L'année est requise"],
    ['condition', "L'état du véhicule est requis"],
  ])('requires %s', (key, message) => {
    const body: Record<string, unknown> = { ...car };
    delete body[key];
    expect(errorOf(productInputSchema, body).message).toBe(message);
  });

  it('keeps a damaged car out of the product condition filter', () => {
    const data = parse({ ...car, condition: 'damaged' });
    expect(data.car?.condition).toBe('damaged');
    expect(data.condition).toBeUndefined();
  });

  it('refuses an unknown option and an unknown equipment key', () => {
    expect(errorOf(productInputSchema, { ...car, transmission: 'cvt' }).message).toBe('Valeur non reconnue');
    expect(errorOf(productInputSchema, { ...car, car_equipment: ['jetpack'] }).message).toBe('Valeur non reconnue');
    expect(errorOf(productInputSchema, { ...car, car_equipment: '{not json' }).message).toBe('La valeur doit être une liste');
  });

  it('drops the fields of another kind', () => {
    const data = parse({ ...car, rooms: 3, job_type: 'cdi' });
    expect(data.real_estate).toBeNull();
    expect(data.job).toBeNull();
  });
});

describe('productInputSchema: Immobilier', () => {
  it('normalises a flat with defaults', () => {
    expect(parse(flat).real_estate).toEqual({
      type: 'apartment',
      deal: null,
      rooms: 3,
      bathrooms: null,
      surface: 90,
      floor: null,
      furnished: false,
      parking: false,
      garden: false,
      balcony: false,
      condition: null,
    });
  });

  it('accepts the older names and multipart strings', () => {
    const data = parse({ ...base, category: 'real_estate', property_type: 'villa', rooms: '5', surface: '250', bathrooms: '2', floor: '0', garden: 'true', parking: 'on', real_estate_condition: 'to_renovate' });
    expect(data.real_estate).toMatchObject({ type: 'villa', rooms: 5, surface: 250, bathrooms: 2, floor: 0, garden: true, parking: true, condition: 'to_renovate' });
  });

  it.each([
    [{ real_estate_rooms: 0 }, true],
    [{ real_estate_rooms: 20 }, true],
    [{ real_estate_rooms: 21 }, 'Le nombre de pièces doit être compris entre 0 et 20'],
    [{ real_estate_rooms: -1 }, 'Le nombre de pièces doit être compris entre 0 et 20'],
    [{ real_estate_bathrooms: 10 }, true],
    [{ real_estate_bathrooms: 11 }, 'Le nombre de salles de bain doit être compris entre 0 et 10'],
    [{ real_estate_floor: 0 }, true],
    [{ real_estate_floor: 50 }, true],
    [{ real_estate_floor: 51 }, "L'étage doit être compris entre 0 et 50"],
    [{ real_estate_surface: 1 }, true],
    [{ real_estate_surface: 0 }, 'La surface doit être au moins 1 m²'],
    [{ real_estate_rooms: 2.5 }, 'Le nombre de pièces doit être compris entre 0 et 20'],
  ])('%j → %s', (patch, expected) => {
    const result = productInputSchema.safeParse({ ...flat, ...patch });
    if (expected === true) expect(result.success).toBe(true);
    else expect(result.success ? null : formatZodIssues(result.error).message).toBe(expected);
  });

  it.each([
    ['real_estate_type', 'Le type de bien est requis'],
    ['real_estate_rooms', 'Le nombre de pièces est requis'],
    ['real_estate_surface', 'La surface est requise'],
  ])('requires %s', (key, message) => {
    const body: Record<string, unknown> = { ...flat };
    delete body[key];
    expect(errorOf(productInputSchema, body).message).toBe(message);
  });
});

describe('productInputSchema: Emplois', () => {
  it('normalises a job with defaults, benefits from a JSON string', () => {
    expect(parse({ ...job, job_salary_min: '1200', job_salary_max: 2000, job_benefits: '["Tickets restaurant","Assurance"]', job_remote: true }).job).toEqual({
      type: 'cdi',
      sector: 'informatique',
      experience: null,
      education: null,
      salary_min: 1200,
      salary_max: 2000,
      remote: true,
      urgency: null,
      company: null,
      benefits: ['Tickets restaurant', 'Assurance'],
    });
  });

  it('accepts the older names and salary_range', () => {
    const data = parse({ ...base, category: 'jobs', contract_type: 'CDD', sector: 'sante', experience_level: 'junior', education_level: 'bac5', company: 'Clinique', salary_range: '1000-2000' });
    expect(data.job).toMatchObject({ type: 'cdd', sector: 'sante', experience: 'junior', education: 'bac5', company: 'Clinique', salary_min: 1000, salary_max: 2000 });
  });

  it('checks salaries', () => {
    expect(errorOf(productInputSchema, { ...job, job_salary_min: -1 }).message).toBe('Le salaire doit être un nombre entier positif');
    expect(errorOf(productInputSchema, { ...job, job_salary_min: 10.5 }).message).toBe('Le salaire doit être un nombre entier positif');
    expect(errorOf(productInputSchema, { ...job, job_salary_min: 3000, job_salary_max: 2000 }).message).toBe(
      'Le salaire minimum doit être inférieur ou égal au salaire maximum',
    );
    expect(errorOf(productInputSchema, { ...job, salary_range: '2000-1000' }).message).toBe(
      'Le salaire minimum doit être inférieur ou égal au salaire maximum',
    );
    expect(parse({ ...job, job_salary_min: 0, job_salary_max: 0 }).job).toMatchObject({ salary_min: 0, salary_max: 0 });
  });

  it.each([
    ['job_type', 'Le type de contrat est requis'],
    ['job_sector', "Le secteur d'activité est requis"],
  ])('requires %s', (key, message) => {
    const body: Record<string, unknown> = { ...job };
    delete body[key];
    expect(errorOf(productInputSchema, body).message).toBe(message);
  });
});

describe('productUpdateSchema', () => {
  it('accepts an empty patch', () => {
    expect(productUpdateSchema.parse({})).toEqual({});
  });

  it('returns only the keys sent', () => {
    expect(productUpdateSchema.parse({ title: ' Nouveau titre ', is_reserved: 'true' })).toEqual({ title: 'Nouveau titre', is_reserved: true });
  });

  it('makes a listing free or paid from the price', () => {
    expect(productUpdateSchema.parse({ price: 'Free' })).toEqual({ is_free: true, price: null });
    expect(productUpdateSchema.parse({ is_free: true })).toEqual({ is_free: true, price: null });
    expect(productUpdateSchema.parse({ price: '1 500' })).toEqual({ is_free: false, price: 1500 });
    expect(productUpdateSchema.parse({ price: '15€' })).toEqual({ is_free: false, price: 15, currency: 'EUR' });
    expect(errorOf(productUpdateSchema, { price: 'Free', is_free: false }).message).toBe('Le prix est requis');
  });

  it('derives the city when the location changes', () => {
    expect(productUpdateSchema.parse({ location: 'Sousse, Khezama' })).toEqual({ location: 'Sousse, Khezama', city: 'sousse' });
    expect(productUpdateSchema.parse({ category: 'Électronique' })).toEqual({ category: 'electronique' });
  });

  it('carries a component only with the fields sent, checked with the same bounds', () => {
    expect(productUpdateSchema.parse({ rooms: '4' })).toEqual({ real_estate: { rooms: 4 } });
    expect(productUpdateSchema.parse({ car_year: 2010, car_sunroof: true })).toEqual({ car: { year: 2010, equipment: ['roof_opening'] } });
    expect(productUpdateSchema.parse({ job_remote: false })).toEqual({ job: { remote: false } });
    expect(errorOf(productUpdateSchema, { car_year: 1989 }).message).toBe(`L'année doit être comprise entre 1990 et ${THIS_YEAR}`);
    expect(errorOf(productUpdateSchema, { floor: 51 }).message).toBe("L'étage doit être compris entre 0 et 50");
    expect(errorOf(productUpdateSchema, { job_salary_min: 5, job_salary_max: 1 }).message).toBe(
      'Le salaire minimum doit être inférieur ou égal au salaire maximum',
    );
    expect(errorOf(productUpdateSchema, { images: Array(9).fill('x') }).message).toBe('Maximum 8 images autorisées');
  });
});
