/**
 * The preference categories (spec §3): each on or off, with its channels beyond the notification
 * centre. DEFAULT and TRANSFER are always on, and always in the centre; a table check says so too.
 */
import {
  type LocalizedText,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_ERROR_CODES,
  type NotificationCategory,
  type NotificationPreference,
  type SavePreferencesInput,
  UNDISABLEABLE_CATEGORIES,
} from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';

export const CATEGORY_NAMES: Record<NotificationCategory, LocalizedText> = {
  DEFAULT: { fr: 'Compte et cartes', en: 'Account and cards', ar: 'الحساب والبطاقات' },
  TRANSFER: { fr: 'Virements', en: 'Transfers', ar: 'التحويلات' },
  PROMOS: { fr: 'Offres et promotions', en: 'Offers and promotions', ar: 'العروض والتخفيضات' },
  AUTH: { fr: 'Connexion et sécurité', en: 'Sign-in and security', ar: 'الدخول والأمان' },
};

type PreferenceRow = typeof notificationPreferences.$inferSelect;

const isDisableable = (category: NotificationCategory) => !UNDISABLEABLE_CATEGORIES.includes(category);

const toPreference = (
  category: NotificationCategory,
  row: PreferenceRow | undefined,
): NotificationPreference => ({
  id: category,
  name: CATEGORY_NAMES[category],
  disabled: isDisableable(category) ? (row?.disabled ?? false) : false,
  disableable: isDisableable(category),
  channels: {
    inApp: !(row?.disabled ?? false) || !isDisableable(category),
    push: row?.push ?? true,
    email: row?.email ?? false,
    sms: row?.sms ?? false,
  },
});

export async function getPreferences(db: AppDb, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return NOTIFICATION_CATEGORIES.map((category) =>
    toPreference(
      category,
      rows.find((row) => row.category === category),
    ),
  );
}

/** The categories the user switched off: their notifications are neither written nor shown. */
export async function getHiddenCategories(db: AppDb, userId: string): Promise<NotificationCategory[]> {
  const preferences = await getPreferences(db, userId);
  return preferences.filter((preference) => preference.disabled).map((preference) => preference.id);
}

const notDisableable = (category: NotificationCategory) =>
  new AppError(NOTIFICATION_ERROR_CODES.CATEGORY_NOT_DISABLEABLE, {
    message: `${category} notifications cannot be switched off`,
  });

type PreferenceValues = Pick<PreferenceRow, 'disabled' | 'push' | 'email' | 'sms'>;

const upsert = async (
  db: AppDb,
  userId: string,
  category: NotificationCategory,
  values: PreferenceValues,
) => {
  await db
    .insert(notificationPreferences)
    .values({ userId, category, ...values })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { ...values, updatedAt: sql`now()` },
    });
};

export async function toggleCategory(db: AppDb, userId: string, category: NotificationCategory) {
  if (!isDisableable(category)) {
    throw notDisableable(category);
  }
  const current = (await getPreferences(db, userId)).find((preference) => preference.id === category);
  const channels = current?.channels ?? { push: true, email: false, sms: false };
  await upsert(db, userId, category, {
    disabled: !(current?.disabled ?? false),
    push: channels.push,
    email: channels.email,
    sms: channels.sms,
  });
  return getPreferences(db, userId);
}

export async function savePreferences(db: AppDb, userId: string, input: SavePreferencesInput) {
  for (const item of input.preferences) {
    if (!isDisableable(item.category) && (item.disabled || !item.channels.inApp)) {
      throw notDisableable(item.category);
    }
  }
  await db.transaction(async (tx) => {
    for (const item of input.preferences) {
      const { push, email, sms, inApp } = item.channels;
      await upsert(tx, userId, item.category, { disabled: item.disabled || !inApp, push, email, sms });
    }
  });
  return getPreferences(db, userId);
}

/** The push opt-in (subscribe/unsubscribe): push on or off for every category at once. */
export async function setPushForAll(db: AppDb, userId: string, isOn: boolean): Promise<true> {
  const preferences = await getPreferences(db, userId);
  await db.transaction(async (tx) => {
    for (const preference of preferences) {
      const { email, sms } = preference.channels;
      await upsert(tx, userId, preference.id, { disabled: preference.disabled, push: isOn, email, sms });
    }
  });
  return true;
}
