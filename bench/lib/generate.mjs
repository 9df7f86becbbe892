// Fills a PostgreSQL database that the cms has already created (schema synced, reference data
// seeded, one signed-up user) with realistic listings and users by SQL, in seconds: 100k API calls
// would take an hour. Shared by the benchmarks (bench/hot-paths.mjs, bench/map.mjs).
//
// Listings: titles from a word list with the matching normalised search text, the ten categories,
// the domain's 24 cities weighted roughly by population with a spread of up to ~15 km around each,
// prices, conditions, reserved/free flags, like counts, ages from seconds to months. Every flag is
// written explicitly: the columns have no default, and a NULL is_hidden is neither hidden nor public
// to the read paths (they match `is_hidden = false`), so the pages would be measured empty.
// Users: copies of a template user (same password hash, same role), for signed-in scenarios.
import { CITIES } from '@souk/domain';

// Rough weights by population; cities not listed weigh 1.
const CITY_WEIGHTS = { tunis: 30, sfax: 10, sousse: 9, ariana: 6, 'ben-arous': 6, nabeul: 6, monastir: 5, bizerte: 5, kairouan: 4, gabes: 3, medenine: 3 };
// [title word, its normalised form as the search text holds it]
const WORDS = [
  ['Canapé', 'canape'], ['Table', 'table'], ['iPhone', 'iphone'], ['Vélo', 'velo'], ['Armoire', 'armoire'],
  ['Ordinateur', 'ordinateur'], ['Chaise', 'chaise'], ['Lampe', 'lampe'], ['Tapis', 'tapis'], ['Bureau', 'bureau'],
];
const CONDITIONS = ['new', 'like_new', 'good', 'used'];

/** The cities as the generator draws them: [slug, name, lat, lng, weight]. */
export const GENERATED_CITIES = CITIES.map((c) => [c.slug, c.name, c.lat, c.lng, CITY_WEIGHTS[c.slug] ?? 1]);

/**
 * Inserts `count` listings owned round-robin by `ownerIds` (all users when omitted) and links them
 * to the categories and owners, then VACUUM ANALYZE (index-only scans need the visibility map a
 * bulk load has not set yet). Answers the total number of listings.
 */
export async function generateListings(db, { count, ownerIds } = {}) {
  const weights = GENERATED_CITIES.flatMap(([, , , , w], i) => Array.from({ length: w }, () => i + 1));
  const owners = ownerIds ?? (await db.query('SELECT id FROM up_users ORDER BY id')).rows.map((r) => r.id);
  if (owners.length === 0) throw new Error('generateListings needs at least one user');
  await db.query('BEGIN');
  try {
    await db.query(
      `INSERT INTO products (document_id, title, description, price, currency, is_free, is_reserved, is_promoted, is_hidden, like_count, condition,
                             city, location, latitude, longitude, search_text, created_at, updated_at, published_at)
       SELECT 'bench' || lpad(g::text, 19, '0'), w.word || ' ' || g,
              'Annonce de test numéro ' || g || ', en bon état, à récupérer sur place à ' || c.name || '.',
              CASE WHEN g % 97 = 0 THEN 0 ELSE (g * 37) % 5000 + 5 END, 'TND', g % 97 = 0, g % 17 = 0, false, false, g % 7,
              (ARRAY['${CONDITIONS.join("','")}'])[1 + g % ${CONDITIONS.length}],
              c.slug, c.name, c.lat + (random() - 0.5) * 0.25, c.lng + (random() - 0.5) * 0.25,
              w.norm || ' ' || g || ' annonce de test numero ' || g || ' en bon etat a recuperer sur place a ' || lower(c.name),
              now() - ((g * 113) % 15552000 || ' seconds')::interval, now(), now()
         FROM generate_series(1, $1::int) g
         CROSS JOIN LATERAL (SELECT (ARRAY[${weights.join(',')}])[1 + (g * 7919) % ${weights.length}] AS i) pick
         JOIN (SELECT * FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) WITH ORDINALITY AS t(slug, name, lat, lng, i)) c ON c.i = pick.i
         CROSS JOIN LATERAL (SELECT (ARRAY['${WORDS.map((w) => w[0]).join("','")}'])[1 + g % ${WORDS.length}] AS word,
                                    (ARRAY['${WORDS.map((w) => w[1]).join("','")}'])[1 + g % ${WORDS.length}] AS norm) w`,
      [count, ...[0, 1, 2, 3].map((k) => GENERATED_CITIES.map((c) => c[k]))],
    );
    await db.query(
      `INSERT INTO products_category_lnk (product_id, category_id, product_ord)
       SELECT p.id, c.id, 1 FROM products p
         JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM categories) c ON c.k = p.id % c.n
        WHERE p.document_id LIKE 'bench%'`,
    );
    await db.query(
      `INSERT INTO products_owner_lnk (product_id, user_id)
       SELECT p.id, o.id FROM products p
         JOIN unnest($1::int[]) WITH ORDINALITY AS o(id, k) ON o.k = 1 + p.id % $2
        WHERE p.document_id LIKE 'bench%'`,
      [owners, owners.length],
    );
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
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
