/**
 * The VAPID key pair that signs the bank's Web Push messages: generated once and kept in app_meta
 * (like the captcha secret), so every instance and every restart signs with the same keys and the
 * browsers' subscriptions stay valid.
 */
import type WebPush from 'web-push';
import { getMeta } from '../../db/app-meta.queries.ts';
import type { AppDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema/index.ts';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';

/** web-push, loaded by the first call that signs or sends a push. */
export const loadWebPush = loadOnFirstUse<typeof WebPush>('web-push');

const KEYS_META_KEY = 'push.vapidKeys';

export type VapidKeys = { publicKey: string; privateKey: string };

const parse = (stored: string | undefined): VapidKeys | undefined => {
  if (stored === undefined) {
    return undefined;
  }
  const value = JSON.parse(stored) as Partial<VapidKeys>;
  return value.publicKey && value.privateKey
    ? { publicKey: value.publicKey, privateKey: value.privateKey }
    : undefined;
};

/** Reads the stored keys, creating them if absent; concurrent first calls all end up with the same pair. */
export async function loadVapidKeys(db: AppDb): Promise<VapidKeys> {
  const stored = parse(await getMeta(db, KEYS_META_KEY));
  if (stored) {
    return stored;
  }
  await db
    .insert(appMeta)
    .values({ key: KEYS_META_KEY, value: JSON.stringify(loadWebPush().generateVAPIDKeys()) })
    .onConflictDoNothing({ target: appMeta.key });
  const created = parse(await getMeta(db, KEYS_META_KEY));
  if (!created) {
    throw new Error('The push keys could not be stored');
  }
  return created;
}
