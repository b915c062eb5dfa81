/** The app's hash router (create-router.ts) and what pages use of it. */
export {
  createHashRouter,
  type NavigateOptions,
  type RouteResolution,
  type Router,
  type RouterState,
} from './create-router';
export { RouteErrorBoundary } from './error-boundary';
export { Link, type LinkProps } from './link';
export type { RouterLocation } from './location';
export { Navigate } from './navigate';
export { Outlet, OutletProvider } from './outlet';
export {
  type NavigateFunction,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useRouterState,
  useSearchParams,
} from './router-context';
