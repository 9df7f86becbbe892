import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishFormToProductInput, type PublishFormValues } from '@souk/domain';
import { actionKeys } from '@/lib/action-key';
import { uploadForm, type UploadProgress } from '@/lib/api-upload';
import type { ApiProduct, Single } from '@souk/domain';
import { photoPlanEntries, type Photo } from '../lib/photos';
import { invalidateListings } from './listings-cache';

export type SaveProductInput = {
  values: PublishFormValues;
  photos: readonly Photo[];
  /** Set in edit mode. */
  productId?: string;
  onProgress?: (progress: UploadProgress, sizes: number[]) => void;
  /** Publishing only (lib/action-key.ts): the same listing sent again after a lost answer is not published twice. */
  idempotencyKey?: string;
};

/**
 * One multipart request (docs/API.md): `data` holds the product body, the new photos follow as
 * files. JSON comes first so the per-photo progress can be read from the bytes sent.
 */
export function saveProduct({ values, photos, productId, onProgress, idempotencyKey }: SaveProductInput): Promise<Single<ApiProduct>> {
  const body: Record<string, unknown> = { ...publishFormToProductInput(values) };
  delete body.images;
  if (productId) body.images = photoPlanEntries(photos);
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  const fresh = photos.filter((photo) => photo.kind === 'new');
  for (const photo of fresh) form.append('images', photo.blob, photo.name);
  const sizes = fresh.map((photo) => photo.blob.size);
  const progress = (p: UploadProgress) => onProgress?.(p, sizes);
  return productId
    ? uploadForm<Single<ApiProduct>>('PUT', `/products/${encodeURIComponent(productId)}`, form, { onProgress: progress })
    : uploadForm<Single<ApiProduct>>('POST', '/products', form, { onProgress: progress, idempotencyKey });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: SaveProductInput) =>
      saveProduct(input.productId ? input : { ...input, idempotencyKey: keys.keyFor({ values: input.values, photos: input.photos.map((p) => p.key) }) }),
    onSuccess: () => {
      keys.done();
      return invalidateListings(queryClient);
    },
  });
}
