/**
 * Files joined to requests. A file is checked before anything is written — size, declared type, and
 * that its first bytes are really of that type — then stored in the database with the request, in
 * the request's transaction. Nothing here ever opens, converts or runs a file.
 */
import { createHash } from 'node:crypto';
import {
  type AttachmentUpload,
  type FormKey,
  MAX_ATTACHMENT_BYTES,
  type StoredAttachment,
} from '@baraka/contracts';
import { detectDocumentType } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { requestAttachments } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';

export type CheckedAttachment = {
  fileName: string;
  contentType: AttachmentUpload['contentType'];
  content: Buffer;
};

const refuse = (field: string, key: FormKey, message: string): never => {
  throw new AppError({ code: key, http: 400 }, { message, fieldErrors: [{ field, key }] });
};

/** Decodes an upload the schema already bounded, or answers `field`'s form key (fileTooLarge, fileContentMismatch). */
export function checkAttachment(upload: AttachmentUpload, field: string): CheckedAttachment {
  const content = Buffer.from(upload.content, 'base64');
  if (content.length === 0) {
    return refuse(field, 'fileRequired', 'The file is empty');
  }
  if (content.length > MAX_ATTACHMENT_BYTES) {
    return refuse(field, 'fileTooLarge', `The file is over ${MAX_ATTACHMENT_BYTES} bytes`);
  }
  // A renamed executable or script declares an image or PDF: its bytes say otherwise.
  if (detectDocumentType(content) !== upload.contentType) {
    return refuse(field, 'fileContentMismatch', `The file's content is not ${upload.contentType}`);
  }
  return { fileName: upload.fileName, contentType: upload.contentType, content };
}

export async function insertAttachment(db: AppDb, file: CheckedAttachment): Promise<StoredAttachment> {
  const [row] = await db
    .insert(requestAttachments)
    .values({
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
    })
    .returning({ id: requestAttachments.id });
  if (!row) {
    throw new Error('The attachment was not stored');
  }
  return { id: row.id, fileName: file.fileName, contentType: file.contentType, size: file.content.length };
}
