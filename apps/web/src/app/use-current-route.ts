/** The route definition of the page being shown. */
import { useRouterState } from '../lib/router';
import type { RouteDefinition } from './routes';

export function useCurrentRoute(): RouteDefinition | null {
  return useRouterState<RouteDefinition>().match;
}
