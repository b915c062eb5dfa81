/** An address of the app (the part after `#`), split and joined the way links and guards need it. */

export type RouterLocation = {
  pathname: string;
  /** `?a=1`, or empty. */
  search: string;
  /** `#part`, or empty. */
  hash: string;
  /** What the page that navigated here handed over (never in the address, kept across a reload). */
  state: unknown;
  /** Changes with every navigation, even to the same address; `default` for the entry the visit started on. */
  key: string;
};

export type RouterPath = Pick<RouterLocation, 'pathname' | 'search' | 'hash'>;

export function parsePath(path: string): RouterPath {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash.length > 1 ? hash : '',
  };
}

export function createPath({ pathname, search, hash }: RouterPath): string {
  return `${pathname}${search}${hash}`;
}

/** An absolute target (`/cards?x=1`) as it is; a relative one (`?tab=2`) keeps the current page. */
export function resolvePath(to: string, from: RouterPath): RouterPath {
  const target = parsePath(to);
  return target.pathname === '' ? { ...target, pathname: from.pathname } : target;
}

/** The address as the URL guards read (origin irrelevant, path and search those of the route). */
export function toRouteUrl(path: RouterPath): URL {
  return new URL(createPath(path), window.location.origin);
}
