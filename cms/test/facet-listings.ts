import { sql, sqlWrite } from './api';

/**
 * `count` listings written by SQL in turn into voiture, immobilier and emplois, mixing every kind of
 * filter (sets, ranges, yes/no, city, price, words, dates, condition, free, available), with
 * missing fields, hidden (1 in 50) and expired (1 in 40) ones among them; document ids `prefix` + n.
 */
export async function insertFacetListings(count: number, prefix: string): Promise<void> {
  const ids = Object.fromEntries(
    (await sql<{ id: number; slug: string }>("SELECT id, slug FROM categories WHERE slug IN ('voiture', 'immobilier', 'emplois')")).map((c) => [c.slug, c.id]),
  );
  const pick = (list: string[], by: string) => `(ARRAY[${list.map((v) => (v === 'NULL' ? 'NULL' : `'${v}'`)).join(', ')}])[1 + (${by}) % ${list.length}]`;
  await sqlWrite(
    `INSERT INTO products (document_id, title, description, location, city, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count,
                           condition, created_at, category_ref, filters_version, search_text,
                           car_brand, car_model, car_year, car_mileage, car_fuel_type, car_transmission, car_condition,
                           real_estate_type, real_estate_deal, real_estate_rooms, real_estate_surface, real_estate_furnished, real_estate_parking, real_estate_garden,
                           job_type, job_salary_max, job_remote)
     SELECT ?::text || g, 'Annonce ' || g, 'Texte.', 'Tunisie', ${pick(['tunis', 'sfax', 'sousse', 'NULL'], 'g')}, CASE WHEN g % 17 = 0 THEN 0 ELSE (g * 37) % 5000 END,
            'TND', g % 17 = 0, g % 5 = 0, false, g % 50 = 0, CASE WHEN g % 40 = 0 THEN 'expired' ELSE 'active' END, 0,
            ${pick(['new', 'used', 'good', 'NULL'], 'g / 3')}, now() - (g % 60) * interval '1 day', CASE g % 3 WHEN 0 THEN ?::int WHEN 1 THEN ?::int ELSE ?::int END, 2,
            ${pick(['peugeot 208 diesel', 'kia picanto', 'appartement s+2 lumineux', 'villa piscine', 'developpeur web', 'comptable'], 'g')} || ' ' || g,
            CASE WHEN g % 3 = 0 THEN ${pick(['peugeot', 'kia', 'renault', 'NULL'], 'g / 3')} END, CASE WHEN g % 3 = 0 THEN ${pick(['208', 'picanto', 'clio'], 'g / 7')} END,
            CASE WHEN g % 3 = 0 THEN 1998 + g % 25 END, CASE WHEN g % 3 = 0 THEN (g * 1013) % 300000 END,
            CASE WHEN g % 3 = 0 THEN ${pick(['diesel', 'essence', 'hybride'], 'g / 5')} END, CASE WHEN g % 3 = 0 THEN ${pick(['manual', 'automatic'], 'g / 11')} END,
            CASE WHEN g % 3 = 0 THEN ${pick(['used', 'new'], 'g / 13')} END,
            CASE WHEN g % 3 = 1 THEN ${pick(['apartment', 'house', 'villa'], 'g / 3')} END, CASE WHEN g % 3 = 1 THEN ${pick(['sale', 'rent'], 'g / 5')} END,
            CASE WHEN g % 3 = 1 THEN 1 + g % 6 END, CASE WHEN g % 3 = 1 THEN 30 + (g * 7) % 300 END,
            CASE WHEN g % 3 = 1 THEN g % 2 = 0 END, CASE WHEN g % 3 = 1 AND g % 7 <> 0 THEN g % 5 = 0 END, CASE WHEN g % 3 = 1 THEN g % 4 = 0 END,
            CASE WHEN g % 3 = 2 THEN ${pick(['cdi', 'cdd', 'freelance'], 'g / 3')} END, CASE WHEN g % 3 = 2 THEN 500 + (g * 13) % 4000 END,
            CASE WHEN g % 3 = 2 THEN g % 3 = 0 OR g % 5 = 0 END
       FROM generate_series(1, ${count}) g`,
    [prefix, ids.voiture, ids.immobilier, ids.emplois],
  );
}
