import { describe, expect, it } from 'vitest';
import { renderRibCertificate } from './rib-certificate.ts';
import {
  collectGlyphForms,
  extractPages,
  extractText,
  isCompletePdf,
  normalizeSpaces,
} from './testing/pdf-text.ts';
import { makeRibDocument } from './testing/sample-documents.ts';

describe('renderRibCertificate', () => {
  it('certifies holder, bank, branch, RIB in its four parts, IBAN and BIC, with the line to hand it out', async () => {
    const pdf = await renderRibCertificate(makeRibDocument('fr'));
    expect(isCompletePdf(pdf)).toBe(true);
    const text = normalizeSpaces(await extractText(pdf));
    for (const expected of [
      "Relevé d'identité bancaire",
      'Amina Ben Salah',
      '12, rue du Lac Léman, Les Berges du Lac, 1053 Tunis',
      'Tunis Lac (001)',
      'Code banque 32',
      'Code agence 001',
      'N° de compte 0012345678901',
      'Clé RIB 51',
      '32 001 0012345678901 51',
      'TN59 3200 1001 2345 6789 0151',
      'BEITTNTT',
      'Ce relevé est destiné à être remis',
      'Coupon à remettre',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('has an English title', async () => {
    const text = normalizeSpaces(await extractText(await renderRibCertificate(makeRibDocument('en'))));
    expect(text).toContain('Bank account details');
    expect(text).toContain('Give this document, when asked');
  });

  it('is in Arabic right to left, with joined letters and the RIB still read left to right', async () => {
    const pdf = await renderRibCertificate(makeRibDocument('ar'));
    const [page] = await extractPages(pdf);
    const text = normalizeSpaces(page?.text ?? '');
    for (const expected of [
      'كشف الهوية البنكية',
      'أمينة بن صالح',
      'تونس البحيرة',
      'TN59 3200 1001 2345 6789 0151',
      '32 001 0012345678901 51',
    ]) {
      expect(text).toContain(expected);
    }
    const title = page?.items.find((item) => item.text === 'كشف الهوية البنكية');
    const intro = page?.items.find((item) => item.text.startsWith('يشهد البنك'));
    // The title sits at the end side (left) of the header, the intro is flush right.
    expect(title?.x).toBeLessThan(100);
    expect((intro?.x ?? 0) + (intro?.width ?? 0)).toBeCloseTo(595.28 - 40, 0);
    const forms = await collectGlyphForms(pdf);
    const lamForms = Math.max(...[...forms.values()].map((byChar) => byChar.get('ب')?.size ?? 0));
    expect(lamForms).toBeGreaterThanOrEqual(3);
  });
});
