import { viewTotal } from '@souk/domain';
import { useTranslation } from '@/lib/use-translation';

const WIDTH = 96;
const HEIGHT = 24;
const PAD = 2;

/**
 * A listing's views day by day as a small line (issue 28), read out as one sentence ('Vues sur 30
 * jours : 42'): an image, not a chart to explore. Time runs in the reading direction: today at the
 * right in French, at the left in Arabic. Drawn by hand (a polyline), no chart library.
 */
export function ViewsSparkline({ views }: { views: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const label = t('myListings.viewsSparkline', { days: views.length, count: viewTotal(views) });
  const highest = Math.max(1, ...views);
  const step = views.length > 1 ? (WIDTH - 2 * PAD) / (views.length - 1) : 0;
  const points = views.map((n, i) => {
    const along = PAD + i * step;
    return { x: rtl ? WIDTH - along : along, y: HEIGHT - PAD - (n / highest) * (HEIGHT - 2 * PAD) };
  });
  const today = points.at(-1);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 text-primary"
      data-testid="views-sparkline"
    >
      <polyline
        points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {today ? <circle cx={today.x.toFixed(1)} cy={today.y.toFixed(1)} r={2} fill="currentColor" /> : null}
    </svg>
  );
}
