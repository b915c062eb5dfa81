import { describe, expect, it } from 'vitest';
import { renderRibCertificate } from './rib-certificate.ts';
import { renderAccountStatement } from './statement.ts';
import { extractPages, normalizeSpaces } from './testing/pdf-text.ts';
import { makeRibDocument, makeStatement } from './testing/sample-documents.ts';

// The first documents this file renders: a face shared between documents would hand the certificate
// the letters the statement shaped first.
describe('fonts shared by one process', () => {
  it('leave each document its own text layer: a RIB certificate after an Arabic statement', async () => {
    await renderAccountStatement(makeStatement('ar'));
    const [page] = await extractPages(await renderRibCertificate(makeRibDocument('ar')));
    const text = normalizeSpaces(page?.text ?? '');
    expect(text).toContain('كشف الهوية البنكية');
    expect(text).toContain('صاحبه المذكور');
  });
});
