/**
 * The attachments area's call (`attachmentsEndpoints` in @baraka/contracts): a stored file as the
 * bank's staff would download it — never shown inline, its type from the allow-list only, no
 * sniffing, nothing cached. Registered outside production only, like dev/outbox.
 */
import { ATTACHMENT_CONTENT_TYPES, attachmentsEndpoints } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { requestAttachments } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';

const isAllowedType = (type: string): boolean =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type);

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
const dispositionOf = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

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
    return reply
      .header('content-type', isAllowedType(row.contentType) ? row.contentType : 'application/octet-stream')
      .header('content-disposition', dispositionOf(row.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(row.content);
  });
});
