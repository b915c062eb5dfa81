/** Hands the router and its state to every component below, and the hooks that read them. */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { NavigateOptions, Router, RouterState } from './create-router';
import type { RouterLocation } from './location';

const RouterContext = createContext<Router<unknown> | null>(null);
const StateContext = createContext<RouterState<unknown> | null>(null);

export function RouterProvider<Match>({ router, children }: { router: Router<Match>; children: ReactNode }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  return (
    <RouterContext.Provider value={router as Router<unknown>}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

function useRouter(): Router<unknown> {
  const router = useContext(RouterContext);
  if (!router) {
    throw new Error('A router hook was used outside <RouterProvider>');
  }
  return router;
}

/** The router's state; `Match` is what the app's route resolver answers. */
export function useRouterState<Match>(): RouterState<Match> {
  const state = useContext(StateContext);
  if (!state) {
    throw new Error('A router hook was used outside <RouterProvider>');
  }
  return state as RouterState<Match>;
}

export function useLocation(): RouterLocation {
  return useRouterState().location;
}

/** `loading` while the next page's guards or code are on their way. */
export function useNavigation(): RouterState<unknown>['navigation'] {
  return useRouterState().navigation;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SearchParamsInit = URLSearchParams | Record<string, string>;

/** The current address's query, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`?${query}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
