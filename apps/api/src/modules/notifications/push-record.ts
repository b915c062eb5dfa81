/** The record of every push, Web Push or native (push_deliveries): what was sent, to whom, and how it went. */
import type { AppDb } from '../../db/client.ts';
import { pushDeliveries } from '../../db/schema/index.ts';

/** Keeps one push; answers whether its target is gone (the caller then drops it). */
export async function recordPush(db: AppDb, delivery: typeof pushDeliveries.$inferInsert): Promise<boolean> {
  await db.insert(pushDeliveries).values(delivery);
  return delivery.status === 'GONE';
}
