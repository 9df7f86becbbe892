import { X } from '@/components/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdPosition } from '@souk/domain';
import { cn } from '@/lib/utils';
import type { ApiAdvertisement } from '@souk/domain';
import { useAdvertisements } from '@/api/ads/get-advertisements';
import { previewTokenOfPage, usePreviewAdvertisement } from '@/api/ads/get-preview-advertisement';
import { recordClick } from '@/api/ads/record-click';
import { recordImpression } from '@/api/ads/record-impression';

type AdSlotProps = { position: AdPosition; category?: string; className?: string };

const isSafeUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * One random ad of the position per mount (SPEC 4), one impression per mount, closable.
 * Renders nothing while loading, on error, or when the position has no ad.
 * On a page opened by the studio's preview (`?apercu=`), the previewed banner's draft takes its
 * position's slot, marked as a preview, and nothing on the page is counted.
 */
export function AdSlot({ position, category, className }: AdSlotProps) {
  const { t, i18n } = useTranslation();
  const { data } = useAdvertisements({ position, category, locale: i18n.language });
  const [previewToken] = useState(previewTokenOfPage);
  const preview = usePreviewAdvertisement(previewToken);
  const [closed, setClosed] = useState(false);
  const pick = useRef<number>(Math.random());
  const ads = data?.data ?? [];
  const previewed = preview.data?.data.position === position ? preview.data.data : undefined;
  const counted = previewToken === null;
  const ad: ApiAdvertisement | undefined = previewed ?? (preview.isLoading ? undefined : ads[Math.floor(pick.current * ads.length)]);

  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!ad || recorded.current || !counted) return;
    recorded.current = ad.id;
    void recordImpression(ad.id);
  }, [ad, counted]);

  if (!ad || closed || !isSafeUrl(ad.target_url)) return null;

  return (
    <aside
      aria-label={t('ads.label')}
      className={cn('relative overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm', className)}
    >
      <a
        href={ad.target_url}
        target="_blank"
        rel="noopener noreferrer sponsored"
        // The browser opens the tab itself (no popup blocker); the click is counted on the way.
        onClick={counted ? () => void recordClick(ad.id) : undefined}
        className={cn(
          'flex gap-3 p-3 pe-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          position === 'sidebar' ? 'flex-col' : 'items-center',
        )}
      >
        {ad.image_url ? (
          <img
            src={ad.image_url}
            alt=""
            loading="lazy"
            // A banner's picture is never the page's main content: it waits behind the listings'
            // photos instead of sharing a phone's bandwidth with the largest one (in view, Chromium
            // would raise it to high). React 18 passes only the lower-case attribute through.
            {...{ fetchpriority: 'low' }}
            width={position === 'sidebar' ? 320 : 96}
            height={position === 'sidebar' ? 180 : 64}
            className={cn(
              'shrink-0 rounded-md bg-muted object-cover',
              position === 'sidebar' ? 'aspect-video w-full' : 'h-16 w-24',
            )}
          />
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {previewed ? `${t('ads.preview')} · ` : ''}
            {t('ads.sponsored')}
            {ad.advertiser_name ? ` · ${ad.advertiser_name}` : ''}
          </span>
          <span className="block font-semibold">{ad.title}</span>
          {ad.description ? <span className="line-clamp-2 block text-sm text-muted-foreground">{ad.description}</span> : null}
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </span>
      </a>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={t('ads.close')}
        className="absolute end-2 top-2 rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </aside>
  );
}
