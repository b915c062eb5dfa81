/**
 * The app's router: an address is shown only once its route has said yes (guards) and its page's
 * code is here, so a visitor sent from a private page to the login never downloads the private page
 * and the page on screen never sees an address that is not its own. The last navigation asked for
 * wins; an earlier one still loading is dropped.
 */
import { createLocationKey, listenToHashHistory, readHashLocation, writeHashLocation } from './hash-history';
import { createPath, type RouterLocation, resolvePath, toRouteUrl } from './location';

/** What a route answers for an address: the match to show, or another address to go to instead. */
export type RouteResolution<Match> = { match: Match } | { redirectTo: string };
/** `url`: the address as a URL (its pathname and search are the route's). */
export type ResolveRoute<Match> = (url: URL) => Promise<RouteResolution<Match>>;

export type RouterState<Match> = {
  location: RouterLocation;
  /** Null until the visit's first address is resolved. */
  match: Match | null;
  /** `loading` while the next address's guards or code are on their way (the current page stays). */
  navigation: 'idle' | 'loading';
  /** What made the current address fail (a page's code that no longer exists after a release). */
  error: unknown;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type Router<Match> = {
  getState: () => RouterState<Match>;
  subscribe: (listener: () => void) => () => void;
  navigate: (to: string | number, options?: NavigateOptions) => void;
};

type HistoryMode = 'push' | 'replace' | 'already-there';

/** Gives up on a chain of redirects that loops rather than freezing the tab. */
const MAX_REDIRECTS = 20;

export function createHashRouter<Match>(resolveRoute: ResolveRoute<Match>): Router<Match> {
  let state: RouterState<Match> = {
    location: readHashLocation(),
    match: null,
    navigation: 'idle',
    error: null,
  };
  const listeners = new Set<() => void>();
  let latest = 0;

  const setState = (next: Partial<RouterState<Match>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) {
      listener();
    }
  };

  async function go(location: RouterLocation, mode: HistoryMode, redirects = 0): Promise<void> {
    const navigation = ++latest;
    if (state.match !== null && state.navigation !== 'loading') {
      setState({ navigation: 'loading' });
    }
    let resolution: RouteResolution<Match>;
    try {
      resolution = await resolveRoute(toRouteUrl(location));
    } catch (error) {
      if (navigation === latest) {
        commit(location, mode, { match: state.match, error });
      }
      return;
    }
    if (navigation !== latest) {
      return;
    }
    if ('redirectTo' in resolution) {
      if (redirects >= MAX_REDIRECTS) {
        commit(location, mode, {
          match: state.match,
          error: new Error(`Too many redirects at ${location.pathname}`),
        });
        return;
      }
      // The address asked for is never shown: the redirect takes its place in the history.
      const target = {
        ...resolvePath(resolution.redirectTo, location),
        state: null,
        key: createLocationKey(),
      };
      await go(target, mode === 'push' ? 'push' : 'replace', redirects + 1);
      return;
    }
    commit(location, mode, { match: resolution.match, error: null });
  }

  function commit(
    location: RouterLocation,
    mode: HistoryMode,
    shown: Pick<RouterState<Match>, 'match' | 'error'>,
  ) {
    if (mode !== 'already-there') {
      writeHashLocation(location, mode);
    }
    setState({ location, navigation: 'idle', ...shown });
  }

  function navigate(to: string | number, options: NavigateOptions = {}): void {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const path = resolvePath(to, state.location);
    const location = { ...path, state: options.state ?? null, key: createLocationKey() };
    void go(location, options.replace ? 'replace' : 'push');
  }

  listenToHashHistory(() => void go(readHashLocation(), 'already-there'));
  // The visit's first address: a redirect replaces it rather than adding an entry to go back to.
  void go(
    state.location,
    createPath(state.location) === window.location.hash.slice(1) ? 'already-there' : 'replace',
  );

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
  };
}
