import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';

/** Turns the URL's current parameters into the ones this screen wants there (idempotent: set and delete). */
export type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * Whether the user is leaving (or has left) the location this screen last rendered: it is unmounted,
 * a navigation is under way, or the router already shows another location. The data router's live
 * state is read, not the rendered one, which lags behind it (navigations render in a transition).
 * Anything a screen does on its own, late (a timer, a server's answer), checks this first.
 */
export function useIsLeaving(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { key } = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    () => !mounted.current || (router !== undefined && (router.state.navigation.state !== 'idle' || router.state.location.key !== key)),
    [key, router],
  );
}

/**
 * Writes a screen's own state into its URL (replacing the entry by default: the search text, the
 * opened conversation; `replace: false` makes a history entry, as /products' filters do) without
 * ever taking the user anywhere.
 *
 * React Router's `setSearchParams` is a navigation relative to the screen that calls it, at any time:
 * a write that arrives late (a debounced search text, a server's answer) cancels a navigation still
 * loading its screen (the 'Message' click on a search result, issue 33), or takes the user back to a
 * screen they left. Here a write applies only while the user stays (`useIsLeaving`); otherwise it is
 * dropped. The writer changes with the location, so an effect that writes with it runs again once
 * the screen renders a settled location, and reconciles the URL then if the user is still there.
 *
 * Returns whether the URL now holds the update.
 */
export function useSearchParamsWriter(): (update: SearchParamsUpdate, options?: { replace?: boolean }) => boolean {
  const isLeaving = useIsLeaving();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (update: SearchParamsUpdate, { replace = true }: { replace?: boolean } = {}) => {
      if (isLeaving()) return false;
      const current = new URLSearchParams(search);
      const next = update(new URLSearchParams(current)).toString();
      if (next !== current.toString()) {
        navigate({ pathname, search: next ? `?${next}` : '' }, { replace, preventScrollReset: true });
      }
      return true;
    },
    [isLeaving, navigate, pathname, search],
  );
}
