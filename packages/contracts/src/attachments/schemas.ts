/**
 * A file joined to a request (contact form, e-request): the types the bank accepts, the size limit,
 * and how an upload travels (base64 in the JSON body). The declared type must match the file's first
 * bytes: the browser and the server read them with the domain's `detectDocumentType`.
 */
import { z } from 'zod';
import type { FormKey } from '../shared/errors.ts';

export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** Extensions shown to people and offered by the file picker. */
export const ATTACHMENT_EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** 2 MiB: a scanned page or a phone photo, not a whole file of documents. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX_LENGTH = 120;
/** Base64 length of a file of exactly the limit; a longer text is a larger file. */
export const MAX_ATTACHMENT_BASE64_LENGTH = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

const key = (formKey: FormKey) => ({ error: formKey });

/** How many bytes a base64 text decodes to, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A file name as shown back: no folders, no control characters. */
const fileNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(ATTACHMENT_NAME_MAX_LENGTH, key('maxLength'))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .regex(/^[^\\/\u0000-\u001f]+$/, key('pattern'));

/** One uploaded file: its name, declared type and content (base64, at most 2 MiB once decoded). */
export const attachmentUploadSchema = z.object({
  fileName: fileNameSchema,
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES, key('fileType')),
  content: z
    .string({ error: 'required' })
    .min(1, { error: 'required', abort: true })
    .max(MAX_ATTACHMENT_BASE64_LENGTH + 4, { error: 'fileTooLarge', abort: true })
    .pipe(z.base64(key('fileType')))
    .refine((content) => base64ByteLength(content) <= MAX_ATTACHMENT_BYTES, key('fileTooLarge')),
});
export type AttachmentUpload = z.infer<typeof attachmentUploadSchema>;

/** A stored file as a request shows it (its bytes are never sent back to the customer). */
export const storedAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type StoredAttachment = z.infer<typeof storedAttachmentSchema>;
