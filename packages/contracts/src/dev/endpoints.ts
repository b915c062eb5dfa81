/** Development calls (never in production). */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  announceOfferSchema,
  offerAnnouncedSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  queuedJobSchema,
  runJobSchema,
} from './schemas.ts';

/** The calls of the area. */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: 'dev/outbox',
    area: 'dev',
    summary: 'Messages kept by the embedded outbox (development and tests only)',
    access: { auth: 'public' },
    query: outboxQuerySchema,
    answer: listAnswer(outboxMessageSchema),
  }),
  runJob: defineEndpoint({
    method: 'POST',
    path: 'dev/jobs/run',
    area: 'dev',
    summary:
      'Hands a background job (e.g. transfers.standing-orders) to the queue now (development and tests only)',
    access: { auth: 'public' },
    body: runJobSchema,
    answer: objectAnswer(queuedJobSchema),
  }),
  announceOffer: defineEndpoint({
    method: 'POST',
    path: 'dev/notifications/offer',
    area: 'dev',
    summary:
      'The bank announces a running offer: a PROMOS notification to every user who keeps promotions on (development and tests only)',
    access: { auth: 'public' },
    body: announceOfferSchema,
    answer: objectAnswer(offerAnnouncedSchema),
  }),
};
