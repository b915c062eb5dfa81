/**
 * Turns a chosen file into the upload the API takes (base64 in JSON), after the same checks the
 * server makes: at most 2 MiB, and bytes that really are a PDF, JPEG or PNG. The type sent is the
 * one the bytes show, never the browser's guess from the file name.
 */
import {
  ATTACHMENT_EXTENSIONS,
  type AttachmentUpload,
  MAX_ATTACHMENT_BYTES,
} from '@baraka/contracts/attachments/schemas';
import type { FormKey } from '@baraka/contracts/shared/errors';
import {
  detectDocumentType,
  isDocumentContentType,
  SIGNATURE_LENGTH,
} from '@baraka/domain/files/file-signature';

/** Whether the file says it is an accepted kind, by its type or its name. */
const claimsAcceptedType = (file: File) =>
  isDocumentContentType(file.type) ||
  Object.values(ATTACHMENT_EXTENSIONS).some((extensions) =>
    extensions.some((extension) => file.name.toLowerCase().endsWith(extension)),
  );

export type ReadAttachment = { upload: AttachmentUpload } | { error: FormKey };

const readAsBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

export async function readAttachment(file: File): Promise<ReadAttachment> {
  if (!claimsAcceptedType(file)) {
    return { error: 'fileType' };
  }
  if (file.size === 0) {
    return { error: 'fileRequired' };
  }
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return { error: 'fileTooLarge' };
  }
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  const contentType = detectDocumentType(head);
  if (!contentType) {
    return { error: 'fileContentMismatch' };
  }
  // Folders never travel with the name (some browsers give "C:\fakepath\…").
  const fileName = file.name.split(/[\\/]/).pop()?.slice(0, 120) || 'document';
  return { upload: { fileName, contentType, content: await readAsBase64(file) } };
}

/** "1,4 Mo" / "1.4 MB" for people. */
export function formatFileSize(bytes: number, language: string): string {
  const units =
    language === 'fr'
      ? ['o', 'Ko', 'Mo']
      : language === 'ar'
        ? ['بايت', 'كيلوبايت', 'ميغابايت']
        : ['B', 'KB', 'MB'];
  const exponent = bytes >= 1024 * 1024 ? 2 : bytes >= 1024 ? 1 : 0;
  const value = bytes / 1024 ** exponent;
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 1, numberingSystem: 'latn' }).format(
    value,
  );
  return `${text} ${units[exponent]}`;
}
