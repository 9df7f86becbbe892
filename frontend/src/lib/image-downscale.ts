// Photos are shrunk in the browser before upload: a 12 MP phone photo (4000×3000, 4-8 MB) becomes
// about 2000×1500 at quality 0.85, a few hundred KB of mobile data. The server re-encodes anyway
// (and strips EXIF), so nothing is lost that would have been kept.

export const DOWNSCALE = { maxEdge: 2000, quality: 0.85, type: 'image/jpeg' } as const;

/** The size that fits `width`×`height` within `maxEdge` on its long edge, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge || longEdge === 0) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class ImageDecodeError extends Error {
  constructor() {
    super('image could not be decoded');
    this.name = 'ImageDecodeError';
  }
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // 'from-image' applies the EXIF orientation, so portrait phone photos stay upright.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageDecodeError();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageDecodeError())), type, quality);
  });
}

/**
 * A re-encoded copy of `file` whose long edge is at most `maxEdge`; a small JPEG/WebP is sent as
 * it is. Rejects with ImageDecodeError when the browser cannot read it as an image.
 */
export async function downscaleImage(file: Blob, options: Partial<typeof DOWNSCALE> = {}): Promise<Blob> {
  const { maxEdge, quality, type } = { ...DOWNSCALE, ...options };
  const bitmap = await decode(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
    const alreadySmall = size.width === bitmap.width && (file.type === 'image/jpeg' || file.type === 'image/webp');
    if (alreadySmall && file.size <= 1024 * 1024) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageDecodeError();
    // JPEG has no transparency: paint white under PNG/GIF alpha instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await toBlob(canvas, type, quality);
  } finally {
    bitmap.close();
  }
}
