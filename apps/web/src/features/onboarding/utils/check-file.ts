/** The checks the server makes on a document, made first in the browser so a wrong file is said at once. */
import { ONBOARDING_DOCUMENT_MAX_BYTES } from '@baraka/contracts/onboarding/applications';
import {
  detectDocumentType,
  isDocumentContentType,
  SIGNATURE_LENGTH,
} from '@baraka/domain/files/file-signature';

export const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png';

/** The form key of the first rule the file breaks, or null. */
export async function checkFile(file: File): Promise<string | null> {
  if (!isDocumentContentType(file.type)) {
    return 'fileType';
  }
  if (file.size === 0) {
    return 'fileRequired';
  }
  if (file.size > ONBOARDING_DOCUMENT_MAX_BYTES) {
    return 'fileTooLarge';
  }
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return detectDocumentType(head) === file.type ? null : 'fileContentMismatch';
}
