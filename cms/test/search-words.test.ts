import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { DAY_MS, LISTING_VISIBLE_DAYS } from '@souk/domain';
import { api, createProduct, dbConnection, onPostgres, otherProduct, signInAdmin, signUp, sql, sqlWrite, useServer, type Session } from './api';
import { foldWordPriceDeltas } from '../src/bootstrap/word-price-counts';
import { priceBucketSql } from '../src/api/product/utils/price-buckets';

/**
 * A one-word search (+ price bounds) is read from the word postings on PostgreSQL (bootstrap/search-words.ts,
 * ARCHITECTURE decision 86), kept by triggers; SQLite keeps the LIKE on search_text. The answers
 * must be the same on both: found after create and edit, gone after delete, sale, expiry or hiding,
 * a token matching every word that contains it, the count bounded as before.
 */
useServer();

let seller: Session;
let admin: Session;
beforeAll(async () => {
  [seller, admin] = await Promise.all([signUp('Vendeur Mots'), signInAdmin()]);
});

// Letters only (a word of search_text), unique to this run.
const tag = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
// Every read asks a price bound of its own: no cached page or count answers it.
let bound = 1_000_000;
const search = async (word: string, extra = '') => {
  const price = extra.includes('maxPrice') ? '' : `&maxPrice=${bound++}`;
  const res = await api('GET', `/api/products?search=${encodeURIComponent(word)}${price}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body.data as Array<{ id: string }>).map((p) => p.id), pagination: res.body.meta.pagination as { total: number; totalExact: boolean } };
};
/** On PostgreSQL, the words the postings hold for a listing (null on SQLite, which has none). */
const posted = async (documentId: string) =>
  onPostgres
    ? (await sql<{ word: string }>('SELECT w.word FROM product_words w JOIN products p ON p.id = w.product_id WHERE p.document_id = ? ORDER BY w.word', [documentId])).map((r) => r.word)
    : null;

describe('word search on the postings', () => {
  it('finds a listing by a whole word and by a part of one, within the price bounds', async () => {
    const p = await createProduct(seller.token, otherProduct({ title: `Commode quetzal${tag} noyer`, price: 700 }));
    expect((await search(`quetzal${tag}`)).ids).toEqual([p.id]);
    expect((await search(`etzal${tag.slice(0, 3)}`)).ids).toEqual([p.id]); // a substring inside the word
    expect((await search(`QUETZAL${tag.toUpperCase()}`)).ids).toEqual([p.id]);
    expect((await search(`quetzal${tag}`, '&minPrice=700')).ids).toEqual([p.id]);
    expect((await search(`quetzal${tag}`, '&minPrice=701')).ids).toEqual([]);
    expect((await api('GET', `/api/products?search=quetzal${tag}&maxPrice=699`)).body.data).toEqual([]);
    if (onPostgres) expect(await posted(p.id)).toContain(`quetzal${tag}`);
  });

  it('finds a word the moment a listing brings it, though the search was made before (its vocabulary is kept a minute)', async () => {
    expect((await search(`caracal${tag}`)).ids).toEqual([]);
    const first = await createProduct(seller.token, otherProduct({ title: `Tapis caracal${tag}`, price: 90 }));
    expect((await search(`caracal${tag}`)).ids).toEqual([first.id]);
    // A longer word holding the token: one more vocabulary word for the same search.
    const second = await createProduct(seller.token, otherProduct({ title: `Tapis caracal${tag}ard`, price: 95 }));
    expect((await search(`caracal${tag}`)).ids.sort()).toEqual([first.id, second.id].sort());
  });

  it('follows an edit of the title and of the price', async () => {
    const p = await createProduct(seller.token, otherProduct({ title: `Armoire ocelot${tag}`, price: 300 }));
    expect((await search(`ocelot${tag}`)).ids).toEqual([p.id]);
    const edited = await api('PUT', `/api/products/${p.id}`, { token: seller.token, body: { title: `Armoire jaguar${tag}`, price: 450 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await search(`ocelot${tag}`)).ids).toEqual([]);
    expect((await search(`jaguar${tag}`)).ids).toEqual([p.id]);
    expect((await search(`jaguar${tag}`, '&maxPrice=400')).ids).toEqual([]);
    expect((await search(`jaguar${tag}`, '&minPrice=450')).ids).toEqual([p.id]);
    if (onPostgres) {
      expect(await posted(p.id)).not.toContain(`ocelot${tag}`);
      expect((await sql<{ price: string }>('SELECT DISTINCT w.price FROM product_words w JOIN products p ON p.id = w.product_id WHERE p.document_id = ?', [p.id])).map((r) => Number(r.price))).toEqual([450]);
    }
  });

  it('drops a listing deleted, sold, hidden or expired', async () => {
    const [gone, sold, hidden] = await Promise.all(['suppr', 'vendu', 'cache'].map((w) => createProduct(seller.token, otherProduct({ title: `Lampe ${w} lynx${tag}` }))));
    expect((await search(`lynx${tag}`)).ids.sort()).toEqual([gone.id, sold.id, hidden.id].sort());

    expect((await api('DELETE', `/api/products/${gone.id}`, { token: seller.token })).status).toBe(200);
    expect((await api('POST', `/api/products/${sold.id}/sold`, { token: seller.token })).status).toBe(200);
    // Hidden by plain SQL, as a studio edit or a script would: the trigger follows it as well.
    await sqlWrite('UPDATE products SET is_hidden = TRUE WHERE document_id = ?', [hidden.id]);
    expect((await search(`lynx${tag}`)).ids).toEqual([]);
    if (onPostgres) {
      expect(await posted(sold.id)).toEqual([]);
      expect(await posted(hidden.id)).toEqual([]);
      expect((await sql('SELECT 1 FROM product_words w WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = w.product_id)'))).toEqual([]);
    }
    await sqlWrite('UPDATE products SET is_hidden = FALSE WHERE document_id = ?', [hidden.id]);
    expect((await search(`lynx${tag}`)).ids).toEqual([hidden.id]);

    // Past its visible days the lifecycle job expires it: gone from the search.
    const now = new Date(Date.now() + (LISTING_VISIBLE_DAYS + 1) * DAY_MS).toISOString();
    const run = await api('POST', '/api/admin/listing-lifecycle/run', { token: admin.token, body: { now } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await search(`lynx${tag}`)).ids).toEqual([]);
    if (onPostgres) expect(await posted(hidden.id)).toEqual([]);
  });

  it.runIf(onPostgres)('reads the postings on PostgreSQL: a posting taken out by hand hides the listing from the word, not from other reads', async () => {
    const p = await createProduct(seller.token, otherProduct({ title: `Coffre margay${tag}`, price: 120 }));
    expect((await search(`margay${tag}`)).ids).toEqual([p.id]);
    await sqlWrite('DELETE FROM product_words WHERE word = ?', [`margay${tag}`]);
    expect((await search(`margay${tag}`)).ids).toEqual([]);
    // Two words: read from search_text as before.
    expect((await search(`coffre margay${tag}`)).ids).toEqual([p.id]);
    // The listing's next write posts it again.
    expect((await api('PUT', `/api/products/${p.id}`, { token: seller.token, body: { price: 130 } })).status).toBe(200);
    expect((await search(`margay${tag}`)).ids).toEqual([p.id]);
  });

  it('counts a listing once when the token is in several of its words, and pages through the merge', async () => {
    const both = await createProduct(seller.token, otherProduct({ title: `Tapis puma${tag}a puma${tag}b`, price: 100 }));
    const one = await createProduct(seller.token, otherProduct({ title: `Tapis puma${tag}c`, price: 200 }));
    const three = await createProduct(seller.token, otherProduct({ title: `Tapis puma${tag}d`, price: 300 }));
    const all = await search(`puma${tag}`, '&sort=price_asc');
    expect(all.ids).toEqual([both.id, one.id, three.id]);
    expect(all.pagination).toMatchObject({ total: 3, totalExact: true });
    expect((await search(`puma${tag}`, '&sort=price_desc&pageSize=1&page=3')).ids).toEqual([both.id]);
    expect((await search(`puma${tag}`, '&sort=newest&pageSize=2&page=1')).ids).toEqual([three.id, one.id]);
    expect((await search(`puma${tag}`, '&sort=newest&pageSize=2&page=2')).ids).toEqual([both.id]);
    // The facet answer counts the same set.
    const facets = await api('GET', `/api/products/facets?search=puma${tag}&maxPrice=250`);
    expect(facets.status, JSON.stringify(facets.body)).toBe(200);
    expect(facets.body.data.total ?? facets.body.meta?.total).toBe(2);
  });
});

describe.runIf(onPostgres)('the per-price counts of the words (decision 91)', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory({ client: 'pg', connection: dbConnection() });
  });
  afterAll(() => db?.destroy());

  /** A word's counts per bucket as a reader sums them (folded counts and deltas), and as the postings hold them. */
  const counted = async (word: string) =>
    sql<{ bucket: number; n: string }>(
      `SELECT bucket, sum(n)::text AS n FROM (SELECT bucket, n FROM word_price_counts WHERE word = ? UNION ALL SELECT bucket, d FROM word_price_deltas WHERE word = ?) x
        GROUP BY bucket HAVING sum(n) <> 0 ORDER BY bucket`,
      [word, word],
    );
  const truth = (word: string) =>
    sql<{ bucket: number; n: string }>(`SELECT ${priceBucketSql('price')} AS bucket, count(*)::text AS n FROM product_words WHERE word = ? GROUP BY 1 ORDER BY 1`, [word]);

  it('follow every write of the postings, before and after the deltas are folded, two folds at once counting each delta once', async () => {
    const word = `serval${tag}`;
    const [cheap, dear] = await Promise.all([90, 2_600].map((price) => createProduct(seller.token, otherProduct({ title: `Buffet ${word}`, price }))));
    const third = await createProduct(seller.token, otherProduct({ title: `Chaise ${word}`, price: 95 }));
    expect(await counted(word)).toEqual(await truth(word));
    expect((await truth(word)).map((r) => Number(r.n))).toEqual([2, 1]);

    // A price moved to another bucket, a listing hidden by SQL, one deleted: each a delta of its own.
    expect((await api('PUT', `/api/products/${cheap.id}`, { token: seller.token, body: { price: 2_700 } })).status).toBe(200);
    await sqlWrite('UPDATE products SET is_hidden = TRUE WHERE document_id = ?', [dear.id]);
    expect(await counted(word)).toEqual(await truth(word));

    await Promise.all([foldWordPriceDeltas(db), foldWordPriceDeltas(db)]);
    expect(await counted(word)).toEqual(await truth(word));
    expect((await sql('SELECT 1 FROM word_price_deltas WHERE word = ?', [word])).length).toBe(0);

    expect((await api('DELETE', `/api/products/${third.id}`, { token: seller.token })).status).toBe(200);
    expect(await counted(word)).toEqual(await truth(word));
    expect((await truth(word)).map((r) => Number(r.n))).toEqual([1]);
    // What a search counts from them: the 2 700 listing alone, inside its band or not.
    expect((await search(word, '&minPrice=2000&maxPrice=3000')).pagination).toMatchObject({ total: 1, totalExact: true });
    expect((await search(word, '&minPrice=2701&maxPrice=9000')).pagination).toMatchObject({ total: 0, totalExact: true });
    await foldWordPriceDeltas(db);
    expect(await counted(word)).toEqual(await truth(word));
    expect((await search(word, '&minPrice=2000&maxPrice=3000')).ids).toEqual([cheap.id]);
    // A posting's price changed by hand (the triggers never update one): counted all the same, in its new bucket.
    const before = await truth(word);
    expect(await sqlWrite('UPDATE product_words SET price = 9000 WHERE word = ?', [word])).toBe(1);
    expect(await truth(word)).not.toEqual(before);
    expect(await counted(word)).toEqual(await truth(word));
  });

  it('count a token of several words past the bound when one word alone is, from its counts (no DISTINCT over the postings)', async () => {
    // Two words of one token, a listing each: their postings alone give 2.
    const [a, b] = await Promise.all(['a', 'b'].map((end) => createProduct(seller.token, otherProduct({ title: `Vase lynx${tag}${end}`, price: 150 }))));
    expect((await search(`lynx${tag}`, '&minPrice=100&maxPrice=300')).pagination).toMatchObject({ total: 2, totalExact: true });
    // One word's counts in a bucket inside the band ([150, 200)) said past the bound, as a word of
    // 10 001 listings there would (written here, for this test's own word: a test does not publish
    // 10 001 listings). Each read asks a band of its own: no cached count answers it.
    await sqlWrite(`INSERT INTO word_price_deltas (word, bucket, d) SELECT ?, ${priceBucketSql('150')}, 10000`, [`lynx${tag}a`]);
    expect((await search(`lynx${tag}`, '&minPrice=100&maxPrice=301')).pagination).toMatchObject({ total: 10_000, totalExact: false });
    // A band holding no whole bucket (narrower than one) is counted on the postings.
    expect((await search(`lynx${tag}`, '&minPrice=140&maxPrice=160')).pagination).toMatchObject({ total: 2, totalExact: true });
    expect((await search(`lynx${tag}`, '&minPrice=100&maxPrice=302&sort=price_asc')).ids.sort()).toEqual([a.id, b.id].sort());
  });
});
