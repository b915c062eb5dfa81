/** The attachment calls: a stored file, as staff would download it. */
import { z } from 'zod';
import { defineEndpoint, FILE_ANSWER } from '../shared/endpoint.ts';

/** The calls of the area. */
export const attachmentsEndpoints = {
  /**
   * A stored file as the bank's staff would download it: never shown inline, its type from the
   * allow-list only. Served outside production only: the customer-facing API never sends a file back.
   */
  download: defineEndpoint({
    method: 'GET',
    path: 'dev/attachments/:id',
    area: 'attachments',
    summary: 'Downloads a file joined to a request (development and tests only)',
    access: { auth: 'public' },
    params: z.object({ id: z.uuid() }),
    answer: FILE_ANSWER,
  }),
};
