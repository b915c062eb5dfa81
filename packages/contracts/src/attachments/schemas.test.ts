import { describe, expect, it } from 'vitest';
import { attachmentUploadSchema, base64ByteLength, MAX_ATTACHMENT_BYTES } from './schemas.ts';

const keysOf = (value: unknown) => {
  const result = attachmentUploadSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};
const b64 = (length: number) => Buffer.alloc(length, 7).toString('base64');

describe('attachments', () => {
  it('counts decoded bytes from the base64 length', () => {
    for (const length of [0, 1, 2, 3, 4, 1000, 1001, 1002]) {
      expect(base64ByteLength(b64(length))).toBe(length);
    }
  });

  it('accepts a file of exactly 2 MiB and refuses one byte more with fileTooLarge', () => {
    const file = { fileName: 'scan.pdf', contentType: 'application/pdf' };
    expect(keysOf({ ...file, content: b64(MAX_ATTACHMENT_BYTES) })).toEqual([]);
    expect(keysOf({ ...file, content: b64(MAX_ATTACHMENT_BYTES + 1) })).toEqual(['content:fileTooLarge']);
    expect(keysOf({ ...file, content: b64(MAX_ATTACHMENT_BYTES * 2) })).toEqual(['content:fileTooLarge']);
  });

  it('refuses other types, unreadable content and names with folders', () => {
    expect(keysOf({ fileName: 'a.gif', contentType: 'image/gif', content: b64(10) })).toEqual([
      'contentType:fileType',
    ]);
    expect(keysOf({ fileName: 'a.pdf', contentType: 'application/pdf', content: '%%%' })).toEqual([
      'content:fileType',
    ]);
    expect(keysOf({ fileName: '../a.pdf', contentType: 'application/pdf', content: b64(10) })).toEqual([
      'fileName:pattern',
    ]);
    expect(keysOf({ contentType: 'application/pdf', content: b64(10) })).toEqual(['fileName:required']);
  });
});
