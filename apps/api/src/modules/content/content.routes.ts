/** Public content calls: news, offers, FAQ, legal texts (spec §7 "Public"). */
import {
  faqListSchema,
  firstNewsQuerySchema,
  type LegalTheme,
  legalTextSchema,
  listEnvelope,
  newsItemSchema,
  objectEnvelope,
  offerSchema,
} from '@baraka/contracts';
import { REFERENCE_DATA } from '../../plugins/access/route-access.ts';
import { list, ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getActiveOffers, getAllNews, getFaqList, getFirstNews, getLegalText } from './content.service.ts';

const LEGAL_ROUTES: { path: string; theme: LegalTheme; summary: string }[] = [
  {
    path: '/api/legalNotice',
    theme: 'LEGAL_NOTICE',
    summary: 'Legal notice: the online banking service terms',
  },
  { path: '/api/securityMention', theme: 'SECURITY_MENTION', summary: 'Security advice' },
  // Not named in the spec's calls; the privacy policy page needs its text from somewhere.
  { path: '/api/privacyPolicy', theme: 'PRIVACY_POLICY', summary: 'Privacy policy' },
];

export const contentModule = defineModule('content', async (app, deps) => {
  const { db } = deps.database;
  const audienceOf = (channel: 'MOB' | 'WEB') => ({ now: new Date(), channel });

  app.get(
    '/api/content/all',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['content'],
        summary: 'Published news for the caller’s channel',
        response: { 200: listEnvelope(newsItemSchema) },
      },
    },
    async (request) => list(await getAllNews(db, audienceOf(request.context.channel))),
  );

  app.get(
    '/api/content/first',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['content'],
        summary: 'The first home-page news items',
        querystring: firstNewsQuerySchema,
        response: { 200: listEnvelope(newsItemSchema) },
      },
    },
    async (request) => list(await getFirstNews(db, audienceOf(request.context.channel), request.query.size)),
  );

  app.get(
    '/api/offer/all',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['content'],
        summary: 'Offers running now',
        response: { 200: listEnvelope(offerSchema) },
      },
    },
    async (request) => list(await getActiveOffers(db, audienceOf(request.context.channel))),
  );

  app.get(
    '/api/faq/list',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['content'],
        summary: 'FAQ introduction and questions',
        response: { 200: objectEnvelope(faqListSchema) },
      },
    },
    async () => ok(await getFaqList(db)),
  );

  for (const { path, theme, summary } of LEGAL_ROUTES) {
    app.get(
      path,
      {
        config: REFERENCE_DATA,
        schema: { tags: ['content'], summary, response: { 200: objectEnvelope(legalTextSchema) } },
      },
      async () => ok(await getLegalText(db, theme)),
    );
  }
});
