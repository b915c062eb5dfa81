/** Watches the network (spec §4): offline at start shows the modal after 2 s, losing it shows it at once. */
import { emitAppEvent } from './app-events';

export const OFFLINE_MODAL_DELAY_MS = 2000;

export function watchConnectivity(): () => void {
  const startTimer = navigator.onLine
    ? undefined
    : window.setTimeout(() => {
        if (!navigator.onLine) {
          emitAppEvent('connection-lost', {});
        }
      }, OFFLINE_MODAL_DELAY_MS);
  const handleOffline = () => emitAppEvent('connection-lost', {});
  const handleOnline = () => emitAppEvent('connection-restored', {});
  window.addEventListener('offline', handleOffline);
  window.addEventListener('online', handleOnline);
  return () => {
    window.clearTimeout(startTimer);
    window.removeEventListener('offline', handleOffline);
    window.removeEventListener('online', handleOnline);
  };
}
