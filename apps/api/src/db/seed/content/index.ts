/** Seeds public content: news, offers, FAQ, legal texts and the bank holidays of this year and next. */
import { listTunisianHolidays, toTunisTime } from '@baraka/domain';
import { sanitizeLocalized } from '../../../lib/rich-text.ts';
import { bankHolidays, faqConfig, faqItems, legalTexts, newsItems, offers } from '../../schema/index.ts';
import { findSubCategoryIds } from '../catalogue/index.ts';
import type { SeedStep } from '../seed-steps.ts';
import { FAQ, FAQ_INTRODUCTION } from './faq.ts';
import { LEGAL_NOTICE } from './legal-notice.ts';
import { NEWS } from './news.ts';
import { OFFERS } from './offers.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { SECURITY_MENTION } from './security-mention.ts';

const DAY_MS = 86_400_000;
const daysFrom = (now: number, days: number) => new Date(now + days * DAY_MS);

export const seedContent: SeedStep = {
  name: 'content',
  run: async (tx) => {
    const now = Date.now();
    await tx.insert(newsItems).values(
      NEWS.map((news) => ({
        title: news.title,
        description: sanitizeLocalized(news.description),
        image: news.image,
        newsDate: daysFrom(now, -news.publishedDaysAgo),
        publishDate: daysFrom(now, -news.publishedDaysAgo),
        endDate: news.endsInDays === null ? null : daysFrom(now, news.endsInDays),
        contentOrder: news.contentOrder,
        homePage: news.homePage,
        web: news.web ?? true,
        mobile: news.mobile ?? true,
      })),
    );
    const offerSubCategory =
      (await findSubCategoryIds(tx, ['Offres du moment'])).get('Offres du moment') ?? null;
    await tx.insert(offers).values(
      OFFERS.map((offer) => ({
        title: offer.title,
        details: sanitizeLocalized(offer.details),
        image: offer.image,
        dateFrom: daysFrom(now, -offer.startedDaysAgo),
        dateTo: daysFrom(now, offer.endsInDays),
        offerOrder: offer.offerOrder,
        subCategoryId: offerSubCategory,
      })),
    );
    await tx.insert(faqConfig).values({ introduction: sanitizeLocalized(FAQ_INTRODUCTION) });
    await tx.insert(faqItems).values(
      FAQ.map((item, index) => ({
        question: item.question,
        response: sanitizeLocalized(item.response),
        topic: item.topic,
        order: index + 1,
      })),
    );
    await tx.insert(legalTexts).values([
      { theme: 'LEGAL_NOTICE', description: sanitizeLocalized(LEGAL_NOTICE) },
      { theme: 'PRIVACY_POLICY', description: sanitizeLocalized(PRIVACY_POLICY) },
      { theme: 'SECURITY_MENTION', description: sanitizeLocalized(SECURITY_MENTION) },
    ]);
    const { year } = toTunisTime(new Date(now));
    const holidays = [...listTunisianHolidays(year), ...listTunisianHolidays(year + 1)];
    await tx.insert(bankHolidays).values(
      holidays.map((holiday) => ({
        nameFr: holiday.names.fr,
        nameEn: holiday.names.en,
        nameAr: holiday.names.ar,
        dateFrom: holiday.dateFrom,
        dateTo: holiday.dateTo,
      })),
    );
  },
};
