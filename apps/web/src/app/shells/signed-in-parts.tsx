/**
 * The shell's parts only a signed-in person sees (their menu, the bell and its live stream), fetched
 * once there is a session: a visitor's first download carries none of them. The session keeper stays
 * in the shell: its idle clock must start with the session, and it weighs little.
 */
import { lazy, type ReactNode, Suspense } from 'react';

const UserMenu = lazy(() =>
  import('../../features/identity/components/user-menu').then((module) => ({ default: module.UserMenu })),
);
const HeaderAvatarLink = lazy(() =>
  import('../../features/identity/components/phone-user').then((module) => ({
    default: module.HeaderAvatarLink,
  })),
);
const DrawerUserCard = lazy(() =>
  import('../../features/identity/components/phone-user').then((module) => ({
    default: module.DrawerUserCard,
  })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
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
