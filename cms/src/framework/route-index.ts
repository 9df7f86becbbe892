import type { FrameworkShortcut } from './index';
/**
 * What Strapi's router does on every request, made cheaper without changing what it answers.
 *
 * Strapi 5.54 mounts every route of the API and of the studio on one @koa/router 12 (332 layers
 * here). On each request that router tests every layer's pattern (~19 µs), then composes a chain
 * of every layer that matched: for an `/api` request that is the route, the site's catch-all and
 * 36 copies of koa-router's `allowedMethods`, one per plugin's route group, each awaiting the rest
 * of the request to look at its status.
 *
 * - `indexLayers` keeps, per first two path segments, the layers whose pattern could match a path
 *   that starts with them, in their order. Each candidate is still tested by its own regexp, so
 *   the layers that match are exactly those that matched before; only layers whose pattern starts
 *   with other fixed text are skipped.
 * - `dropInertAllowedMethods` removes the nested `allowedMethods` layers when they can never act
 *   (see its comment). The router's own, after every route, still answers 405/501/OPTIONS for
 *   requests no route takes.
 */

/** The parts of @koa/router's Layer this module reads. */
export interface RouteLayer {
  path: string | RegExp;
  methods: string[];
  opts: { pathIsRegexp?: boolean };
  regexp: RegExp;
  stack: Array<(...args: never[]) => unknown>;
  match(path: string): boolean;
}

export interface Matched<L> {
  path: L[];
  pathAndMethod: L[];
  route: boolean;
}

/** Characters where path-to-regexp 6 stops reading fixed text (parameters, groups, modifiers, escapes). */
const PATTERN_SYNTAX = /[:(*{}?+\\]/;
/** Characters path-to-regexp treats as segment delimiters. */
const DELIMITERS = /[/#?]/;

/**
 * The leading path segments a layer's pattern fixes completely, lower-cased (patterns are case
 * insensitive; a sensitive one is only tested more often than needed). A segment counts when its
 * text is followed by a `/`, or when it ends a pattern that is fixed text to its end: path-to-regexp
 * then wants a delimiter or the end after it, with or without `end`. Not the empty part after a
 * final `/`: `/api/` without `end` matches `/api/anything`. Non-ASCII text is not indexed (the
 * regexp's case folding and `toLowerCase` may differ there), nor a pattern not anchored at the start.
 */
export function fixedSegments(layer: RouteLayer): string[] {
  if (typeof layer.path !== 'string' || layer.opts.pathIsRegexp || !layer.regexp.source.startsWith('^')) return [];
  const path = layer.path;
  const syntax = path.search(PATTERN_SYNTAX);
  const fixed = (syntax === -1 ? path : path.slice(0, syntax)).toLowerCase();
  if (!fixed.startsWith('/') || /[^\x20-\x7e]|#/.test(fixed)) return [];
  const parts = fixed.slice(1).split('/');
  const lastIsComplete = syntax === -1 && parts[parts.length - 1] !== '';
  return lastIsComplete ? parts : parts.slice(0, -1);
}

export interface LayerIndex<L> {
  /** The layers that could match `path`, in the router's order. */
  candidates(path: string): L[];
}

export function indexLayers<L extends RouteLayer>(layers: L[]): LayerIndex<L> {
  const keyed = layers.map((layer) => {
    const [first, second] = fixedSegments(layer);
    return { layer, first, second };
  });
  const open = keyed.filter((k) => k.first === undefined).map((k) => k.layer);
  // Per first segment: the layers when the second is any other, and per known second segment.
  const byFirst = new Map<string, { rest: L[]; bySecond: Map<string, L[]> }>();
  for (const first of new Set(keyed.map((k) => k.first))) {
    if (first === undefined) continue;
    const under = keyed.filter((k) => k.first === undefined || k.first === first);
    const bySecond = new Map<string, L[]>();
    for (const second of new Set(under.map((k) => k.second))) {
      if (second === undefined) continue;
      bySecond.set(second, under.filter((k) => k.second === undefined || k.second === second).map((k) => k.layer));
    }
    byFirst.set(first, { rest: under.filter((k) => k.second === undefined).map((k) => k.layer), bySecond });
  }
  return {
    candidates(path) {
      if (path.charCodeAt(0) !== 47 /* / */) return layers;
      const [, first = '', second] = path.toLowerCase().split(DELIMITERS, 3);
      const entry = byFirst.get(first);
      if (!entry) return open;
      return (second !== undefined && entry.bySecond.get(second)) || entry.rest;
    },
  };
}

/** @koa/router's `match`, reading only the candidate layers. */
export function matchAmong<L extends RouteLayer>(candidates: L[], path: string, method: string): Matched<L> {
  const matched: Matched<L> = { path: [], pathAndMethod: [], route: false };
  for (const layer of candidates) {
    if (!layer.match(path)) continue;
    matched.path.push(layer);
    if (layer.methods.length === 0 || layer.methods.includes(method)) {
      matched.pathAndMethod.push(layer);
      if (layer.methods.length > 0) matched.route = true;
    }
  }
  return matched;
}

/** The methods koa-router's allowedMethods knows; any other is answered 501 by it. */
const IMPLEMENTED = ['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
/** Routes that take every method but always answer (Strapi's health check: 204). */
const ALWAYS_ANSWERED = ['/_health'];

const isAllowedMethods = (layer: RouteLayer) =>
  layer.methods.length === 0 && layer.stack.length === 1 && layer.stack[0]?.name === 'allowedMethods';

/**
 * A nested router's `allowedMethods` runs only inside the chain of a request a route took (the
 * router calls `next` instead when none did), and acts only when that request ends 404 and its
 * method is OPTIONS, not implemented, or not among the matched layers' methods. The last cannot
 * happen: the route that took the request has its method. The first two can only through a route
 * that takes OPTIONS or unknown methods (`router.all`): Strapi's only one is `/_health`, which
 * always answers 204. So with no other such route, those layers never act and are removed; with
 * one, nothing is removed.
 */
export function dropInertAllowedMethods<L extends RouteLayer>(layers: L[]): L[] {
  const takesAnyMethod = layers.some(
    (layer) =>
      layer.methods.some((m) => m === 'OPTIONS' || !IMPLEMENTED.includes(m)) &&
      !(typeof layer.path === 'string' && ALWAYS_ANSWERED.includes(layer.path)),
  );
  return takesAnyMethod ? layers : layers.filter((layer) => !isAllowedMethods(layer));
}

interface KoaRouter<L extends RouteLayer> {
  stack: L[];
  match(path: string, method: string): Matched<L>;
}

/**
 * Installs both on Strapi's router once it is mounted (`strapi.server.mount`, which `listen`
 * calls). A layer added later rebuilds the index on the next request.
 */
export function speedUpRouter(server: { router: unknown; mount(): unknown }) {
  const router = server.router as KoaRouter<RouteLayer>;
  const mount = server.mount.bind(server);
  let index: { layers: RouteLayer[]; length: number; candidates: LayerIndex<RouteLayer>['candidates'] } | undefined;
  server.mount = () => {
    const result = mount();
    router.stack = dropInertAllowedMethods(router.stack);
    return result;
  };
  router.match = (path, method) => {
    const layers = router.stack;
    if (index?.layers !== layers || index.length !== layers.length) index = { layers, length: layers.length, ...indexLayers(layers) };
    return matchAmong(index.candidates(path), path, method);
  };
}

/** Checked against 5.54.0's server (@koa/router as @strapi/core mounts it); `node bench/request-cost.mjs` (decision 63). */
export const routeIndexShortcut: FrameworkShortcut = {
  name: 'route-index',
  replaces: 'router match and mount (@koa/router as @strapi/core mounts it)',
  checkedAgainst: '5.54.0',
  install: (strapi) => speedUpRouter(strapi.server),
};
