import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { koaBody, type KoaBodyMiddlewareOptions } from 'koa-body';
import { badRequest, HttpError, payloadTooLarge, unauthorized, unsupportedMedia } from '../http/errors';
import { bodyRule, LISTING_FIELDS_MAX, LISTING_FILE_FIELD, LISTING_FILES_MAX, STUDIO_UPLOAD, type BodyRule } from '../http/request-limits';
import { MAX_IMAGES, MESSAGES, messageCode } from '@souk/domain';

/**
 * The request body parser (`global::body`, placed before strapi::body, which config/middlewares.ts
 * tells to parse nothing: Strapi requires it by name). Before a byte is parsed: the HTTP method must be one the server speaks,
 * the declared size must fit the route's budget (src/http/request-limits.ts), and multipart is only
 * for the product write routes (field `images`, at most 8 files) and the studio's media library.
 * Multipart files land in a directory of the request's own, removed when the request ends,
 * whatever its outcome (Strapi's parser only removed a field named `files`, on success).
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const WITH_BODY = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;


/** PostgreSQL cannot store U+0000 in text: refused anywhere in a path, a query or a JSON body. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}

function pathHasNul(rawPath: string): boolean {
  try {
    return decodeURIComponent(rawPath).includes('\u0000');
  } catch {
    return false; // a malformed URL stays a 404
  }
}

/** Strapi's upload plugin expects a MIME type on every studio file (its own parser guessed one). */
function ensureMimeTypes(ctx: Context) {
  const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files;
  for (const entry of Object.values(files ?? {})) {
    for (const file of (Array.isArray(entry) ? entry : [entry]) as Array<{ type?: string; mimetype?: string }>) {
      if (!file.type) file.type = file.mimetype || 'application/octet-stream';
    }
  }
}

interface FormidableLikeError {
  httpCode?: number;
  code?: number;
  status?: number;
  message?: string;
  type?: string;
}

/** koa-body and formidable errors, in French. */
function translate(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const e = (error ?? {}) as FormidableLikeError;
  const message = String(e.message ?? '');
  if (/maxFileSize|FileTooBig/i.test(message)) return payloadTooLarge('imagesTooLarge');
  if (/maxFieldsSize/i.test(message) || e.type === 'entity.too.large' || e.status === 413) return payloadTooLarge('requestTooLarge');
  if (/maxFields/i.test(message)) return badRequest('tooManyFormFields');
  if (/boundary|multipart|Malformed|Unexpected end of form|Part terminated/i.test(message)) return badRequest('multipartInvalid');
  if (/prototype property/i.test(message)) return badRequest('forbiddenKey');
  if (e.type === 'entity.parse.failed' || /JSON|Unexpected token|Unexpected end/i.test(message)) return badRequest('invalidJson');
  if (e.type === 'encoding.unsupported' || e.status === 415) return unsupportedMedia('unsupportedEncoding');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return badRequest('badRequest');
  if (typeof e.httpCode === 'number' && e.httpCode >= 400 && e.httpCode < 500) return badRequest('multipartInvalid');
  return null;
}

function bearer(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(String(ctx.get('authorization') ?? '').trim());
  return match ? match[1]! : null;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const parsers = new Map<string, ReturnType<typeof koaBody>>();
  const parserFor = (rule: BodyRule, multipart: boolean, uploadDir?: string, onFile?: (name: string) => boolean) => {
    const options: Partial<KoaBodyMiddlewareOptions> = {
      patchKoa: true,
      jsonLimit: rule.limit,
      formLimit: rule.limit,
      textLimit: rule.limit,
      parsedMethods: [...WITH_BODY] as never,
      multipart,
      ...(multipart
        ? {
            formidable: {
              uploadDir,
              multiples: true,
              maxFields: 20,
              maxFieldsSize: LISTING_FIELDS_MAX,
              maxFileSize: LISTING_FILES_MAX,
              filter: (part: { name: string | null }) => onFile?.(String(part.name ?? '')) ?? true,
            } as never,
          }
        : {}),
    };
    if (multipart) return koaBody(options);
    const key = String(rule.limit);
    let parser = parsers.get(key);
    if (!parser) parsers.set(key, (parser = koaBody(options)));
    return parser;
  };

  const verifiedToken = async (ctx: Context) => {
    const token = bearer(ctx);
    if (!token) return false;
    try {
      await strapi.plugin('users-permissions').service('jwt').verify(token);
      return true;
    } catch {
      return false;
    }
  };

  return async function body(ctx: Context, next: Next) {
    if (!METHODS.has(ctx.method)) {
      ctx.set('Allow', [...METHODS].join(', '));
      throw new HttpError(405, MESSAGES.methodNotAllowed, { code: messageCode('methodNotAllowed') }, 'MethodNotAllowedError');
    }
    const isApi = ctx.path.startsWith('/api/');
    if (isApi && (pathHasNul(ctx.path) || hasNul(ctx.query))) throw badRequest('nulCharacter');
    if (!(WITH_BODY as readonly string[]).includes(ctx.method)) return next();

    const rule = bodyRule(ctx.method, ctx.path);
    const multipart = Boolean(ctx.is('multipart'));
    const declared = Number(ctx.get('content-length') || 0);

    if (multipart) {
      const allowed = isApi ? Boolean(rule.multipart) : STUDIO_UPLOAD.test(ctx.path);
      if (!allowed) throw unsupportedMedia('filesNotAccepted');
      if (!/;\s*boundary=/i.test(ctx.get('content-type'))) throw badRequest('multipartInvalid');
      if (isApi && declared > LISTING_FILES_MAX + LISTING_FIELDS_MAX) throw payloadTooLarge('imagesTooLarge');
    } else if (declared > rule.limit) {
      throw payloadTooLarge('requestTooLarge');
    }
    // A large body is read only for a caller whose token is genuine (the account is checked later).
    if (isApi && rule.signedIn && (multipart || declared > 64 * 1024 || !ctx.get('content-length')) && !(await verifiedToken(ctx))) {
      throw unauthorized();
    }

    if (!multipart) {
      try {
        await parserFor(rule, false)(ctx, async () => undefined);
      } catch (error) {
        throw translate(error) ?? error;
      }
      if (isApi && hasNul((ctx.request as unknown as { body?: unknown }).body)) throw badRequest('nulCharacter');
      return next();
    }

    // Multipart: a private directory per request, removed whatever happens.
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'souk-body-'));
    let files = 0;
    let refusedField = false;
    let tooMany = false;
    const onFile = (name: string) => {
      if (!isApi) return true; // the studio's media library (field `files`)
      if (name !== LISTING_FILE_FIELD) {
        refusedField = true;
        return false;
      }
      files += 1;
      if (files > MAX_IMAGES) {
        tooMany = true;
        return false;
      }
      return true;
    };
    try {
      try {
        await parserFor(rule, true, dir, onFile)(ctx, async () => undefined);
      } catch (error) {
        throw translate(error) ?? error;
      }
      if (refusedField) throw badRequest('onlyImagesField');
      if (tooMany) throw badRequest('maxImages');
      if (isApi && hasNul((ctx.request as unknown as { body?: unknown }).body)) throw badRequest('nulCharacter');
      ensureMimeTypes(ctx);
      await next();
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
};
