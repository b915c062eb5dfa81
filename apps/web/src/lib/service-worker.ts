/**
 * Registers the service worker of the built app (installable app, offline public pages). A new
 * version waits until the app lets it take over (`activateUpdate`), then the page reloads onto it.
 */
import { Workbox } from 'workbox-window';
import { emitAppEvent } from './app-events';

let waitingWorkbox: Workbox | undefined;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const workbox = new Workbox('./sw.js', { scope: './' });
  workbox.addEventListener('waiting', () => {
    waitingWorkbox = workbox;
    emitAppEvent('update-ready', {});
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) {
      window.location.reload();
    }
  });
  // Where the browser refuses workers (private windows, a policy), the app simply runs without one.
  workbox.register().catch(() => undefined);
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export function activateUpdate(): void {
  waitingWorkbox?.messageSkipWaiting();
}

/** Whether the page holds text a reload would lose: a filled field of a form. */
export function hasTypedInput(root: ParentNode = document): boolean {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([readonly]), form textarea',
  );
  return Array.from(fields).some((field) => !field.disabled && field.value.trim() !== '');
}
