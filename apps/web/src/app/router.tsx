/** Builds the hash router from the route table: layouts, guard loaders, lazily loaded pages, redirects. */
import { createElement } from 'react';
import { createHashRouter, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { createGuardLoader } from './guards/run-guards';
import { loadPage } from './page-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { type LayoutKey, ROOT_REDIRECT, ROUTES, type RouteDefinition, UNKNOWN_PATH_REDIRECT } from './routes';
import { AppLayout } from './shells/app-layout';
import { AuthLayout } from './shells/auth-layout';
import type { RouteHandle } from './use-current-route';

function toRouteObject(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  return {
    path: route.path.slice(1),
    handle,
    ...(route.guards.length > 0 ? { loader: createGuardLoader(route) } : {}),
    lazy: async () => {
      const Page = await loadPage(route.page);
      return { element: createElement(Page, { area: route.area }) };
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
