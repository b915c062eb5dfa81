/**
 * The attachments area's call (`attachmentsEndpoints` in @baraka/contracts): a stored file as the
 * bank's staff would download it — never shown inline, its type from the allow-list only, no
 * sniffing, nothing cached. Registered outside production only, like dev/outbox.
 */
import { attachmentsEndpoints } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { requestAttachments } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { sendAttachment } from './send-attachment.ts';

export const attachmentsModule = defineModule('attachments', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  serve(app, attachmentsEndpoints.download, async (request, reply) => {
    const [row] = await deps.database.db
      .select()
      .from(requestAttachments)
      .where(eq(requestAttachments.id, request.params.id));
    if (!row) {
      throw new AppError('NOT_FOUND');
    }
    return sendAttachment(reply, row);
  });
});
