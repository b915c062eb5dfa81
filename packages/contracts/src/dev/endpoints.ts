/** Development calls (never in production). */
import { defineEndpoint, listAnswer } from '../shared/endpoint.ts';
import { outboxMessageSchema, outboxQuerySchema } from './schemas.ts';

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
};
