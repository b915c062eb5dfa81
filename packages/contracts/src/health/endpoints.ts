/** The health call. */
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { healthSchema } from './schemas.ts';

/** The calls of the area. */
export const healthEndpoints = {
  // 200 when everything is up, 503 with the same body when something is down.
  status: defineEndpoint({
    method: 'GET',
    path: 'health',
    area: 'health',
    summary: 'Database and job queue status',
    access: { auth: 'public' },
    answer: objectAnswer(healthSchema),
  }),
};
