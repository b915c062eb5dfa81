/**
 * Push to the mobile app's device tokens (FCM, APNs), behind one small type: the embedded sender
 * only records (push_deliveries, as Web Push's RECORDED); the FCM HTTP v1 and APNs senders send for real.
 */
import type { NativePushPlatform } from '@baraka/contracts';

export type NativePushTarget = { platform: NativePushPlatform; token: string };
export type NativePushMessage = {
  title: string;
  body: string;
  /** Handed to the app with the push (string values only, as FCM requires). */
  data: Record<string, string>;
};
/** SENT, RECORDED (embedded, nothing left the machine) or GONE (the token is unregistered: drop it). */
export type NativePushOutcome = 'SENT' | 'RECORDED' | 'GONE';
/** Sends one push; throws on a failure worth trying again. */
export type NativePushSender = (
  target: NativePushTarget,
  message: NativePushMessage,
) => Promise<NativePushOutcome>;

export const recordingNativeSender: NativePushSender = async () => 'RECORDED';

/** Each token through its platform's sender; a platform without one is only recorded. */
export const routeByPlatform =
  (senders: Partial<Record<NativePushPlatform, NativePushSender>>): NativePushSender =>
  (target, message) =>
    (senders[target.platform] ?? recordingNativeSender)(target, message);
