// Fills a PostgreSQL database that the cms has already created (schema synced, reference data
// seeded, one signed-up user) with realistic listings and users by SQL, in seconds: 100k API calls
// would take an hour. Shared by the benchmarks (bench/hot-paths.mjs, bench/map.mjs).
//
// Listings: titles from words of real titles with the matching normalised search text, the ten
// categories weighted like a marketplace (cars, property and jobs with their typed filter columns:
// brand, model, year, mileage, fuel, gearbox, property type, sale/rent, rooms, surface, contract,
// sector, salary, remote), the domain's 24 cities weighted roughly by population with a spread of up to ~15 km around each,
// prices, conditions, reserved/free flags, like counts, ages from seconds to months. Every flag is
// written explicitly: the columns have no default, and a NULL is_hidden is neither hidden nor public
// to the read paths (they match `is_hidden = false` and `lifecycle = 'active'`), so the pages would be measured empty.
// Users: copies of a template user (same password hash, same role), for signed-in scenarios.
import { CITIES, normalizeSearchText } from '@souk/domain';

// Rough weights by population; cities not listed weigh 1.
const CITY_WEIGHTS = { tunis: 30, sfax: 10, sousse: 9, ariana: 6, 'ben-arous': 6, nabeul: 6, monastir: 5, bizerte: 5, kairouan: 4, gabes: 3, medenine: 3 };
// Share of the listings per category, out of 100 (cars and flats dominate a Tunisian marketplace).
const CATEGORY_WEIGHTS = { voiture: 20, immobilier: 15, emplois: 8, electronique: 14, mobilier: 10, mode: 10, sport: 6, 'jeux-video': 5, bureautique: 5, autres: 7 };
// Words of real titles of the categories without typed fields, by category.
const TITLES = {
  electronique: ['iPhone 12', 'Samsung Galaxy S21', 'Télévision LG 55 pouces', 'Ordinateur portable HP', 'Climatiseur 12000 BTU', 'Frigo Condor', 'Machine à laver Samsung', 'Casque Bluetooth'],
  mobilier: ['Canapé d\'angle', 'Table à manger', 'Armoire 3 portes', 'Chaise en bois', 'Lit double', 'Bureau d\'enfant', 'Tapis berbère', 'Lampe de salon'],
  mode: ['Veste en cuir', 'Robe de soirée', 'Chaussures Nike', 'Sac à main', 'Jebba traditionnelle', 'Montre Casio'],
  sport: ['Vélo VTT', 'Tapis de course', 'Haltères 20 kg', 'Raquette de tennis', 'Trottinette électrique'],
  'jeux-video': ['PlayStation 5', 'Manette Xbox', 'Nintendo Switch', 'Jeu FIFA 24'],
  bureautique: ['Imprimante Canon', 'Photocopieuse', 'Fauteuil de bureau', 'Écran Dell 24 pouces'],
  autres: ['Poussette bébé', 'Cage à oiseaux', 'Groupe électrogène', 'Outils de jardin'],
};
// [brand as the option list spells it, model, weight]: the brands Tunisian roads carry most.
const CARS = [
  ['Peugeot', '208', 6], ['Peugeot', '301', 5], ['Peugeot', '308', 3], ['Peugeot', '3008', 2], ['Peugeot', 'Partner', 2],
  ['Renault', 'Clio', 6], ['Renault', 'Symbol', 4], ['Renault', 'Megane', 2], ['Renault', 'Kangoo', 2],
  ['Volkswagen', 'Polo', 6], ['Volkswagen', 'Golf', 5], ['Volkswagen', 'Passat', 2], ['Kia', 'Picanto', 5], ['Kia', 'Rio', 3], ['Kia', 'Sportage', 2],
  ['Hyundai', 'i10', 4], ['Hyundai', 'i20', 4], ['Hyundai', 'Tucson', 2], ['Toyota', 'Yaris', 3], ['Toyota', 'Corolla', 3], ['Toyota', 'Hilux', 2],
  ['Ford', 'Fiesta', 3], ['Ford', 'Focus', 2], ['Mercedes', 'Classe C', 3], ['Mercedes', 'Classe E', 1], ['BMW', 'Série 3', 2], ['BMW', 'X5', 1],
  ['Audi', 'A3', 2], ['Audi', 'A4', 2], ['Autre', 'Chery Tiggo', 1],
];
const FUELS = { essence: 50, diesel: 40, hybride: 5, electrique: 2, gpl: 3 };
const GEARBOXES = { manual: 80, automatic: 18, 'semi-automatic': 2 };
const CAR_CONDITIONS = { used: 85, new: 10, damaged: 5 };
// [type, its word in titles, weight]
const PROPERTIES = [['apartment', 'Appartement', 45], ['house', 'Maison', 25], ['villa', 'Villa', 10], ['office', 'Bureau', 7], ['commercial', 'Local commercial', 6], ['land', 'Terrain', 7]];
const CONTRACTS = { cdi: 40, cdd: 25, stage: 10, freelance: 10, part_time: 10, internship: 5 };
// [sector, job titles]
const JOBS = [
  ['informatique', 'Développeur web'], ['informatique', 'Technicien réseau'], ['commerce', 'Vendeur en boutique'], ['commerce', 'Commercial terrain'],
  ['sante', 'Infirmier'], ['education', 'Professeur de français'], ['finance', 'Comptable'], ['marketing', 'Community manager'],
  ['ingenierie', 'Ingénieur mécanique'], ['rh', 'Chargé de recrutement'], ['restauration', 'Serveur'], ['restauration', 'Cuisinier'],
  ['construction', 'Chef de chantier'], ['transport', 'Chauffeur livreur'], ['juridique', 'Assistant juridique'], ['autre', 'Agent de sécurité'],
];
const CONDITIONS = ['new', 'like_new', 'good', 'used'];
/** Listings per INSERT: each statement stays well under a minute at 1M. */
const CHUNK = 100_000;

/** The cities as the generator draws them: [slug, name, lat, lng, weight]. */
export const GENERATED_CITIES = CITIES.map((c) => [c.slug, c.name, c.lat, c.lng, CITY_WEIGHTS[c.slug] ?? 1]);

const quote = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
/** A deterministic draw in [0, n) for listing `g`: each `salt` is an independent die. */
const die = (n, salt) => `((hashint4(g * 97 + ${salt})::bigint + 2147483648) % ${n})`;
/** A draw from `values` weighted by `weights` (SQL). */
function pick(values, weights, salt) {
  const slots = values.flatMap((v, i) => Array.from({ length: weights[i] }, () => quote(v)));
  return `(ARRAY[${slots.join(',')}])[1 + ${die(slots.length, salt)}]`;
}
const pickWeighted = (table, salt) => pick(Object.keys(table), Object.values(table), salt);
/**
 * The cms's filter-column version (cms/src/api/product/utils/filter-columns.ts FILTERS_VERSION):
 * the rows written here carry every column of it (the category id on the row included), so the
 * cms's boot backfills none of them.
 */
const FILTERS_VERSION = 2;
/** The category slug of listing `g` (SQL), shared by the row's fields and its category link. */
const CATEGORY_OF_G = pickWeighted(CATEGORY_WEIGHTS, 1);

/** The listing's title, its normalised words, its price and typed fields (SQL select list over g, k.cat, city c). */
function kindColumns() {
  const carIndex = pick(CARS.map((_, i) => i + 1), CARS.map((c) => c[2]), 2);
  const car = (col) => `(ARRAY[${CARS.map((c) => quote(c[col])).join(',')}])[v.car]`;
  const carNorm = (col) => `(ARRAY[${CARS.map((c) => quote(normalizeSearchText(c[col]))).join(',')}])[v.car]`;
  const propIndex = pick(PROPERTIES.map((_, i) => i + 1), PROPERTIES.map((p) => p[2]), 3);
  const jobIndex = `1 + ${die(JOBS.length, 4)}`;
  const other = Object.entries(TITLES);
  const otherTitle = `(CASE k.cat ${other.map(([slug, words]) => `WHEN ${quote(slug)} THEN (ARRAY[${words.map(quote).join(',')}])[1 + ${die(words.length, 5)}]`).join(' ')} END)`;
  return {
    // Drawn once per listing, read by several columns.
    lateral: `CROSS JOIN LATERAL (SELECT ${carIndex} AS car, 2000 + ${die(26, 6)} AS year, ${propIndex} AS prop, ${jobIndex} AS job,
                                         1 + ${die(6, 7)} AS rooms, ${die(100, 8)} AS r100, ${die(1000, 9)} AS r1000, ${pickWeighted({ sale: 55, rent: 45 }, 10)} AS deal) v`,
    title: `CASE k.cat
      WHEN 'voiture' THEN ${car(0)} || ' ' || ${car(1)} || ' ' || v.year
      WHEN 'immobilier' THEN (ARRAY[${PROPERTIES.map((p) => quote(p[1])).join(',')}])[v.prop] || CASE WHEN v.prop <= 3 THEN ' S+' || v.rooms ELSE '' END || CASE v.deal WHEN 'rent' THEN ' à louer ' ELSE ' à vendre ' END || c.name
      WHEN 'emplois' THEN (ARRAY[${JOBS.map((j) => quote(j[1])).join(',')}])[v.job] || ' à ' || c.name
      ELSE ${otherTitle} END`,
    norm: `CASE k.cat
      WHEN 'voiture' THEN ${carNorm(0)} || ' ' || ${carNorm(1)} || ' ' || v.year
      WHEN 'immobilier' THEN (ARRAY[${PROPERTIES.map((p) => quote(normalizeSearchText(p[1]))).join(',')}])[v.prop] || ' s+' || v.rooms || CASE v.deal WHEN 'rent' THEN ' a louer' ELSE ' a vendre' END
      WHEN 'emplois' THEN (ARRAY[${JOBS.map((j) => quote(normalizeSearchText(j[1]))).join(',')}])[v.job]
      ELSE (CASE k.cat ${other.map(([slug, words]) => `WHEN ${quote(slug)} THEN (ARRAY[${words.map((w) => quote(normalizeSearchText(w))).join(',')}])[1 + ${die(words.length, 5)}]`).join(' ')} END) END`,
    price: `CASE k.cat
      WHEN 'voiture' THEN 8000 + (v.year - 2000) * 2500 + v.r1000 * 40
      WHEN 'immobilier' THEN CASE v.deal WHEN 'rent' THEN 250 + v.rooms * 150 + v.r1000 ELSE 60000 + v.rooms * 40000 + v.r1000 * 400 END
      WHEN 'emplois' THEN 0
      ELSE CASE WHEN g % 97 = 0 THEN 0 ELSE (g * 37) % 5000 + 5 END END`,
    columns: {
      car_brand: `CASE WHEN k.cat = 'voiture' THEN ${carNorm(0)} END`,
      car_model: `CASE WHEN k.cat = 'voiture' THEN ${carNorm(1)} END`,
      car_year: `CASE WHEN k.cat = 'voiture' THEN v.year END`,
      car_mileage: `CASE WHEN k.cat = 'voiture' THEN greatest(0, (2026 - v.year) * 14000 + (v.r1000 - 500) * 20) END`,
      car_fuel_type: `CASE WHEN k.cat = 'voiture' THEN ${pickWeighted(FUELS, 11)} END`,
      car_transmission: `CASE WHEN k.cat = 'voiture' THEN ${pickWeighted(GEARBOXES, 12)} END`,
      car_condition: `CASE WHEN k.cat = 'voiture' THEN ${pickWeighted(CAR_CONDITIONS, 13)} END`,
      real_estate_type: `CASE WHEN k.cat = 'immobilier' THEN (ARRAY[${PROPERTIES.map((p) => quote(p[0])).join(',')}])[v.prop] END`,
      real_estate_deal: `CASE WHEN k.cat = 'immobilier' THEN v.deal END`,
      real_estate_rooms: `CASE WHEN k.cat = 'immobilier' AND v.prop <= 3 THEN v.rooms END`,
      real_estate_surface: `CASE WHEN k.cat = 'immobilier' THEN CASE WHEN v.prop = 6 THEN 200 + v.r1000 * 2 ELSE 35 + v.rooms * 25 + v.r100 END END`,
      real_estate_furnished: `CASE WHEN k.cat = 'immobilier' THEN v.deal = 'rent' AND v.r100 < 35 END`,
      real_estate_parking: `CASE WHEN k.cat = 'immobilier' THEN v.r100 % 5 < 2 END`,
      real_estate_garden: `CASE WHEN k.cat = 'immobilier' THEN v.prop IN (2, 3) END`,
      job_type: `CASE WHEN k.cat = 'emplois' THEN ${pickWeighted(CONTRACTS, 14)} END`,
      job_sector: `CASE WHEN k.cat = 'emplois' THEN (ARRAY[${JOBS.map((j) => quote(j[0])).join(',')}])[v.job] END`,
      job_salary_max: `CASE WHEN k.cat = 'emplois' THEN 600 + v.r1000 * 4 END`,
      job_remote: `CASE WHEN k.cat = 'emplois' THEN v.r100 < 15 END`,
    },
  };
}

/**
 * Runs `fill` with the products table's plain indexes dropped, then builds them again: building a
 * trigram index over 1M rows at once takes a fraction of maintaining it row by row.
 */
async function withoutIndexes(db, fill) {
  const { rows } = await db.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.tablename = 'products' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
  );
  for (const r of rows) await db.query(`DROP INDEX ${r.indexname}`);
  try {
    await fill();
  } finally {
    for (const r of rows) await db.query(r.indexdef);
  }
}

/**
 * Inserts `count` listings owned round-robin by `ownerIds` (all users when omitted) and links them
 * to the categories and owners, then VACUUM ANALYZE (index-only scans need the visibility map a
 * bulk load has not set yet). Answers the total number of listings. The listings of voiture,
 * immobilier and emplois carry their typed filter columns (brand, year, mileage, rooms, surface,
 * contract…) with titles built from them, so searches and facets measure realistic selectivity.
 */
export async function generateListings(db, { count, ownerIds, onProgress } = {}) {
  const weights = GENERATED_CITIES.flatMap(([, , , , w], i) => Array.from({ length: w }, () => i + 1));
  const owners = ownerIds ?? (await db.query('SELECT id FROM up_users ORDER BY id')).rows.map((r) => r.id);
  if (owners.length === 0) throw new Error('generateListings needs at least one user');
  const k = kindColumns();
  const typed = Object.keys(k.columns);
  const first = 1 + Number((await db.query(`SELECT count(*)::int AS n FROM products WHERE document_id LIKE 'bench%'`)).rows[0].n);
  await withoutIndexes(db, async () => {
    for (let from = first; from < first + count; from += CHUNK) {
      const to = Math.min(first + count - 1, from + CHUNK - 1);
      await db.query(
        `INSERT INTO products (document_id, title, description, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, expires_at, like_count, condition,
                               city, location, latitude, longitude, search_text, created_at, updated_at, published_at, filters_version, category_ref, ${typed.join(', ')})
         SELECT 'bench' || lpad(g::text, 19, '0'), t.title,
                'Annonce numéro ' || g || ', ' || t.title || ', à voir sur place à ' || c.name || '.',
                t.price, 'TND', t.price = 0 AND k.cat <> 'emplois', g % 17 = 0, false, false, 'active', (extract(epoch from now()) * 1000)::bigint + 5184000000, g % 7,
                (ARRAY['${CONDITIONS.join("','")}'])[1 + g % ${CONDITIONS.length}],
                c.slug, c.name, c.lat + (random() - 0.5) * 0.25, c.lng + (random() - 0.5) * 0.25,
                t.norm || ' ' || g || ' annonce numero ' || g || ' a voir sur place a ' || lower(c.name) || ' ' || k.cat,
                now() - ((g * 113) % 15552000 || ' seconds')::interval, now(), now(), ${FILTERS_VERSION}, (SELECT id FROM categories WHERE slug = k.cat), ${typed.map((c) => `t.${c}`).join(', ')}
           FROM generate_series($6::int, $7::int) g
           CROSS JOIN LATERAL (SELECT (ARRAY[${weights.join(',')}])[1 + (g::bigint * 7919) % ${weights.length}] AS i, ${CATEGORY_OF_G} AS cat) k
           JOIN (SELECT * FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) WITH ORDINALITY AS t(slug, name, lat, lng, i)) c ON c.i = k.i
           ${k.lateral}
           CROSS JOIN LATERAL (SELECT ${k.title} AS title, ${k.norm} AS norm, ${k.price} AS price,
                                      ${typed.map((c) => `${k.columns[c]} AS ${c}`).join(', ')}) t
          WHERE $1::int > 0`,
        [count, ...[0, 1, 2, 3].map((i) => GENERATED_CITIES.map((c) => c[i])), from, to],
      );
      // The map grid's insert trigger (cms bootstrap/map-grid.ts) joins the new rows with products
      // and map_grid_members: with the statistics of the empty tables its plan turns quadratic by
      // the third chunk (minutes per 100k rows), so each chunk is followed by fresh statistics.
      await db.query('ANALYZE products, map_grid_members, product_popularity');
      onProgress?.(to - first + 1);
    }
  });
  await db.query(
    `INSERT INTO products_category_lnk (product_id, category_id, product_ord)
     SELECT p.id, c.id, 1 FROM (SELECT id, substr(document_id, 6)::int AS g FROM products WHERE document_id LIKE 'bench%') p
       JOIN categories c ON c.slug = ${CATEGORY_OF_G}
      WHERE NOT EXISTS (SELECT 1 FROM products_category_lnk l WHERE l.product_id = p.id)`,
  );
  await db.query(
    `INSERT INTO products_owner_lnk (product_id, user_id)
     SELECT p.id, o.id FROM products p
       JOIN unnest($1::int[]) WITH ORDINALITY AS o(id, k) ON o.k = 1 + p.id % $2
      WHERE p.document_id LIKE 'bench%' AND NOT EXISTS (SELECT 1 FROM products_owner_lnk l WHERE l.product_id = p.id)`,
    [owners, owners.length],
  );
  await db.query('VACUUM ANALYZE');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM products');
  return rows[0].n;
}

/**
 * Copies the template user `count` times (e-mail `bench-user-<n>@bench.souk.tn`, n past the largest id, same password hash
 * and role), answering the new users' ids in order.
 */
export async function generateUsers(db, { templateId, count }) {
  const { rows: cols } = await db.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'up_users' AND column_name NOT IN ('id', 'document_id', 'email', 'username', 'display_name')`,
  );
  const copied = cols.map((c) => `"${c.column_name}"`).join(', ');
  const start = (await db.query('SELECT coalesce(max(id), 0)::int AS n FROM up_users')).rows[0].n;
  const { rows } = await db.query(
    `INSERT INTO up_users (document_id, email, username, display_name, ${copied})
     SELECT 'benchuser' || lpad(g::text, 15, '0'), 'bench-user-' || g || '@bench.souk.tn', 'bench-user-' || g, 'Vendeur ' || g, ${copied}
       FROM generate_series($3::int + 1, $3::int + $2::int) g CROSS JOIN (SELECT * FROM up_users WHERE id = $1) t
     RETURNING id`,
    [templateId, count, start],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await db.query(`INSERT INTO up_users_role_lnk (user_id, role_id) SELECT u, (SELECT role_id FROM up_users_role_lnk WHERE user_id = $1) FROM unnest($2::int[]) u`, [templateId, ids]);
  return ids;
}
