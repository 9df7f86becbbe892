import { AlertTriangle, PackageOpen, RefreshCw } from '@/components/icons';
import { Fragment, memo, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { HydrateNearScreen } from '@/components/hydrate-near-screen';
import { useAppRunning } from '@/hooks/use-app-running';
import { useNearScreen } from '@/hooks/use-near-screen';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { leadPhotoIndex, type ApiProduct } from '@souk/domain';
import { ProductCard, type ProductView } from './product-card';

/** What `useProducts` returns, as far as the list reads it. */
type ProductsQuery = {
  data: { data: ApiProduct[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ProductListProps = {
  /** The products query: the list shows its loading, error (with retry), empty and refreshing states. */
  query: ProductsQuery;
  getHref: (product: ApiProduct) => string;
  view?: ProductView;
  empty?: { title: string; text?: string };
  /** Shown once after the first row (the between-products ad slot). */
  between?: ReactNode;
  /**
   * The first photo of the list (leadPhotoIndex) is the page's largest paint and is fetched first (default). Off where
   * another list above holds it (home's promoted row): a second 'high' photo shares the phone's
   * bandwidth with the one that counts.
   */
  priorityFirst?: boolean;
  /**
   * Where the cards past the first screen come from on a page the server draws: its markup, hydrated
   * as they come near the screen (decision 99; /products, which crawlers and visitors without
   * JavaScript read), or the browser, which draws them as they come near (decision 102; home, whose
   * list is /products' first page again, and which links to it).
   */
  laterCards?: 'in-markup' | 'drawn-near-screen';
};

const BETWEEN_AFTER = 4;
/** The cards a phone's first screen holds (two rows of two); the others hydrate when seen or touched. */
const FIRST_SCREEN_CARDS = 4;

type ItemsProps = Pick<ProductListProps, 'getHref' | 'between'> & {
  products: ApiProduct[];
  view: ProductView;
  lead: number;
  /** Which of them (slice bounds), and the id the first one's item carries. */
  from: number;
  to?: number;
  anchorId?: string;
};

function ListItems({ products, from, to, anchorId, getHref, view, lead, between }: ItemsProps) {
  return products.slice(from, to).map((product, offset) => {
    const index = from + offset;
    return (
      <Fragment key={product.id}>
        <li id={offset === 0 ? anchorId : undefined} className="flex">
          <div className="w-full [&>article]:h-full">
            <ProductCard product={product} to={getHref(product)} view={view} priority={index === lead} />
          </div>
        </li>
        {between && index === Math.min(BETWEEN_AFTER, products.length) - 1 ? (
          <li className="col-span-full empty:hidden">{between}</li>
        ) : null}
      </Fragment>
    );
  });
}

/**
 * The cards past the first screen: on a page the server drew, they hydrate together once one of
 * them is on the screen or touched (decision 99). Drawn again only for other products or
 * another view: a new `getHref` or `between` from a parent's render says the same, and an update
 * would make React draw them anew instead of letting them wait.
 */
const LaterItems = memo(
  function LaterItems(props: Omit<ItemsProps, 'from' | 'to' | 'anchorId'>) {
    return <HydrateNearScreen>{(anchorId) => <ListItems {...props} from={FIRST_SCREEN_CARDS} anchorId={anchorId} />}</HydrateNearScreen>;
  },
  (before, after) => before.products === after.products && before.view === after.view && before.lead === after.lead,
);

/**
 * How far below the screen the later cards start being drawn (decision 102): half a phone's screen,
 * so a page that opens at the top draws them only once scrolled (a phone's first placeholder is
 * about 780 px below the fold of home), well before they are reached.
 */
const DRAW_LATER_MARGIN = '0px 0px 400px 0px';

/**
 * The cards past the first screen, left out of the server's markup (decision 102): card-sized
 * placeholders hold their place, so nothing below moves as the cards arrive, and the cards are
 * drawn, in a transition, as the first placeholder comes near the screen, or at the first key
 * pressed (a keyboard's Tab would otherwise pass from the first cards to what follows the list).
 * The placeholders stay hidden until the app runs: without JavaScript the list ends with its first
 * cards (and home's link to /products), not with empty boxes. A list the app draws itself draws
 * every card at once.
 */
function LaterItemsDrawnNear(props: Omit<ItemsProps, 'from' | 'to' | 'anchorId'>) {
  const running = useAppRunning();
  // Rendered first while a drawn page hydrates: the server left these cards out.
  const [leftOut] = useState(!running);
  const waiting = running && leftOut;
  const firstPlaceholder = useRef<HTMLLIElement>(null);
  const near = useNearScreen(firstPlaceholder, { enabled: waiting, margin: DRAW_LATER_MARGIN, transition: true });
  const [keyPressed, setKeyPressed] = useState(false);
  useEffect(() => {
    if (!waiting || near) return;
    const onKey = () => startTransition(() => setKeyPressed(true));
    window.addEventListener('keydown', onKey, { capture: true, once: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [waiting, near]);
  if (!leftOut || near || keyPressed) return <ListItems {...props} from={FIRST_SCREEN_CARDS} />;
  return props.products.slice(FIRST_SCREEN_CARDS).map((product, index) => (
    <li
      key={product.id}
      ref={index === 0 ? firstPlaceholder : undefined}
      aria-hidden
      hidden={!running}
      className={cn('rounded-lg border bg-card', props.view === 'grid' ? 'h-80' : 'h-32')}
    />
  ));
}

export function ProductListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-8 text-center"
    >
      <AlertTriangle aria-hidden className="h-8 w-8 text-destructive" />
      <p className="font-semibold">{t('messages.loadErrorTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('messages.loadError')}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function ProductList({
  query,
  getHref,
  view = 'grid',
  empty,
  between,
  priorityFirst = true,
  laterCards = 'in-markup',
}: ProductListProps) {
  const { t } = useTranslation();
  const products = query.data?.data;
  // The previous results stay on screen, dimmed, while a newer answer is on its way.
  const isRefreshing = query.isPlaceholderData;
  const lead = priorityFirst && products ? leadPhotoIndex(products) : -1;

  const items = { getHref, view, lead, between };

  if (query.isPending) return <Spinner label={t('messages.loadingProducts')} />;
  if (query.isError && !products) return <ProductListError onRetry={() => void query.refetch()} />;
  if (!products || products.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <PackageOpen aria-hidden className="h-10 w-10 text-muted-foreground" />
        <p className="font-semibold">{empty?.title ?? t('messages.noProducts')}</p>
        {empty?.text ? <p className="text-sm text-muted-foreground">{empty.text}</p> : null}
      </div>
    );
  }

  return (
    <ul
      aria-busy={isRefreshing || undefined}
      className={cn(
        'grid gap-4 transition-opacity',
        view === 'grid' ? 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4' : 'grid-cols-1',
        isRefreshing && 'opacity-60',
      )}
    >
      <ListItems products={products} from={0} to={FIRST_SCREEN_CARDS} {...items} />
      {products.length <= FIRST_SCREEN_CARDS ? null : laterCards === 'in-markup' ? (
        <LaterItems products={products} {...items} />
      ) : (
        <LaterItemsDrawnNear products={products} {...items} />
      )}
    </ul>
  );
}
