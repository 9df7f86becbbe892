import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, startServer, TEST_ADMIN, type TestServer } from './harness';
import { TestBucket } from './s3';
import { onPostgres } from './api';

/**
 * The backup and restore of README "Backups": `pg_dump` of the live database and a copy of the
 * bucket, restored into a fresh database and a fresh bucket, serve the site as it was — listings,
 * photos, likes, accounts and their passwords.
 */
const run = promisify(execFile);
const PASSWORD = 'Jasmin-Carthage-77';

describe.skipIf(!onPostgres)('backup and restore (PostgreSQL)', () => {
  const s3 = new TestBucket();
  const servers: TestServer[] = [];
  const databases: Array<{ drop: () => Promise<void> }> = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-backup-'));
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const database of databases) await database.drop();
    await s3.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = async (base: string, route: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('a pg_dump restored into a fresh database, with a copy of the bucket, serves the site as it was', async () => {
    await s3.start();
    const live = await freshPostgresDatabase();
    databases.push(live);
    const before = await startServer({ db: 'postgres', databaseUrl: live.url, env: s3.env() });
    servers.push(before);

    const admin = (await post(before.url, '/api/auth/signin', TEST_ADMIN)).body.token as string;
    const form = new FormData();
    form.append('data', JSON.stringify({ title: 'Poterie de Nabeul', description: 'Plat peint à la main.', category: 'mobilier', location: 'Nabeul', price: 35 }));
    form.append('images', new Blob([fs.readFileSync(path.join(__dirname, '..', 'favicon.png'))], { type: 'image/png' }), 'plat.png');
    const published = await fetch(`${before.url}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(published.status).toBe(201);
    const product = ((await published.json()) as { data: { id: string; images: Array<{ url: string }> } }).data;
    const email = `sauvegarde.${Date.now()}@test.souk.tn`;
    const buyer = await post(before.url, '/api/auth/signup', { email, password: PASSWORD, display_name: 'Fidèle' });
    expect(buyer.status).toBe(201);
    expect((await post(before.url, `/api/products/${product.id}/like`, {}, buyer.body.token as string)).status).toBe(200);

    // The backup, taken while the site runs: the database, then the bucket.
    const dump = path.join(dir, 'souk.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', dump, live.url]);
    expect(fs.statSync(dump).size).toBeGreaterThan(10_000);

    // The restore: a fresh database and a fresh bucket (the server creates the bucket at boot).
    const restored = await freshPostgresDatabase();
    databases.push(restored);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restored.url, dump]);
    const after = await startServer({ db: 'postgres', databaseUrl: restored.url, env: s3.env({ S3_BUCKET: 'souk-restore' }) });
    servers.push(after);
    expect(after.log()).toMatch(/\[storage\] bucket souk-restore created/);
    expect(await s3.copyTo('souk-restore')).toBeGreaterThan(0);
    await before.stop();

    const detail = await fetch(`${after.url}/api/products/${product.id}`);
    expect(detail.status).toBe(200);
    const served = ((await detail.json()) as { data: { title: string; like_count: number; images: Array<{ url: string }> } }).data;
    expect(served.title).toBe('Poterie de Nabeul');
    expect(served.like_count).toBe(1);
    const photo = await fetch(`${after.url}${served.images[0]!.url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const signin = await post(after.url, '/api/auth/signin', { email, password: PASSWORD });
    expect(signin.status).toBe(200);
    const liked = await fetch(`${after.url}/api/products/${product.id}/liked`, { headers: { authorization: `Bearer ${signin.body.token as string}` } });
    expect(((await liked.json()) as { liked: boolean }).liked).toBe(true);
  }, 600_000);
});
