import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDocumentType, isDocumentContentType } from './file-signature.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('file signatures', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(detectDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
  });

  it('refuses HTML, scripts, GIFs, truncated signatures and empty files', () => {
    expect(detectDocumentType(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectDocumentType(bytes())).toBeNull();
  });

  it('never takes text for a document', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.startsWith('%PDF-'));
        expect(detectDocumentType(new TextEncoder().encode(text))).toBeNull();
      }),
    );
  });

  it('knows the three accepted declared types only', () => {
    expect(isDocumentContentType('image/png')).toBe(true);
    expect(isDocumentContentType('image/svg+xml')).toBe(false);
    expect(isDocumentContentType('text/html')).toBe(false);
  });
});
