// The photos of the form: ones the listing already has (edit mode) and new ones picked on this
// device, in display order — the first is the cover.
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@souk/domain';

export type ExistingPhoto = { key: string; kind: 'existing'; url: string; previewUrl: string };
export type NewPhoto = { key: string; kind: 'new'; blob: Blob; name: string; previewUrl: string };
export type Photo = ExistingPhoto | NewPhoto;

/** Why a picked file was not added (each gets its own localised message). */
export type RefusalReason = 'count' | 'type' | 'size' | 'unreadable';
export type RefusedFile = { name: string; reason: RefusalReason };

/**
 * Splits picked files into those to prepare and those refused before any work: beyond the 8th
 * photo ('count') and anything that does not say it is an image ('type'). Size and readability
 * are known only after downscaling (see preparePhotos).
 */
export function screenFiles(files: readonly File[], alreadyThere: number): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push({ name: file.name, reason: 'type' });
    else if (alreadyThere + accepted.length >= MAX_IMAGES) refused.push({ name: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A downscaled photo still above the server's limit is refused here rather than after the upload. */
export const tooLarge = (blob: Blob) => blob.size > MAX_IMAGE_BYTES;

/** Moves the item at `from` by `delta` places (clamped); the same array when it cannot move. */
export function move<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + delta));
  if (from < 0 || from >= items.length || to === from) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The `images` list of an edit (docs/API.md, PUT /api/products/:id): kept photos by URL, new ones
 * as `new:<n>` in the order their files are appended, so the server keeps the shown order.
 */
export function photoPlanEntries(photos: readonly Photo[]): string[] {
  let next = 0;
  return photos.map((photo) => (photo.kind === 'existing' ? photo.url : `new:${next++}`));
}
