/** The public content calls of spec §7: news, offers, FAQ, legal texts and bank holidays. */
import { defineEndpoint, listAnswer, objectAnswer, REFERENCE_DATA } from '../shared/endpoint.ts';
import {
  bankHolidaySchema,
  bankHolidaysQuerySchema,
  faqListSchema,
  firstNewsQuerySchema,
  type LegalTheme,
  legalTextSchema,
  newsItemSchema,
  offerSchema,
} from './schemas.ts';

const legalTextEndpoint = <const P extends string, const S extends string>(path: P, summary: S) =>
  defineEndpoint({
    method: 'GET',
    path,
    area: 'content',
    summary,
    access: REFERENCE_DATA,
    answer: objectAnswer(legalTextSchema),
  });

/** The calls of the area. */
export const contentEndpoints = {
  news: defineEndpoint({
    method: 'GET',
    path: 'api/content/all',
    area: 'content',
    summary: 'Published news for the caller’s channel',
    access: REFERENCE_DATA,
    answer: listAnswer(newsItemSchema),
  }),
  firstNews: defineEndpoint({
    method: 'GET',
    path: 'api/content/first',
    area: 'content',
    summary: 'The first home-page news items',
    access: REFERENCE_DATA,
    query: firstNewsQuerySchema,
    answer: listAnswer(newsItemSchema),
  }),
  offers: defineEndpoint({
    method: 'GET',
    path: 'api/offer/all',
    area: 'content',
    summary: 'Offers running now',
    access: REFERENCE_DATA,
    answer: listAnswer(offerSchema),
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: 'api/faq/list',
    area: 'content',
    summary: 'FAQ introduction and questions',
    access: REFERENCE_DATA,
    answer: objectAnswer(faqListSchema),
  }),
  legalNotice: legalTextEndpoint('api/legalNotice', 'Legal notice: the online banking service terms'),
  securityMention: legalTextEndpoint('api/securityMention', 'Security advice'),
  // Not named in the spec's calls; the privacy policy page needs its text from somewhere.
  privacyPolicy: legalTextEndpoint('api/privacyPolicy', 'Privacy policy'),
  holidays: defineEndpoint({
    method: 'GET',
    path: 'api/bank/holidays',
    area: 'content',
    summary: 'Bank holidays (Tunis dates, both ends included); this year and next unless bounded',
    access: REFERENCE_DATA,
    query: bankHolidaysQuerySchema,
    answer: listAnswer(bankHolidaySchema),
  }),
};

/** The call answering each legal text. */
export const LEGAL_TEXT_ENDPOINTS = {
  LEGAL_NOTICE: contentEndpoints.legalNotice,
  PRIVACY_POLICY: contentEndpoints.privacyPolicy,
  SECURITY_MENTION: contentEndpoints.securityMention,
} as const satisfies Record<LegalTheme, unknown>;
