/** GET /gateway/health: whether the database and the job queue answer. */
import { z } from 'zod';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';

export const componentStatusSchema = z.enum(['UP', 'DOWN']);

export const healthSchema = z.object({
  status: componentStatusSchema,
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: componentStatusSchema,
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  queue: z.object({ status: componentStatusSchema }),
});
export type Health = z.infer<typeof healthSchema>;

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
