import { useLocation } from 'react-router-dom';
import { landingPairOf } from '@souk/domain';
import { ProductsPage } from '@/features/products/routes/products-page';
import { NotFoundRoute } from './not-found';

/**
 * `/:category/:governorate` (`/voitures/sfax`, issue 26): the listing on that pair, or the 404 screen
 * for any other two-segment path (the server answers those 404 too).
 */
export function LandingRoute() {
  const { pathname } = useLocation();
  const pair = landingPairOf(pathname);
  // A new pair is a new screen: its filters start from its own defaults.
  return pair ? <ProductsPage key={pathname} landing={pair} /> : <NotFoundRoute />;
}
