import { useLayoutEffect, useRef } from 'react';
import { ScrollRestoration as RouterScrollRestoration } from 'react-router-dom';

/** Runs `effect` once, in the commit that mounts it (layout effects of siblings run in their order). */
function OnMount({ effect }: { effect: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later renders pass new closures
  useLayoutEffect(effect, []);
  return null;
}

/**
 * React Router's ScrollRestoration, except that the page the browser opened stays where it is.
 *
 * The router's own scrolls a page it saved no position for to the top when it mounts. On a page the
 * server drew (decision 59), a phone's visitor has often scrolled already while the code arrived
 * (seconds on a slow phone): the page jumped back to the top under their finger at hydration, and a
 * tap meant for a button below ('Voir profil') landed on whatever was there now. Its first scroll is
 * undone in the same commit, before anything is painted: where the page was is noted just before the
 * router's layout effect and given back just after. Every later navigation is the router's.
 */
export function ScrollRestoration() {
  const opened = useRef(0);
  return (
    <>
      <OnMount effect={() => void (opened.current = window.scrollY)} />
      <RouterScrollRestoration />
      <OnMount effect={() => void (opened.current > 0 && window.scrollTo(0, opened.current))} />
    </>
  );
}
