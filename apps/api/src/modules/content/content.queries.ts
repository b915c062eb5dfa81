/** Reads public content with the visibility rules in SQL, so lists stay one query each. */
import type { Channel, LegalTheme } from '@baraka/contracts';
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  bankHolidays,
  faqConfig,
  faqItems,
  legalTexts,
  newsItems,
  offers,
  subCategories,
} from '../../db/schema/index.ts';

const subCategoryColumns = {
  id: subCategories.id,
  subCategoryName: subCategories.subCategoryName,
  name: subCategories.name,
};

export type NewsFilter = { now: Date; channel: Channel; homePageOnly: boolean; limit?: number };

/** Published, inside [publishDate, endDate], meant for the caller's channel; 0 = unordered, last. */
export async function listVisibleNews(db: AppDb, filter: NewsFilter) {
  const query = db
    .select({ news: newsItems, subCategory: subCategoryColumns })
    .from(newsItems)
    .leftJoin(subCategories, eq(subCategories.id, newsItems.subCategoryId))
    .where(
      and(
        eq(newsItems.published, true),
        lte(newsItems.publishDate, filter.now),
        or(isNull(newsItems.endDate), gte(newsItems.endDate, filter.now)),
        filter.channel === 'WEB' ? eq(newsItems.web, true) : eq(newsItems.mobile, true),
        filter.homePageOnly ? eq(newsItems.homePage, true) : undefined,
      ),
    )
    .orderBy(
      sql`${newsItems.contentOrder} = 0`,
      asc(newsItems.contentOrder),
      desc(newsItems.publishDate),
      asc(newsItems.id),
    );
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** Offers running now on the caller's channel, by offerOrder (0 = unordered, last). */
export function listActiveOffers(db: AppDb, filter: { now: Date; channel: Channel }) {
  return db
    .select({ offer: offers, subCategory: subCategoryColumns })
    .from(offers)
    .leftJoin(subCategories, eq(subCategories.id, offers.subCategoryId))
    .where(
      and(
        lte(offers.dateFrom, filter.now),
        gte(offers.dateTo, filter.now),
        filter.channel === 'WEB' ? eq(offers.web, true) : eq(offers.mobileTablet, true),
      ),
    )
    .orderBy(sql`${offers.offerOrder} = 0`, asc(offers.offerOrder), desc(offers.dateFrom), asc(offers.id));
}

export function listEnabledFaq(db: AppDb) {
  return db
    .select()
    .from(faqItems)
    .where(eq(faqItems.status, 'ENABLED'))
    .orderBy(sql`${faqItems.order} = 0`, asc(faqItems.order), asc(faqItems.id));
}

export async function findFaqConfig(db: AppDb) {
  const [row] = await db.select().from(faqConfig).orderBy(asc(faqConfig.id)).limit(1);
  return row;
}

export async function findLegalText(db: AppDb, theme: LegalTheme) {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.theme, theme)).limit(1);
  return row;
}

/** Holidays overlapping [from, to]; either bound may be left open. */
export function listBankHolidays(db: AppDb, range: { from?: string; to?: string }) {
  return db
    .select()
    .from(bankHolidays)
    .where(
      and(
        range.from === undefined ? undefined : gte(bankHolidays.dateTo, range.from),
        range.to === undefined ? undefined : lte(bankHolidays.dateFrom, range.to),
      ),
    )
    .orderBy(asc(bankHolidays.dateFrom), asc(bankHolidays.id));
}
