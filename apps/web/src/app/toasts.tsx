/**
 * The toasts of every area (`notifications.show`). Mantine's toast container, with its transitions,
 * loads with the first toast (app/toast-list.tsx): most visits show none. The toasts' store is read
 * here, so one shown before the container is there waits in it and appears once it is. Once loaded
 * it stays, so a toast's exit transition plays. Should its file fail to load (no network), toasts
 * are not shown; the pages that show them still work.
 */
import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

const ToastList = lazy(
  (): Promise<{ default: ComponentType }> => import('./toast-list').catch(() => ({ default: () => null })),
);

export function Toasts() {
  const hasToast = useNotifications().notifications.length > 0;
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (hasToast) {
      setIsNeeded(true);
    }
  }, [hasToast]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
