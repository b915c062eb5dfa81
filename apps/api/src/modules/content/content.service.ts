/** Public content in the shapes of spec §3; every rich text is sanitised again on its way out. */
import type {
  BankHolidayDto,
  BankHolidaysQuery,
  Channel,
  FaqList,
  LegalText,
  LegalTheme,
  LocalizedText,
  NewsItem,
  Offer,
} from '@baraka/contracts';
import { toTunisTime } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { sanitizeLocalized, stripTags } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors/index.ts';
import {
  findFaqConfig,
  findLegalText,
  listActiveOffers,
  listBankHolidays,
  listEnabledFaq,
  listVisibleNews,
} from './content.queries.ts';

const plain = (text: LocalizedText): LocalizedText => ({
  fr: stripTags(text.fr),
  en: stripTags(text.en),
  ar: stripTags(text.ar),
});

type NewsRow = Awaited<ReturnType<typeof listVisibleNews>>[number];
type OfferRow = Awaited<ReturnType<typeof listActiveOffers>>[number];

function toNewsItem({ news, subCategory }: NewsRow): NewsItem {
  return {
    id: news.id,
    title: plain(news.title),
    description: sanitizeLocalized(news.description),
    newsDate: news.newsDate.getTime(),
    publishDate: news.publishDate.getTime(),
    endDate: news.endDate?.getTime() ?? null,
    contentOrder: news.contentOrder,
    image: news.image,
    type: 'NEWS',
    subCategory,
    homePage: news.homePage,
    published: news.published,
    mobile: news.mobile,
    web: news.web,
    watch: news.watch,
    socialMedia: news.socialMedia,
    online: news.online,
    offline: news.offline,
  };
}

function toOffer({ offer, subCategory }: OfferRow): Offer {
  return {
    id: offer.id,
    title: plain(offer.title),
    details: sanitizeLocalized(offer.details),
    dateFrom: offer.dateFrom.getTime(),
    dateTo: offer.dateTo.getTime(),
    image: offer.image,
    offerOrder: offer.offerOrder,
    subCategory,
    mobileTablet: offer.mobileTablet,
    web: offer.web,
    watch: offer.watch,
    socialMedia: offer.socialMedia,
  };
}

export type Audience = { now: Date; channel: Channel };

export async function getAllNews(db: AppDb, audience: Audience): Promise<NewsItem[]> {
  return (await listVisibleNews(db, { ...audience, homePageOnly: false })).map(toNewsItem);
}

/** The home page's news: the first `size` items flagged for it. */
export async function getFirstNews(db: AppDb, audience: Audience, size: number): Promise<NewsItem[]> {
  return (await listVisibleNews(db, { ...audience, homePageOnly: true, limit: size })).map(toNewsItem);
}

export async function getActiveOffers(db: AppDb, audience: Audience): Promise<Offer[]> {
  return (await listActiveOffers(db, audience)).map(toOffer);
}

export async function getFaqList(db: AppDb): Promise<FaqList> {
  const [config, items] = await Promise.all([findFaqConfig(db), listEnabledFaq(db)]);
  return {
    faqConfigDto: { introduction: sanitizeLocalized(config?.introduction ?? { fr: '', en: '', ar: '' }) },
    faqDtoList: items.map((item) => ({
      id: item.id,
      question: plain(item.question),
      response: sanitizeLocalized(item.response),
      status: item.status,
      order: item.order,
      topic: item.topic,
    })),
  };
}

export async function getLegalText(db: AppDb, theme: LegalTheme): Promise<LegalText> {
  const row = await findLegalText(db, theme);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return {
    id: row.id,
    theme: row.theme,
    description: sanitizeLocalized(row.description),
    lastModifiedDate: row.lastModifiedDate.getTime(),
  };
}

/** Without bounds: from the first day of this year (Tunis time) on, so this year and the next. */
export async function getBankHolidays(
  db: AppDb,
  query: BankHolidaysQuery,
  now: Date,
): Promise<BankHolidayDto[]> {
  const from = query.from ?? `${toTunisTime(now).year}-01-01`;
  return listBankHolidays(db, { from, to: query.to });
}
