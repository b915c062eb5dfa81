/** Reads the topic filter of the notification centre from the address (an unknown topic: all). */
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@baraka/contracts/notifications/schemas';

export const parseTopic = (value: string | null): NotificationCategory | null =>
  NOTIFICATION_CATEGORIES.find((category) => category === value) ?? null;

/** A page number from the address, 1-based and at least 1; 0-based for the call. */
export const parsePageIndex = (value: string | null): number => {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page - 1 : 0;
};
