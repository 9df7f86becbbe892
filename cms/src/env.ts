import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at boot (ARCHITECTURE "Configuration").
 * A bad value stops the server with a readable message instead of failing later at request time.
 */
const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase())));

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(1337),
  PUBLIC_URL: z.string().default(''),
  CORS_ORIGINS: z.string().default(''),
  DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).default('sqlite'),
  DATABASE_FILENAME: z.string().default('.tmp/data.db'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_SSL: bool.default(false),
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** The studio's first administrator (defaults to ADMIN_EMAIL/ADMIN_PASSWORD). */
  STUDIO_ADMIN_EMAIL: z.email().optional(),
  STUDIO_ADMIN_PASSWORD: z.string().min(8).optional(),
  SITE_DIR: z.string().optional(),
  APP_KEYS: z.string().min(1, 'APP_KEYS is required (generated into cms/.env by npm start)'),
  JWT_SECRET: z.string().min(16),
  ADMIN_JWT_SECRET: z.string().min(16),
  API_TOKEN_SALT: z.string().min(8),
  TRANSFER_TOKEN_SALT: z.string().min(8),
  ENCRYPTION_KEY: z.string().min(16),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Souk <no-reply@souk.tn>'),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: bool.optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  /**
   * From this many listings, facet counts ask the planner first and sample a large search before
   * any bounded pass (api/product/services/facets.ts, decision 79); below, its planning costs more
   * than it spares. Tests lower it to run that path over a few thousand rows.
   */
  FACETS_SAMPLE_FIRST_FROM_ROWS: z.coerce.number().int().min(0).default(500_000),
  /**
   * A category with at most this many public listings has them kept in each replica's memory for
   * exact facet counts (api/product/utils/facet-mirror.ts, decision 93); 0 turns the mirror
   * off. The 200 000 cars of 1M listings: ~30 MB a replica with their orders, a read of ~3 s a minute,
   * 0.03–0.06 ms of the cms a facets request (row-orders.ts; a pass over every row per filter cost 2.5 ms).
   */
  FACETS_MIRROR_MAX_ROWS: z.coerce.number().int().min(0).default(250_000),
  /** Map answers shared for 2 s by views snapped to the same cells; `false` makes every view compute (bench/map.mjs's cold figures). */
  MAP_ANSWER_CACHE: bool.default(true),
  /**
   * The measured stand-ins for Strapi internals (src/framework/): `on` installs each one whose
   * checked Strapi version is the installed one; `off` runs Strapi's own code everywhere.
   */
  FRAMEWORK_SHORTCUTS: z.enum(['on', 'off']).default('on'),
  /** Shortcuts left out by name, comma-separated ("route-index,access-log"): bench/request-cost.mjs's figure for each one. */
  FRAMEWORK_SHORTCUTS_OFF: z
    .string()
    .default('')
    .transform((names) => new Set(names.split(',').map((n) => n.trim()).filter(Boolean))),
  /** Nominatim-compatible search URL asked after the built-in gazetteer; empty turns remote geocoding off. */
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org/search'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /** Least time between two requests to the geocoder (Nominatim's policy: one per second). */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Lifetime of an access token: seconds, or a number with s/m/h ("15m"). The site refreshes it
   * through the session's refresh cookie (ARCHITECTURE decision 49).
   */
  ACCESS_TOKEN_TTL: z
    .string()
    .trim()
    .regex(/^\d+\s*[smh]?$/i, 'ACCESS_TOKEN_TTL: seconds, or a number followed by s, m or h (e.g. 15m)')
    .default('15m')
    .transform((v) => Number.parseInt(v, 10) * ({ s: 1, m: 60, h: 3600 }[v.slice(-1).toLowerCase()] ?? 1))
    .pipe(z.number().int().min(1).max(24 * 3600)),
  RATE_LIMIT_DISABLED: bool.default(false),
  /** Set behind a reverse proxy: the client address comes from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  /** Multiplies every abuse limit of src/http/rate-limit.ts (tests run with a larger budget than production). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /**
   * Several replicas behind one address share abuse counters and cache invalidations through this
   * Redis (src/cache/redis.ts). Unset: everything stays in this process.
   */
  REDIS_URL: z.string().optional(),
  /** Start of every Redis key and channel of this deployment (two deployments may share a Redis). */
  REDIS_PREFIX: z.string().min(1).default('souk:'),
  /**
   * On SIGTERM, how long idle keep-alive connections are left for their client (the proxy) to close
   * before they are cut (src/http/graceful-shutdown.ts); above the proxy's upstream keepalive_timeout.
   */
  SHUTDOWN_IDLE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(5000),
  /**
   * Photos in S3-compatible object storage (src/storage/bucket.ts) instead of public/uploads: how
   * replicas on separate machines share them. Unset: the local folder.
   */
  S3_BUCKET: z.string().optional(),
  /** The storage's API address (MinIO, R2, Scaleway, OVH…); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where browsers read the objects (a CDN, or the public bucket); unset: the app serves /uploads from the bucket. */
  S3_PUBLIC_URL: z.string().optional(),
  /** Folder of the bucket the objects go under (several deployments or test runs may share a bucket). */
  S3_PREFIX: z.string().default(''),
  /** bucket in the path (`endpoint/bucket/key`, what MinIO and most S3-compatible servers want) rather than in the host name. */
  S3_FORCE_PATH_STYLE: bool.default(true),
});

export type AppEnv = z.infer<typeof envSchema>;

let cached: AppEnv | undefined;

export function appEnv(): AppEnv {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  if (parsed.data.DATABASE_CLIENT === 'postgres' && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid environment configuration:\n  DATABASE_URL is required when DATABASE_CLIENT=postgres');
  }
  cached = parsed.data;
  return cached;
}

/**
 * The origin written into e-mail links. Never taken from the request's Host header: a forged
 * Host would otherwise send a victim's reset link to the forger's site.
 */
export function publicOrigin(env: AppEnv = appEnv()): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** Demo data is on by default for the embedded SQLite database only. */
export function seedDemoEnabled(env: AppEnv = appEnv()): boolean {
  return env.SEED_DEMO ?? env.DATABASE_CLIENT === 'sqlite';
}
