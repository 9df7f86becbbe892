import { CreateBucketCommand, GetObjectCommand, HeadBucketCommand, S3Client, type GetObjectCommandOutput, type S3ClientConfig } from '@aws-sdk/client-s3';
import { appEnv, type AppEnv } from '../env';

/**
 * Photos in S3-compatible object storage (ARCHITECTURE decision 67): with S3_BUCKET, Strapi's upload
 * plugin stores every file through `@strapi/provider-upload-aws-s3` (config/plugins.ts) — listing
 * photos in every size and their WebP twins, banners, the demo images — so replicas on separate
 * machines share them. Without it, the local `public/uploads` folder stays the default.
 *
 * A file's URL is `S3_PUBLIC_URL/<key>` when the bucket (or a CDN before it) is public, else
 * `/uploads/<key>`, which every replica serves from the bucket (middlewares/uploads.ts): the
 * same relative URLs as the local folder, so pages, Open Graph and the studio need nothing else.
 */
export const UPLOADS_PATH = '/uploads';

/** Objects never change under their name (the upload plugin names each by a fresh hash). */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface BucketConfig {
  bucket: string;
  /** Start of every key of this deployment ('' or ends with '/'). */
  prefix: string;
  /** What a file's URL starts with, before its key. */
  publicBase: string;
  /** True when browsers read the objects elsewhere (S3_PUBLIC_URL), false when the app serves /uploads. */
  publicElsewhere: boolean;
  client: S3ClientConfig;
}

export function bucketConfig(env: AppEnv = appEnv()): BucketConfig | null {
  if (!env.S3_BUCKET) return null;
  const prefix = env.S3_PREFIX.replace(/^\/+|\/+$/g, '');
  const publicUrl = env.S3_PUBLIC_URL?.replace(/\/+$/, '');
  return {
    bucket: env.S3_BUCKET,
    prefix: prefix ? `${prefix}/` : '',
    publicBase: publicUrl || UPLOADS_PATH,
    publicElsewhere: Boolean(publicUrl),
    client: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  };
}

/** The upload plugin's settings for the bucket (config/plugins.ts), or null for the local folder. */
export function uploadProviderConfig(env: AppEnv = appEnv()) {
  const config = bucketConfig(env);
  if (!config) return null;
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: config.publicBase,
      rootPath: config.prefix,
      // No ACL header: many S3-compatible stores (and AWS buckets made since 2023) refuse ACLs;
      // a bucket read by browsers is made public by its policy.
      s3Options: { ...config.client, params: { Bucket: config.bucket, ACL: undefined } },
    },
    actionOptions: {
      upload: { CacheControl: OBJECT_CACHE_CONTROL },
      uploadStream: { CacheControl: OBJECT_CACHE_CONTROL },
      delete: {},
    },
  };
}

let shared: { client: S3Client; config: BucketConfig } | null | undefined;

/** One S3 client per process for the app's own reads (the provider keeps its own for writes). */
export function bucket(): { client: S3Client; config: BucketConfig } | null {
  if (shared !== undefined) return shared;
  const config = bucketConfig();
  shared = config ? { client: new S3Client(config.client), config } : null;
  return shared;
}

/** The object key of a file URL the provider wrote, or null when the URL is not one of this bucket's. */
export function keyOfUrl(url: string, config: BucketConfig): string | null {
  if (!url.startsWith(`${config.publicBase}/`)) return null;
  const key = url.slice(config.publicBase.length + 1);
  return isSafeKey(key, config) ? key : null;
}

/** A key this deployment wrote: under its prefix, no parent segments, no odd characters. */
export function isSafeKey(key: string, config: BucketConfig): boolean {
  return key.startsWith(config.prefix) && /^[\w./-]+$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');
}

/** One object, or null when the bucket has no such key. */
export async function getObject(key: string, options: { ifNoneMatch?: string } = {}): Promise<GetObjectCommandOutput | 'not-modified' | null> {
  const shared = bucket();
  if (!shared) return null;
  try {
    return await shared.client.send(new GetObjectCommand({ Bucket: shared.config.bucket, Key: key, IfNoneMatch: options.ifNoneMatch || undefined }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) return 'not-modified';
    if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** The bytes of a file of the media library named by its URL, from the bucket; null when it is not there. */
export async function readBucketFile(url: string): Promise<Buffer | null> {
  const shared = bucket();
  const key = shared ? keyOfUrl(url, shared.config) : null;
  if (!key) return null;
  const object = await getObject(key);
  if (!object || object === 'not-modified' || !object.Body) return null;
  return Buffer.from(await object.Body.transformToByteArray());
}

/**
 * At boot: the bucket exists, or is created (a fresh docker-compose or test store); a store that
 * refuses (no right to create buckets, unreachable) is logged, and uploads will say why they fail.
 */
export async function ensureBucket(log: { info(m: string): void; warn(m: string): void }) {
  const shared = bucket();
  if (!shared) return;
  const { client, config } = shared;
  const status = await client
    .send(new HeadBucketCommand({ Bucket: config.bucket }))
    .then(() => 200)
    .catch((error: { $metadata?: { httpStatusCode?: number }; message?: string }) => error.$metadata?.httpStatusCode ?? 0);
  if (status === 200) {
    log.info(`[storage] photos in bucket ${config.bucket}${config.prefix ? ` under ${config.prefix}` : ''}`);
    return;
  }
  if (status === 404) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      log.info(`[storage] bucket ${config.bucket} created`);
      return;
    } catch (error) {
      log.warn(`[storage] bucket ${config.bucket} is missing and could not be created: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
  log.warn(`[storage] bucket ${config.bucket} did not answer (status ${status || 'none'}): photo uploads will fail until it does`);
}
