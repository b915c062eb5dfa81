/**
 * The bank announces one of its running offers: a PROMOS notification, linking to the offer, for
 * every active user who has not switched promotions off and was not told of this offer before.
 */
import type { LocalizedText } from '@baraka/contracts';
import { and, eq, gte, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notificationPreferences, notifications, offers, users } from '../../db/schema/index.ts';
import { stripTags } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors/index.ts';

export const OFFER_NOTIFICATION_KEY = 'OFFER';
const SUMMARY_LENGTH = 180;

const summarize = (html: string) => {
  const text = stripTags(html).replace(/\s+/g, ' ');
  if (text.length <= SUMMARY_LENGTH) {
    return text;
  }
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

const localized = (text: LocalizedText, change: (value: string) => string): LocalizedText => ({
  fr: change(text.fr),
  en: change(text.en),
  ar: change(text.ar),
});

export async function announceOffer(db: AppDb, offerId: number, at: Date): Promise<{ notified: number }> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), lte(offers.dateFrom, at), gte(offers.dateTo, at)));
  if (!offer) {
    throw new AppError('NOT_FOUND', { message: `No running offer ${offerId}` });
  }
  const recipients = await db
    .select({ userId: users.id, customerId: users.customerId })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.category, 'PROMOS')),
    )
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        eq(users.removed, false),
        or(isNull(notificationPreferences.userId), eq(notificationPreferences.disabled, false)),
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, users.id),
                eq(notifications.key, OFFER_NOTIFICATION_KEY),
                sql`${notifications.params}->>'offerId' = ${String(offer.id)}`,
              ),
            ),
        ),
      ),
    );
  if (recipients.length === 0) {
    return { notified: 0 };
  }
  const title = localized(offer.title, stripTags);
  const content = localized(offer.details, summarize);
  await db.insert(notifications).values(
    recipients.map((recipient) => ({
      customerId: recipient.customerId,
      userId: recipient.userId,
      category: 'PROMOS',
      key: OFFER_NOTIFICATION_KEY,
      params: { offerId: String(offer.id) },
      title,
      content,
      link: `/offerDetails?id=${offer.id}`,
      status: 'SENT',
      createdAt: at,
    })),
  );
  return { notified: recipients.length };
}
