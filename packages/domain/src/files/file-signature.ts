/**
 * Which kind of file some bytes really are, from their first bytes (magic numbers), for the three
 * kinds an applicant may upload: a declared type is only believed when the bytes agree.
 */

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const SIGNATURES: Readonly<Record<DocumentContentType, readonly number[]>> = {
  // "%PDF-"
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  // Start of image, then the first marker's 0xFF.
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** The longest signature: how many leading bytes a caller needs to pass. */
export const SIGNATURE_LENGTH = Math.max(...Object.values(SIGNATURES).map((bytes) => bytes.length));

export function isDocumentContentType(value: string): value is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The kind the bytes start like, or null when they are none of the accepted kinds. */
export function detectDocumentType(bytes: Uint8Array): DocumentContentType | null {
  for (const type of DOCUMENT_CONTENT_TYPES) {
    const signature = SIGNATURES[type];
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) {
      return type;
    }
  }
  return null;
}

/** The extension a stored document is served under, whatever name it was uploaded with. */
export const DOCUMENT_EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
