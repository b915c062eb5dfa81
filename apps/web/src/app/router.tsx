/**
 * Builds the app's hash router from the route table: layouts, guards, lazily loaded pages,
 * redirects. A page's chunk is fetched only once its guards let the visitor in: a visitor sent from
 * a private page to the login never downloads the private page.
 */
import type { ComponentType } from 'react';
import { FullPageLoader } from '../components/ui/full-page-loader';
import {
  createHashRouter,
  OutletProvider,
  RouteErrorBoundary,
  type RouteResolution,
  type Router,
  useRouterState,
} from '../lib/router';
import { runGuards } from './guards/run-guards';
import { loadPage, type PageKey, type RoutePageProps } from './page-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ROOT_REDIRECT, ROUTES, type RouteDefinition, UNKNOWN_PATH_REDIRECT } from './routes';
import { AppLayout } from './shells/app-layout';
import { AuthLayout } from './shells/auth-layout';

const loadedPages = new Map<PageKey, ComponentType<RoutePageProps>>();

async function preparePage(page: PageKey): Promise<void> {
  if (!loadedPages.has(page)) {
    loadedPages.set(page, await loadPage(page));
  }
}

/** Addresses match without regard to case or a trailing slash (`/cards/` is `/cards`). */
const normalise = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';
const ROUTES_BY_PATH = new Map(ROUTES.map((route) => [normalise(route.path), route]));

export function findRoute(pathname: string): RouteDefinition | undefined {
  return ROUTES_BY_PATH.get(normalise(pathname));
}

async function resolveRoute(url: URL): Promise<RouteResolution<RouteDefinition>> {
  if (normalise(url.pathname) === '/') {
    return { redirectTo: ROOT_REDIRECT };
  }
  const route = findRoute(url.pathname);
  if (!route) {
    return { redirectTo: UNKNOWN_PATH_REDIRECT };
  }
  const redirection = await runGuards(route, url);
  if (redirection) {
    return { redirectTo: redirection };
  }
  await preparePage(route.page);
  return { match: route };
}

/** Created only once the language is loaded: the router runs the first page's guards at once. */
export function createAppRouter(): Router<RouteDefinition> {
  return createHashRouter<RouteDefinition>(resolveRoute);
}

/** The page of the current address inside its layout, inside the layout every page shares. */
export function AppRoutes() {
  const { location, match, error } = useRouterState<RouteDefinition>();
  const Page = match ? loadedPages.get(match.page) : undefined;
  if (error) {
    return <RouteError />;
  }
  if (!match || !Page) {
    return <FullPageLoader />;
  }
  const Layout = match.layout === 'auth' ? AuthLayout : AppLayout;
  return (
    <RouteErrorBoundary resetKey={location.key} fallback={<RouteError />}>
      <OutletProvider
        outlet={
          <OutletProvider key={match.layout} outlet={<Page key={match.path} area={match.area} />}>
            <Layout />
          </OutletProvider>
        }
      >
        <RootLayout />
      </OutletProvider>
    </RouteErrorBoundary>
  );
}
