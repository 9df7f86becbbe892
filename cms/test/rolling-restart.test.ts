import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import sharp from 'sharp';
import { freePort, freshPostgresDatabase, startServer, TEST_ADMIN, type TestServer } from './harness';
import { replicaWorkDir } from './replica-dir';
import { TestNginx } from './nginx';
import { TestBucket } from './s3';
import { flushPrefix, SHARED_REDIS_URL, uniqueRedisPrefix } from './redis';
import { onPostgres } from './api';

/**
 * A deploy without a failed request (issue 31): two replicas, each from a working directory of its
 * own (nothing shared on disk), behind nginx with deploy/nginx.conf, on one PostgreSQL and one
 * Redis, photos in the test's S3-compatible server. Under a steady load of reads, sign-ins, likes
 * and publishing with a photo, replica A is stopped (SIGTERM) and started again, then replica B.
 * Goals, printed: 0 failed client requests, 0 lost writes, like counters exact, a photo uploaded
 * through one replica served by the other.
 */
/**
 * Part of `npm test` on PostgreSQL: on a quiet 2-core machine it passed 3 runs out of 3 with every
 * goal at 0 (about 1 050 requests each, 2026-11-28). An earlier run at load 25 had 8 client timeouts
 * in 685 requests: `SOUK_ROLLING_RESTART=0` leaves it out on a machine that busy.
 */
const rollingRestartAsked = process.env.SOUK_ROLLING_RESTART !== '0';
const PASSWORD = 'Jasmin-Carthage-77';

interface Failure {
  what: string;
  detail: string;
}

describe.skipIf(!onPostgres || !rollingRestartAsked)('rolling restart behind nginx (PostgreSQL, Redis, S3-compatible storage)', () => {
  const s3 = new TestBucket();
  const nginx = new TestNginx();
  const dirs = [replicaWorkDir('replica-a'), replicaWorkDir('replica-b')];
  const prefix = uniqueRedisPrefix('rolling');
  const replicas: Array<TestServer | undefined> = [undefined, undefined];
  let database: { url: string; drop: () => Promise<void> } | undefined;

  afterAll(async () => {
    for (const replica of replicas) await replica?.stop();
    await nginx.stop();
    await s3.stop();
    await database?.drop();
    for (const dir of dirs) dir.remove();
    await flushPrefix(SHARED_REDIS_URL, prefix);
  });

  it('restarting one replica then the other fails no request and loses no write', async () => {
    const started = Date.now();
    const phase = (what: string) => console.log(`[rolling restart] ${Math.round((Date.now() - started) / 1000)} s: ${what}`);
    await s3.start();
    database = await freshPostgresDatabase();
    const ports = [await freePort(), await freePort()] as const;
    const env = {
      ...s3.env(),
      REDIS_URL: SHARED_REDIS_URL,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: 'true',
      RATE_LIMIT_DISABLED: 'true',
      // nginx closes its idle upstream connections after 4 s (deploy/nginx.conf): the production value.
      SHUTDOWN_IDLE_WAIT_MS: '5000',
    };
    // A boot under load on a busy machine may take minutes; on two idle cores about twenty seconds.
    const boot = (i: 0 | 1) => startServer({ db: 'postgres', databaseUrl: database!.url, workDir: dirs[i]!.dir, port: ports[i], env, bootTimeoutMs: 400_000 });
    // The first boot creates the schema; the second starts once it is there (as docker-compose does).
    replicas[0] = await boot(0);
    phase('replica A up');
    replicas[1] = await boot(1);
    phase('replica B up');
    await nginx.start([ports[0], ports[1]]);
    const site = nginx.url;

    const failures: Failure[] = [];
    const counts = { reads: 0, signins: 0, likes: 0, publishes: 0 };
    async function call(what: string, path: string, init: RequestInit & { expect?: number[] } = {}): Promise<Response | null> {
      try {
        // Beyond nginx's own 60 s read timeout: a slow answer is nginx's 504 here, not the client giving up.
        const res = await fetch(`${site}${path}`, { ...init, signal: AbortSignal.timeout(90_000) });
        const ok = init.expect ? init.expect.includes(res.status) : res.status < 400;
        if (!ok) failures.push({ what, detail: `${res.status} ${(await res.text()).slice(0, 200)}` });
        return ok ? res : null;
      } catch (error) {
        failures.push({ what, detail: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error) });
        return null;
      }
    }
    const json = (body: unknown, token?: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

    // Accounts and listings to like, made through nginx before the load.
    const must = async (what: string, path: string, init: RequestInit) => {
      const res = await call(what, path, init);
      if (!res) throw new Error(`${what}: ${JSON.stringify(failures)}\nnginx: ${nginx.errorLog()}`);
      return res;
    };
    const admin = ((await (await must('admin sign-in', '/api/auth/signin', json(TEST_ADMIN))).json()) as { token: string }).token;
    const listings: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await must('setup listing', '/api/products', json({ title: `Vélo de ville ${i}`, description: 'Bon état général.', category: 'mobilier', location: 'Tunis', price: 120 + i }, admin));
      listings.push(((await res.json()) as { data: { id: string } }).data.id);
    }
    const likers: Array<{ email: string; token: string }> = [];
    for (let i = 0; i < 8; i++) {
      const email = `voisin${i}.${Date.now()}@test.souk.tn`;
      const res = await must('setup sign-up', '/api/auth/signup', json({ email, password: PASSWORD, display_name: `Voisin ${i}` }));
      likers.push({ email, token: ((await res.json()) as { token: string }).token });
    }
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();

    // The load: a few clients in a loop until told to stop, each at a steady pace (the machine also
    // has to boot Strapi meanwhile).
    const pace = () => new Promise((r) => setTimeout(r, 40));
    let running = true;
    const expectedLikes = new Map<string, number>();
    const published: string[] = [];
    const loops = [
      async () => {
        for (let i = 0; running; i++) {
          const res = await call('read list', `/api/products?pageSize=24&page=${(i % 3) + 1}`);
          if (res) await res.arrayBuffer();
          const detail = await call('read detail', `/api/products/${listings[i % listings.length]}`);
          if (detail) await detail.arrayBuffer();
          counts.reads += 2;
          await pace();
        }
      },
      async () => {
        for (let i = 0; running; i++) {
          const res = await call('read categories', i % 2 ? '/api/categories' : '/api/products?sort=price_asc&pageSize=12');
          if (res) await res.arrayBuffer();
          counts.reads += 1;
          await pace();
        }
      },
      async () => {
        for (let i = 0; running; i++) {
          const res = await call('sign-in', '/api/auth/signin', json({ email: likers[i % likers.length]!.email, password: PASSWORD }));
          if (res) await res.arrayBuffer();
          counts.signins += 1;
          await pace();
        }
      },
      async () => {
        // Every (account, listing) pair once: each 2xx is one more like on that listing.
        for (let pair = 0; running && pair < likers.length * listings.length; pair++) {
          const liker = likers[pair % likers.length]!;
          const listing = listings[Math.floor(pair / likers.length)]!;
          const res = await call('like', `/api/products/${listing}/like`, { method: 'POST', headers: { authorization: `Bearer ${liker.token}` } });
          if (res) {
            await res.arrayBuffer();
            expectedLikes.set(listing, (expectedLikes.get(listing) ?? 0) + 1);
          }
          counts.likes += 1;
          await pace();
        }
      },
      async () => {
        for (let i = 0; running; i++) {
          const form = new FormData();
          form.append('data', JSON.stringify({ title: `Annonce de charge ${i}`, description: 'Publiée pendant le redémarrage.', category: 'mobilier', location: 'Sousse', price: 40 + i }));
          form.append('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
          const res = await call('publish', '/api/products', {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `charge-${prefix}-${i}` },
            body: form,
            expect: [201],
          });
          if (res) published.push(((await res.json()) as { data: { id: string } }).data.id);
          counts.publishes += 1;
          await pace();
        }
      },
    ];
    phase('load starts');
    const load = Promise.all(loops.map((loop) => loop()));

    // As a deploy does (README "Scale-out"): a replica is stopped only once the other one is back
    // and nginx's fail_timeout (5 s, deploy/nginx.conf) has let it take requests again.
    const restart = async (i: 0 | 1) => {
      await new Promise((r) => setTimeout(r, 8000));
      const old = replicas[i]!;
      phase(`SIGTERM to replica ${'AB'[i]}`);
      old.signal('SIGTERM');
      const code = await old.exited();
      expect(code, old.log().slice(-2000)).toBe(0);
      expect(old.log()).toMatch(/\[shutdown\] stopped accepting/);
      phase(`replica ${'AB'[i]} exited 0`);
      await old.stop();
      replicas[i] = await boot(i);
      phase(`replica ${'AB'[i]} up again`);
    };
    await restart(0);
    await restart(1);
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await load;

    // A photo uploaded through replica A is served by replica B, and the other way round.
    const [a, b] = [replicas[0]!.url, replicas[1]!.url];
    const crossed: boolean[] = [];
    for (const [via, readFrom] of [[a, b], [b, a]] as const) {
      const form = new FormData();
      form.append('data', JSON.stringify({ title: 'Photo croisée', description: 'Envoyée à un réplica, lue sur l’autre.', category: 'mobilier', location: 'Tunis', price: 10 }));
      form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'croisee.jpg');
      const created = await fetch(`${via}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      expect(created.status).toBe(201);
      const url = ((await created.json()) as { data: { images: Array<{ url: string }> } }).data.images[0]!.url;
      const served = await fetch(`${readFrom}${url}`);
      crossed.push(served.status === 200 && served.headers.get('content-type') === 'image/jpeg');
    }

    // What the clients were told was written is in the database, exactly once.
    const pg = new Client({ connectionString: database.url });
    await pg.connect();
    let lost = 0;
    let likesWrong = 0;
    try {
      const rows = (await pg.query('SELECT document_id FROM products WHERE document_id = ANY($1)', [published])).rows as Array<{ document_id: string }>;
      lost += published.length - new Set(rows.map((r) => r.document_id)).size;
      const twice = (await pg.query("SELECT title FROM products WHERE title LIKE 'Annonce de charge %' GROUP BY title HAVING count(*) > 1")).rowCount ?? 0;
      expect(twice, 'a publication written twice').toBe(0);
      for (const listing of listings) {
        const expected = expectedLikes.get(listing) ?? 0;
        const row = (
          await pg.query(
            `SELECT p.like_count, (SELECT count(*) FROM likes_product_lnk l WHERE l.product_id = p.id)::int AS rows FROM products p WHERE p.document_id = $1`,
            [listing],
          )
        ).rows[0] as { like_count: number; rows: number };
        if (row.rows < expected) lost += expected - row.rows;
        if (row.like_count !== expected || row.rows !== expected) likesWrong += 1;
      }
    } finally {
      await pg.end();
    }
    // Every photo published under load is served (any replica answers /uploads from the bucket).
    let photosMissing = 0;
    for (const id of published.slice(-5)) {
      const detail = (await (await fetch(`${site}/api/products/${id}`)).json()) as { data: { images: Array<{ url: string }> } };
      if ((await fetch(`${site}${detail.data.images[0]!.url}`)).status !== 200) photosMissing += 1;
    }

    const writesRetried = nginx.accessLog().filter((line) => /^(POST|PUT|PATCH|DELETE) /.test(line) && line.includes(', ')).length;
    const readsRetried = nginx.accessLog().filter((line) => /^GET /.test(line) && line.includes(', ')).length;
    const goals = {
      'requests sent': counts.reads + counts.signins + counts.likes + counts.publishes,
      ...counts,
      'failed client requests (goal 0)': failures.length,
      'lost writes (goal 0)': lost,
      'listings whose likes are off (goal 0)': likesWrong,
      'photo uploaded via A served by B, and B by A': crossed.every(Boolean),
      'photos of the load not served (goal 0)': photosMissing,
      'reads nginx sent to the other replica': readsRetried,
      'writes nginx sent to the other replica (connection refused: never sent twice)': writesRetried,
      'run time (s)': Math.round((Date.now() - started) / 1000),
    };
    console.log(`[rolling restart] goals\n${Object.entries(goals).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
    if (failures.length) console.log(failures.slice(0, 20));

    expect(failures).toEqual([]);
    expect(lost).toBe(0);
    expect(likesWrong).toBe(0);
    expect(crossed).toEqual([true, true]);
    expect(photosMissing).toBe(0);
    expect(counts.publishes).toBeGreaterThan(0);
    // Four boots of Strapi are most of it: about a minute and a half on two idle cores.
  }, 1_800_000);
});
