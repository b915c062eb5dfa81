/** GET /gateway/health: whether the database and the job queue answer. */
import { z } from 'zod';

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
