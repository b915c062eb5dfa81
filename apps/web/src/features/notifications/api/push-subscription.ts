/**
 * GET secure/notification/push-key, POST secure/notification/token, GET secure/remove: the bank's
 * VAPID key, this browser's subscription (or this phone's FCM / APNs token) saved for the user, and
 * push turned off for the user.
 */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NativePushTokenInput, PushSubscriptionInput } from '@baraka/contracts/notifications/requests';
import { call } from '../../../lib/call';

export function fetchPushKey(): Promise<{ publicKey: string }> {
  return call(notificationsEndpoints.pushKey);
}

export function savePushSubscription(subscription: PushSubscriptionInput): Promise<boolean> {
  return call(notificationsEndpoints.saveToken, { body: subscription });
}

export function saveDevicePushToken(token: NativePushTokenInput): Promise<boolean> {
  return call(notificationsEndpoints.saveToken, { body: token });
}

export function removePushSubscriptions(): Promise<boolean> {
  return call(notificationsEndpoints.removeTokens);
}
