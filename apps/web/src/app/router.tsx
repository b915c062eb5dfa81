/**
 * Builds the hash router from the route table: layouts, guards, lazily loaded pages, redirects. A
 * page's chunk is fetched only once its guards let the visitor in: a visitor sent from a private
 * page to the login never downloads the private page.
 */
import { type ComponentType, createElement } from 'react';
import { createHashRouter, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { createGuardLoader } from './guards/run-guards';
import { loadPage, type PageKey, type RoutePageProps } from './page-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { type LayoutKey, ROOT_REDIRECT, ROUTES, type RouteDefinition, UNKNOWN_PATH_REDIRECT } from './routes';
import { AppLayout } from './shells/app-layout';
import { AuthLayout } from './shells/auth-layout';
import type { RouteHandle } from './use-current-route';

const loadedPages = new Map<PageKey, ComponentType<RoutePageProps>>();

async function preparePage(page: PageKey): Promise<void> {
  if (!loadedPages.has(page)) {
    loadedPages.set(page, await loadPage(page));
  }
}

function toRouteObject(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  const runGuards = createGuardLoader(route);
  return {
    path: route.path.slice(1),
    handle,
    loader: async (args) => {
      const redirection = route.guards.length > 0 ? await runGuards(args) : null;
      if (redirection) {
        return redirection;
      }
      await preparePage(route.page);
      return null;
    },
    Component: () => {
      const Page = loadedPages.get(route.page);
      return Page ? createElement(Page, { area: route.area }) : null;
    },
  };
}

function selectRoutes(layout: LayoutKey): RouteObject[] {
  return ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
}

export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect(ROOT_REDIRECT) },
        { Component: AuthLayout, children: selectRoutes('auth') },
        { Component: AppLayout, children: selectRoutes('shell') },
        { path: '*', loader: () => redirect(UNKNOWN_PATH_REDIRECT) },
      ],
    },
  ];
}

/** Created only once the language is loaded: the router runs the first page's guards at once. */
export function createAppRouter() {
  return createHashRouter(buildRouteObjects());
}
