import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@souk/domain';
import { badRequest, fieldError, payloadTooLarge, unsupportedMedia } from '../../../http/errors';

/**
 * Listing photos: checked by content (never by name or declared type — no SVG, no HTML posing as
 * a .jpg), at most 5 MB each and 8 per listing, re-encoded so EXIF and GPS never reach the public
 * (ARCHITECTURE decision 10), then handed to the upload plugin, which makes the responsive sizes.
 */
export interface IncomingImage {
  buffer: Buffer;
  name: string;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_EDGE = 1600;

const DATA_URL = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=.-]+)*;base64,/i;

/** Decodes `data:image/...;base64,...` strings sent in JSON bodies. */
export function decodeDataUrl(value: string, index: number): IncomingImage {
  const match = DATA_URL.exec(value);
  if (!match) throw unsupportedMedia('imageDataUrlUnsupportedAt', index + 1);
  const base64 = value.slice(match[0].length);
  // Reject before decoding: base64 is 4/3 of the bytes.
  if (base64.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw payloadTooLarge('imageTooLargeAt', index + 1);
  return { buffer: Buffer.from(base64, 'base64'), name: `image-${index + 1}` };
}

/**
 * The photos of a listing after an edit, in their new order (the first is the cover): each one is
 * either a photo the listing already has (named by its `url` as the API answered it) or a new one.
 */
export type PhotoPlan = Array<{ keep: string } | { image: IncomingImage }>;

const NEW_FILE = /^new:(\d+)$/;

/**
 * Reads the `images` list of an update: a data URL is a new photo, `new:<n>` the n-th file of a
 * multipart upload, anything else the URL of a photo to keep. Files the list does not name are
 * appended. Without a list, uploaded files replace every photo (and no files means no change).
 */
export function photoPlan(entries: string[] | undefined, files: IncomingImage[] | null): PhotoPlan | null {
  if (entries === undefined) return files ? files.map((image) => ({ image })) : null;
  const used = new Set<number>();
  const plan: PhotoPlan = entries.map((entry, i) => {
    if (entry.startsWith('data:')) return { image: decodeDataUrl(entry, i) };
    const ref = NEW_FILE.exec(entry);
    if (ref) {
      const n = Number(ref[1]);
      const image = files?.[n];
      if (!image) throw fieldError('images', 'imageFileMissing');
      used.add(n);
      return { image };
    }
    return { keep: entry };
  });
  for (const [n, image] of (files ?? []).entries()) if (!used.has(n)) plan.push({ image });
  if (plan.length > MAX_IMAGES) throw fieldError('images', 'maxImages');
  return plan;
}

/** Reads files parsed by the body parser (formidable) from a multipart request. */
export async function readMultipartFiles(files: unknown): Promise<IncomingImage[]> {
  const list = (Array.isArray(files) ? files : files ? [files] : []) as Array<{ filepath?: string; path?: string; originalFilename?: string; name?: string; size?: number }>;
  return Promise.all(
    list.map(async (f, i) => {
      if ((f.size ?? 0) > MAX_IMAGE_BYTES) throw payloadTooLarge('imageTooLargeAt', i + 1);
      const file = f.filepath ?? f.path;
      if (!file) throw badRequest('imageUnreadable');
      return { buffer: await fs.promises.readFile(file), name: f.originalFilename ?? f.name ?? `image-${i + 1}` };
    }),
  );
}

interface StoredFormat {
  hash: string;
  ext?: string;
  url: string;
  width?: number | null;
  height?: number | null;
  [key: string]: unknown;
}

interface UploadedFile extends StoredFormat {
  id: number;
  name: string;
  formats?: Record<string, StoredFormat> | null;
}

/** Where the WebP twin of a format is kept in the file's formats: `webp_<format>` (`webp_original`). */
export const WEBP_PREFIX = 'webp_';

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * A WebP twin of the photo and of every size the upload plugin generated, same width and height,
   * stored by the upload provider and listed in the file's formats: the API sends them as `webp`,
   * the site offers them in a <picture> source, and the plugin deletes them with the file.
   * WebP is about a third lighter than the JPEG at the same look; browsers without it take the JPEG.
   */
  async function addWebp(file: UploadedFile, jpeg: Buffer) {
    const provider = (strapi.plugin('upload') as unknown as { provider: { upload(f: Record<string, unknown>): Promise<void> } }).provider;
    const sources: Array<[string, StoredFormat]> = [['original', file], ...Object.entries(file.formats ?? {})];
    const formats: Record<string, StoredFormat> = { ...(file.formats ?? {}) };
    for (const [name, source] of sources) {
      if (!source.width) continue;
      const buffer = await sharp(jpeg).resize({ width: source.width, height: source.height ?? undefined, fit: 'fill' }).webp({ quality: 76 }).toBuffer();
      const twin: StoredFormat = {
        name: `${WEBP_PREFIX}${name}_${file.name}`.replace(/\.jpe?g$/i, '.webp'),
        hash: source.hash,
        ext: '.webp',
        mime: 'image/webp',
        path: null,
        width: source.width,
        height: source.height ?? null,
        size: Math.round((buffer.length / 1024) * 100) / 100,
        sizeInBytes: buffer.length,
        url: '',
        buffer,
      };
      await provider.upload(twin);
      delete twin.buffer;
      formats[`${WEBP_PREFIX}${name}`] = twin;
    }
    await strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { formats } });
  }

  return {
    /** Validates, re-encodes and stores images; answers the upload plugin's file ids in order. */
    async store(images: IncomingImage[], alternativeText: string): Promise<number[]> {
      if (images.length === 0) return [];
      if (images.length > MAX_IMAGES) throw badRequest('maxImages');
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'souk-img-'));
      try {
        const prepared = [];
        for (const [i, image] of images.entries()) {
          if (image.buffer.length > MAX_IMAGE_BYTES) throw payloadTooLarge('imageTooLargeAt', i + 1);
          let format: string | undefined;
          try {
            format = (await sharp(image.buffer).metadata()).format;
          } catch {
            format = undefined;
          }
          if (!format || !ACCEPTED_FORMATS.has(format)) {
            throw unsupportedMedia('imageFormatUnsupportedAt', i + 1);
          }
          // rotate() applies the EXIF orientation before the metadata is dropped; sharp writes none back.
          const output = await sharp(image.buffer, { failOn: 'error', limitInputPixels: 50_000_000 })
            .rotate()
            .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer()
            .catch(() => {
              throw unsupportedMedia('imageCorruptedAt', i + 1);
            });
          const base = path.basename(image.name, path.extname(image.name)).replace(/[^\w.-]+/g, '-').slice(0, 60) || `image-${i + 1}`;
          const filepath = path.join(dir, `${i}-${base}.jpg`);
          await fs.promises.writeFile(filepath, output);
          prepared.push({ filepath, originalFilename: `${base}.jpg`, mimetype: 'image/jpeg', size: output.length, jpeg: output });
        }
        const uploaded = (await strapi
          .plugin('upload')
          .service('upload')
          .upload({ data: { fileInfo: prepared.map(() => ({ alternativeText })) }, files: prepared.map(({ jpeg: _jpeg, ...file }) => file) })) as UploadedFile[];
        for (const [i, file] of uploaded.entries()) await addWebp(file, prepared[i]!.jpeg);
        return uploaded.map((f) => f.id);
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },

    /** Deletes files from disk and database (listing deleted or photos replaced). */
    async remove(fileIds: number[]) {
      const upload = strapi.plugin('upload').service('upload');
      for (const id of fileIds) {
        const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
        if (file) await upload.remove(file);
      }
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'product-images': typeof service;
  }
}
