import { afterAll, beforeAll } from 'vitest';
import sharp from 'sharp';
import { isMessageCode, messageText } from '@souk/domain';
import { startServer, TEST_ADMIN, type TestServer } from './harness';
import { Mailbox } from './mailbox';

let server: TestServer | undefined;
let mailboxInstance: Mailbox | undefined;
/** The file's server runs without SMTP (`SMTP_HOST: ''`): its mails are only in its log. */
let mailsInLog = false;

/**
 * Test servers get 20× the production abuse limits (src/http/rate-limit.ts): a test file signs up
 * and likes from one IP far faster than any real client. test/rate-limits.test.ts runs at 1×.
 */
export const TEST_RATE_LIMIT_SCALE = '20';

/**
 * Each test file gets its own server and brand-new database (a copy of the run's booted template,
 * harness.ts): files never see each other's data.
 * The server sends its e-mails over SMTP to a receiver inside the test process (`mailbox()`).
 */
export function useServer(env?: Record<string, string>) {
  beforeAll(async () => {
    mailsInLog = env?.SMTP_HOST === '';
    mailboxInstance = new Mailbox();
    await mailboxInstance.start();
    server = await startServer({ env: { RATE_LIMIT_SCALE: TEST_RATE_LIMIT_SCALE, ...mailboxInstance.env(), ...env }, fromTemplate: true });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await mailboxInstance?.stop();
  });
}

/** The SMTP receiver the server under test mails to. */
export function mailbox(): Mailbox {
  if (!mailboxInstance) throw new Error('useServer() was not called in this test file');
  return mailboxInstance;
}

/** The token of an account e-mail's link, read from the link as a user's browser would. */
export function linkToken(link: string | null): string {
  if (!link) throw new Error('the e-mail carries no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The link of the last account mail to `email` that the server wrote to its log (no SMTP configured). */
export async function linkFromLog(email: string, timeoutMs = 10_000): Promise<string> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const blocks = serverLog().match(new RegExp(`\\[mail\\][^\\n]*\\nTo: ${escaped}\\n[\\s\\S]*?\\[/mail\\]`, 'g')) ?? [];
    const link = /https?:\/\/\S+/.exec(blocks.at(-1) ?? '')?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Confirms an address the way its owner does: the confirmation mail's link, then the API call its page makes. */
export async function confirmByMail(email: string, opts: { count?: number } = {}) {
  const link = mailsInLog ? await linkFromLog(email) : (await mailbox().waitFor(email, { subject: /Confirmez|أكّد/, count: opts.count })).link;
  const res = await api('POST', '/api/auth/confirm-email', { body: { token: linkToken(link) } });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return link;
}

const current = () => {
  if (!server) throw new Error('useServer() was not called in this test file');
  return server;
};
const inject = (key: 'db' | 'connection' | 'baseUrl') => (key === 'baseUrl' ? current().url : current()[key]);

/** One PostgreSQL query on a connection of its own, `?` placeholders as in the SQLite form. */
async function pgQuery(query: string, params: unknown[]) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: inject('connection') });
  await client.connect();
  try {
    let i = 0;
    return await client.query(query.replace(/\?/g, () => `$${++i}`), params);
  } finally {
    await client.end();
  }
}

/** Reads the database behind the server (to check what was stored, never to set up state). */
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  if (inject('db') === 'postgres') return (await pgQuery(query, params)).rows as T[];
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(inject('connection'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const baseUrl = () => inject('baseUrl');
/** What the server under test has logged so far. */
export const serverLog = () => current().log();
export const dbName = () => inject('db');
/** The database behind the server under test (a second replica boots on the same one). */
export const dbConnection = () => inject('connection');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the server under test (or to `base`, another server); JSON in, JSON out. */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: BodyInit; headers?: Record<string, string>; base?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${opts.base ?? baseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (res.status >= 400 && path.startsWith('/api')) assertCodedError(`${method} ${path}`, res.status, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Every API error, in every test, carries a catalogue code in `details.code` whose French text is
 * the message sent (a client shows the Arabic of that code); only zod's own texts, which are not in
 * the catalogue, travel with the generic `invalid_input`.
 */
function assertCodedError(label: string, status: number, body: unknown) {
  const error = (body as { error?: { message?: unknown; details?: { code?: unknown; params?: Record<string, string> } } } | null)?.error;
  const code = error?.details?.code;
  if (!isMessageCode(code)) throw new Error(`${label} ${status}: no catalogue code in ${JSON.stringify(body).slice(0, 300)}`);
  if (code !== 'invalid_input' && messageText(code, 'fr', error?.details?.params) !== error?.message) {
    throw new Error(`${label} ${status}: message ${JSON.stringify(error?.message)} is not the text of ${code}`);
  }
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${counter++}@test.souk.tn`;

export interface Session {
  token: string;
  user: { id: string; email: string; display_name: string; role: 'user' | 'admin'; email_confirmed: boolean };
}

/**
 * A new account, by default with its address confirmed through the e-mail's link (publishing and
 * messaging need it); `{ confirm: false }` leaves it unconfirmed.
 */
export async function signUp(display_name = 'Testeur', opts: { confirm?: boolean; language?: 'fr' | 'ar' } = {}): Promise<Session> {
  const body: Record<string, unknown> = { email: uniqueEmail(), password: 'Jasmin-Carthage-77', display_name };
  if (opts.language) body.language = opts.language;
  const res = await api<Session>('POST', '/api/auth/signup', { body });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.confirm === false) return res.body;
  await confirmByMail(res.body.user.email);
  return { ...res.body, user: { ...res.body.user, email_confirmed: true } };
}

export async function signInAdmin(): Promise<Session> {
  const res = await api<Session>('POST', '/api/auth/signin', { body: TEST_ADMIN });
  if (res.status !== 200) throw new Error(`admin signin failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const otherProduct = (over: Record<string, unknown> = {}) => ({
  title: 'Canapé d’angle en velours',
  description: 'Très bon état, à venir chercher sur place.',
  category: 'mobilier',
  location: 'Tunis, La Marsa',
  price: 850,
  condition: 'good',
  ...over,
});

export const carProduct = (over: Record<string, unknown> = {}) => ({
  title: 'Peugeot 208 Active',
  description: 'Première main, carnet d’entretien complet.',
  category: 'voiture',
  location: 'Sfax',
  price: '42 000',
  car_brand: 'Peugeot',
  car_model: '208',
  car_year: 2019,
  car_condition: 'used',
  car_mileage: 65000,
  ...over,
});

export async function createProduct(token: string, body: Record<string, unknown> = otherProduct()) {
  const res = await api('POST', '/api/products', { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; like_count: number; [k: string]: any };
}

/** A real JPEG with EXIF (camera and GPS) to prove the server strips it. */
export async function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .withExif({ IFD0: { Make: 'SoukCam', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 48/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** A date as the server stores it, for `sqlWrite` (PostgreSQL timestamps; SQLite epoch milliseconds, src/db/sql.ts `dbDate`). */
export const dbValue = (date: Date): string | number => (inject('db') === 'postgres' ? date.toISOString() : date.getTime());

/** Writes with plain SQL (to stand for rows an older version wrote); answers the number of rows changed. */
export async function sqlWrite(query: string, params: unknown[] = []): Promise<number> {
  if (inject('db') === 'postgres') return (await pgQuery(query, params)).rowCount ?? 0;
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(inject('connection'), { fileMustExist: true, timeout: 10_000 });
  try {
    return db.prepare(query).run(...params).changes;
  } finally {
    db.close();
  }
}

/**
 * One read-only connection kept open for many queries (the fuzz tests snapshot the database
 * after every request; opening a connection per query would dominate their run time).
 */
export async function sqlSession(): Promise<{ query: <T = Record<string, unknown>>(q: string, params?: unknown[]) => Promise<T[]>; close: () => Promise<void> }> {
  if (inject('db') === 'postgres') {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: inject('connection') });
    await client.connect();
    return {
      query: async <T>(query: string, params: unknown[] = []) => {
        let i = 0;
        return (await client.query(query.replace(/\?/g, () => `$${++i}`), params)).rows as T[];
      },
      close: () => client.end(),
    };
  }
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(inject('connection'), { readonly: true, fileMustExist: true });
  return {
    query: async <T>(query: string, params: unknown[] = []) => db.prepare(query).all(...params) as T[],
    close: async () => db.close(),
  };
}

/** The database this run's API tests use (`SOUK_TEST_DB`, SQLite unless told). */
export const onPostgres = (process.env.SOUK_TEST_DB ?? 'sqlite') === 'postgres';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A caller bound to one session's token: `const asAdmin = as(() => admin)` then `asAdmin('GET', '/api/admin/stats')`. */
export const as =
  (session: () => Session) =>
  <T = any>(method: string, path: string, body?: unknown) =>
    api<T>(method, path, { token: session().token, body });

/**
 * The run uses Strapi's own code in place of the stand-ins (FRAMEWORK_SHORTCUTS=off, src/framework/):
 * a test of what a stand-in itself does is skipped then, every other test runs as it is.
 */
export const shortcutsOff = process.env.FRAMEWORK_SHORTCUTS === 'off';

