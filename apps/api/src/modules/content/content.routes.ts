/** Public content calls: news, offers, FAQ, legal texts (spec §7 "Public"). */
import { contentEndpoints, LEGAL_TEXT_ENDPOINTS, LEGAL_THEMES } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getActiveOffers, getAllNews, getFaqList, getFirstNews, getLegalText } from './content.service.ts';

export const contentModule = defineModule('content', async (app, deps) => {
  const { db } = deps.database;
  const audienceOf = (channel: 'MOB' | 'WEB') => ({ now: new Date(), channel });

  serve(app, contentEndpoints.news, (request) => getAllNews(db, audienceOf(request.context.channel)));
  serve(app, contentEndpoints.firstNews, (request) =>
    getFirstNews(db, audienceOf(request.context.channel), request.query.size),
  );
  serve(app, contentEndpoints.offers, (request) => getActiveOffers(db, audienceOf(request.context.channel)));
  serve(app, contentEndpoints.faq, () => getFaqList(db));
  for (const theme of LEGAL_THEMES) {
    serve(app, LEGAL_TEXT_ENDPOINTS[theme], () => getLegalText(db, theme));
  }
});
