import { useCallback, useEffect, useRef, useState } from 'react';
import { downscaleImage, ImageDecodeError } from '@/lib/image-downscale';
import { move, screenFiles, tooLarge, type Photo, type RefusedFile } from '../lib/photos';

let counter = 0;
const nextKey = () => `photo-${++counter}`;

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;

/** The form's photo list: add (screened, then downscaled), remove, reorder, reset for edit mode. */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [preparing, setPreparing] = useState(0);
  const countRef = useRef(0);
  countRef.current = photos.length + preparing;
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const forget = (photo: Photo) => {
    if (photo.kind === 'new') {
      URL.revokeObjectURL(photo.previewUrl);
      objectUrls.current.delete(photo.previewUrl);
    }
  };

  const add = useCallback(async (files: readonly File[]): Promise<RefusedFile[]> => {
    const { accepted, refused: early } = screenFiles(files, countRef.current);
    const late: RefusedFile[] = [];
    setRefused(early);
    setPreparing((n) => n + accepted.length);
    const ready: Photo[] = [];
    for (const file of accepted) {
      try {
        const blob = await downscaleImage(file);
        if (tooLarge(blob)) {
          late.push({ name: file.name, reason: 'size' });
          continue;
        }
        const previewUrl = URL.createObjectURL(blob);
        objectUrls.current.add(previewUrl);
        const name = blob === file ? file.name : jpegName(file.name);
        ready.push({ key: nextKey(), kind: 'new', blob, name, previewUrl });
      } catch (error) {
        late.push({ name: file.name, reason: error instanceof ImageDecodeError ? 'unreadable' : 'type' });
      } finally {
        setPreparing((n) => n - 1);
      }
    }
    setPhotos((current) => [...current, ...ready]);
    if (late.length > 0) setRefused((current) => [...current, ...late]);
    return [...early, ...late];
  }, []);

  const remove = useCallback((key: string) => {
    setPhotos((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) forget(photo);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const shift = useCallback((key: string, delta: number) => {
    setPhotos((current) =>
      move(
        current,
        current.findIndex((p) => p.key === key),
        delta,
      ),
    );
  }, []);

  /** Replaces the list: the listing's current photos in edit mode, none after publishing. */
  const reset = useCallback((urls: readonly string[] = []) => {
    setPhotos((current) => {
      current.forEach(forget);
      return urls.map((url) => ({ key: nextKey(), kind: 'existing', url, previewUrl: url }));
    });
    setRefused([]);
  }, []);

  return { photos, refused, preparing: preparing > 0, add, remove, shift, reset, setRefused };
}

export type PhotosState = ReturnType<typeof usePhotos>;
