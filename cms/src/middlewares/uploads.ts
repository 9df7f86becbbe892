import type { Context, Next } from 'koa';
import { bucket, getObject, isSafeKey, OBJECT_CACHE_CONTROL, UPLOADS_PATH } from '../storage/bucket';

/**
 * `/uploads/<key>` from the bucket (storage/bucket.ts), mounted only when S3_BUCKET is set and
 * S3_PUBLIC_URL is not: any replica serves a photo any other one stored, with the object's year-long
 * cache header and its ETag (a revalidation is a 304 from the bucket, no bytes). What the bucket does
 * not hold falls through to the local folder, which answers 404 as before.
 */
export default () =>
  async function uploads(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(`${UPLOADS_PATH}/`)) return next();
    const shared = bucket();
    const key = ctx.path.slice(UPLOADS_PATH.length + 1);
    if (!shared || !isSafeKey(key, shared.config)) return next();
    const object = await getObject(key, { ifNoneMatch: ctx.get('if-none-match') });
    if (object === null) return next();
    ctx.set('Cache-Control', OBJECT_CACHE_CONTROL);
    if (object === 'not-modified') {
      ctx.status = 304;
      return;
    }
    if (object.ETag) ctx.set('ETag', object.ETag);
    if (object.LastModified) ctx.set('Last-Modified', object.LastModified.toUTCString());
    ctx.type = object.ContentType ?? 'application/octet-stream';
    if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
    ctx.status = 200;
    ctx.body = object.Body as NodeJS.ReadableStream;
  };
