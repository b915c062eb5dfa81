/**
 * The shell's parts only a signed-in person sees (their menu, the bell and its live stream, the
 * session keeper), fetched once there is a session: a visitor's first download carries none of them.
 */
import { lazy, type ReactNode, Suspense } from 'react';

const UserMenu = lazy(() =>
  import('../../features/identity/components/user-menu').then((module) => ({ default: module.UserMenu })),
);
const HeaderAvatarLink = lazy(() =>
  import('../../features/identity/components/user-menu').then((module) => ({
    default: module.HeaderAvatarLink,
  })),
);
const DrawerUserCard = lazy(() =>
  import('../../features/identity/components/user-menu').then((module) => ({
    default: module.DrawerUserCard,
  })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const SessionKeeper = lazy(() =>
  import('../../features/identity/components/session-keeper').then((module) => ({
    default: module.SessionKeeper,
  })),
);

const Deferred = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

export const LazyUserMenu = () => (
  <Deferred>
    <UserMenu />
  </Deferred>
);
export const LazyHeaderAvatarLink = () => (
  <Deferred>
    <HeaderAvatarLink />
  </Deferred>
);
export const LazyDrawerUserCard = () => (
  <Deferred>
    <DrawerUserCard />
  </Deferred>
);
export const LazyNotificationBell = () => (
  <Deferred>
    <NotificationBell />
  </Deferred>
);
export const LazySessionKeeper = () => (
  <Deferred>
    <SessionKeeper />
  </Deferred>
);
