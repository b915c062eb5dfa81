/** The route definition of the page being shown, read from the deepest matched route's handle. */
import { useMatches } from 'react-router';
import type { RouteDefinition } from './routes';

export type RouteHandle = { route: RouteDefinition };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

export function useCurrentRoute(): RouteDefinition | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) {
      return handle.route;
    }
  }
  return null;
}
