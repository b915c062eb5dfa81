/**
 * How a stored file leaves the API, whoever may download it: never shown inline, its type from the
 * allow-list only, no sniffing, nothing cached.
 */
import { ATTACHMENT_CONTENT_TYPES } from '@baraka/contracts';
import type { FastifyReply } from 'fastify';
import type { requestAttachments } from '../../db/schema/index.ts';

type StoredFile = Pick<typeof requestAttachments.$inferSelect, 'fileName' | 'contentType' | 'content'>;

const isAllowedType = (type: string): boolean =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type);

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
const dispositionOf = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export function sendAttachment(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .header('content-type', isAllowedType(file.contentType) ? file.contentType : 'application/octet-stream')
    .header('content-disposition', dispositionOf(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(file.content);
}
