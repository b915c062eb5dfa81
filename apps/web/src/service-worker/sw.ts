/**
 * The service worker: the app shell and its hashed files precached at install; public reference
 * data (rates, branches, products, FAQ…) kept so a visited page still opens offline; nothing a
 * signed-in customer receives is ever stored.
 */
/// <reference lib="webworker" />

import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isPublicReferenceRequest, isStorablePublicAnswer } from './cache-rules';
import { readPushMessage, targetOf } from './push-message';

/** The build writes the list of files to precache in place of `__WB_MANIFEST`. */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Only the app's own page: the provider's pages and the sign-in callback are the server's.
const appPage = new RegExp(`^${new URL(self.registration.scope).pathname}(index\\.html)?$`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [appPage] }));

registerRoute(
  ({ request, url }) => isPublicReferenceRequest(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: 'public-reference-data',
    networkTimeoutSeconds: 6,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (isStorablePublicAnswer(response) ? response : null),
      },
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

// The page asks for the waiting version to take over once nothing typed would be lost.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// A push from the bank (notifications.push job): shown as a system notification; a tap opens its page.
self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.id ?? undefined,
      icon: 'icons/icon-192.png',
      data: { target: targetOf(message, self.registration.scope) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { target?: string } | null)?.target ?? self.registration.scope;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
