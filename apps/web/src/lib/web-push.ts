/**
 * This browser's Web Push subscription (the service worker shows the pushes): whether it can have
 * one, the current one, subscribing with the bank's VAPID key, and unsubscribing (on sign-out too).
 */

export function canUsePush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the bytes PushManager.subscribe wants (it arrives base64url-encoded). */
export function decodeVapidKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64Url}${'='.repeat((4 - (base64Url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!canUsePush() || !navigator.serviceWorker.controller) {
    return null;
  }
  return navigator.serviceWorker.ready;
}

export async function getPushSubscription(): Promise<PushSubscription | null> {
  const registration = await readyRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Asks the person's permission, then subscribes; null when they refuse or the browser cannot. */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const registration = await readyRegistration();
  if (!registration || (await Notification.requestPermission()) !== 'granted') {
    return null;
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: decodeVapidKey(publicKey),
  });
  return subscription.toJSON();
}

/** Ends this browser's subscription; the bank drops it at its next push (410). */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await getPushSubscription();
  await subscription?.unsubscribe();
}
