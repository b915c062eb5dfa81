/**
 * Lazily loaded pages, one dynamic import per area so each area is its own chunk. A feature plugs
 * in by exporting its page from `features/<area>/pages/index.ts`, adding a key here and naming that
 * key in routes.ts instead of 'coming-soon'.
 */
import type { ComponentType } from 'react';

/** Every routed page receives its area, so one page (coming soon) can serve many routes. */
export type RoutePageProps = { area: string };
type PageLoader = () => Promise<ComponentType<RoutePageProps>>;

const loadAuthPages = () => import('../features/auth/pages/index');

export const PAGE_LOADERS = {
  'coming-soon': () => import('../components/ui/coming-soon-page').then((module) => module.ComingSoonPage),
  'public-dashboard': () =>
    import('../features/public-dashboard/pages/index').then((module) => module.PublicDashboardPage),
  login: () => loadAuthPages().then((module) => module.LoginPage),
  'login-callback': () => loadAuthPages().then((module) => module.LoginCallbackPage),
  'first-access': () => loadAuthPages().then((module) => module.FirstAccessPage),
  demo: () => loadAuthPages().then((module) => module.DemoPage),
  'new-password': () => loadAuthPages().then((module) => module.NewPasswordPage),
  register: () => loadAuthPages().then((module) => module.RegisterPage),
  'number-validation': () => loadAuthPages().then((module) => module.NumberValidationPage),
  'chose-pack': () => loadAuthPages().then((module) => module.ChosePackPage),
  'confirm-password': () => loadAuthPages().then((module) => module.ConfirmPasswordPage),
  welcome: () => loadAuthPages().then((module) => module.WelcomePage),
  'forgot-password': () => loadAuthPages().then((module) => module.ForgotPasswordPage),
  loaders: () => import('../features/loaders/pages/index').then((module) => module.LoadersPage),
  devices: () => import('../features/devices/pages/index').then((module) => module.DevicesPage),
  'dev-outbox': () => import('../features/dev/pages/index').then((module) => module.OutboxPage),
} satisfies Record<string, PageLoader>;

export type PageKey = keyof typeof PAGE_LOADERS;

export function loadPage(key: PageKey): Promise<ComponentType<RoutePageProps>> {
  const loader: PageLoader = PAGE_LOADERS[key];
  return loader();
}
