import { describe, expect, it } from 'vitest';
import { fromPdfDataUrl, toPdfDataUrl } from './data-url.ts';
import { renderRibCertificate } from './rib-certificate.ts';
import { makeRibDocument } from './testing/sample-documents.ts';

describe('toPdfDataUrl', () => {
  it('carries a rendered PDF as a base64 data URL and back, byte for byte', async () => {
    const pdf = await renderRibCertificate(makeRibDocument('fr'));
    const url = toPdfDataUrl(pdf);
    expect(url.startsWith('data:application/pdf;base64,JVBERi0')).toBe(true);
    expect(fromPdfDataUrl(url).equals(pdf)).toBe(true);
  });

  it('refuses what is not a PDF data URL', () => {
    expect(() => fromPdfDataUrl('data:image/png;base64,AAAA')).toThrow('Not a PDF data URL');
  });
});
