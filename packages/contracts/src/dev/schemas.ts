/**
 * Development calls (never in production): the embedded outbox, to read the codes that were sent,
 * and a background job handed to the queue now instead of at its next scheduled minute.
 */
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  to: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const runJobSchema = z.object({ queue: z.string().min(1).max(100) });
export const queuedJobSchema = z.object({ jobId: z.string() });

export const announceOfferSchema = z.object({ offerId: z.coerce.number().int().positive() });
export const offerAnnouncedSchema = z.object({ notified: z.number().int().min(0) });
