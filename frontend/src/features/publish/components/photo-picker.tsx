import { ArrowLeft, ArrowRight, ImagePlus, X } from '@/components/icons';
import { useId, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { MAX_IMAGES } from '@souk/domain';
import { Button } from '@/components/ui/button';
import type { PhotosState } from '../hooks/use-photos';
import type { RefusalReason } from '../lib/photos';

const REASON_KEY: Record<RefusalReason, string> = {
  count: 'publish.photoOverLimit',
  type: 'publish.photoNotImage',
  size: 'publish.photoTooLarge',
  unreadable: 'publish.photoUnreadable',
};

type PhotoPickerProps = {
  state: PhotosState;
  /** Upload progress of each new photo (0..1), in the order of the new photos; absent when idle. */
  progress: number[] | null;
  /** Problems the server reported, by photo key, and about the photos as a whole. */
  photoErrors: Record<string, string>;
  error?: string;
  disabled?: boolean;
};

/**
 * Up to 8 photos: previews, the first marked as cover, move before/after buttons (the keyboard
 * way to reorder), remove, a progress bar per new photo while uploading, and one message per
 * refused file.
 */
export function PhotoPicker({ state, progress, photoErrors, error, disabled }: PhotoPickerProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = state.photos.length >= MAX_IMAGES;
  const rtl = i18n.dir() === 'rtl';
  let newIndex = -1;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <div>
        <h3 id={`${inputId}-title`} className="text-sm font-medium">
          {t('publish.photos')} ({state.photos.length}/{MAX_IMAGES})
        </h3>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {t('publish.photosHint')}
        </p>
      </div>

      {state.photos.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {state.photos.map((photo, index) => {
            const n = index + 1;
            if (photo.kind === 'new') newIndex += 1;
            const sent = photo.kind === 'new' && progress ? progress[newIndex] : undefined;
            const problem = photoErrors[photo.key];
            return (
              <li key={photo.key} className="space-y-1.5 rounded-lg border p-2">
                <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
                  <img src={photo.previewUrl} alt={t('publish.photoAlt', { n })} className="h-full w-full object-cover" />
                  {index === 0 ? (
                    <span className="absolute start-1 top-1 rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
                      {t('publish.cover')}
                    </span>
                  ) : null}
                </div>
                {sent !== undefined ? (
                  <div
                    role="progressbar"
                    aria-label={t('publish.uploading', { n })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(sent * 100)}
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(sent * 100)}%` }} />
                  </div>
                ) : null}
                {problem ? (
                  <p role="alert" className="text-xs font-medium text-destructive">
                    {problem}
                  </p>
                ) : null}
                <div className="flex justify-between gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    disabled={disabled || index === 0}
                    onClick={() => state.shift(photo.key, -1)}
                    aria-label={t('publish.moveBefore', { n })}
                  >
                    {rtl ? <ArrowRight aria-hidden className="h-4 w-4" /> : <ArrowLeft aria-hidden className="h-4 w-4" />}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 text-destructive"
                    disabled={disabled}
                    onClick={() => state.remove(photo.key)}
                    aria-label={t('publish.removePhoto', { n })}
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    disabled={disabled || index === state.photos.length - 1}
                    onClick={() => state.shift(photo.key, 1)}
                    aria-label={t('publish.moveAfter', { n })}
                  >
                    {rtl ? <ArrowLeft aria-hidden className="h-4 w-4" /> : <ArrowRight aria-hidden className="h-4 w-4" />}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          disabled={disabled || full}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length === 0) return;
            void state.add(files).then((refused) => {
              // SPEC 5: going past 8 photos also says 'Limite atteinte' / 'Maximum 8 images autorisées'.
              if (refused.some((file) => file.reason === 'count')) {
                toast.error(t('messages.maxImagesTitle'), { description: t('messages.maxImages'), id: 'max-images' });
              }
            });
          }}
        />
        <Button variant="outline" disabled={disabled || full} onClick={() => input.current?.click()} aria-controls={inputId}>
          <ImagePlus aria-hidden className="h-4 w-4" />
          {t('publish.addPhotos')}
        </Button>
        {/* The real input stays labelled for assistive tech and tests that set files directly. */}
        <label htmlFor={inputId} className="sr-only">
          {t('publish.addPhotos')}
        </label>
        {state.preparing ? (
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            {t('publish.preparingPhotos')}
          </p>
        ) : null}
      </div>

      {state.refused.length > 0 || error ? (
        <ul role="alert" className="space-y-1 text-sm font-medium text-destructive">
          {error ? <li>{error}</li> : null}
          {state.refused.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              {t('publish.photoRefused', { name: file.name, reason: t(REASON_KEY[file.reason]) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
