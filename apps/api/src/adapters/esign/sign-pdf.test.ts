import { describe, expect, it } from 'vitest';
import { renderFinancingContract } from '../pdf/financing-contract.ts';
import { generateP12, readP12 } from './bank-certificate.ts';
import { signPdf } from './sign-pdf.ts';
import { verifyPdfSignature } from './verify-pdf-signature.ts';

const BANK = {
  name: 'Al Baraka Bank Tunisia',
  address: '88 avenue Hédi Chaker, Tunis',
  phone: '+216 71 000 000',
  website: 'www.albarakabank.com.tn',
  bic: 'BEITTNTT',
};

describe('the e-signature of a contract', () => {
  it('seals the PDF so that its signature covers the document, and a changed byte breaks it', async () => {
    const certificate = readP12(generateP12());
    const pdf = await renderFinancingContract({
      language: 'ar',
      bank: BANK,
      reference: 'MRB-REQ-0001',
      customerName: 'أمينة بن صالح',
      product: 'التمويل السريع',
      amountMinor: 6_000_000n,
      marginMinor: 714_048n,
      salePriceMinor: 6_714_048n,
      instalmentMinor: 279_752n,
      months: 24,
      annualRate: '11.25',
      firstDueDate: '2026-12-28',
      refundAccount: '0012345678901',
      generatedAt: new Date('2026-11-28T10:00:00Z'),
    });
    const signed = await signPdf(pdf, certificate, {
      reason: 'Consent, one-time code checked',
      name: BANK.name,
      location: 'Tunis',
      contactInfo: BANK.website,
    });

    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signed.toString('latin1')).toContain('/adbe.pkcs7.detached');
    expect(verifyPdfSignature(signed)).toEqual({
      isValid: true,
      signer: 'Al Baraka Bank Tunisia e-signature',
    });
    expect(verifyPdfSignature(pdf)).toEqual({ isValid: false, reason: 'no signature' });

    const tampered = Buffer.from(signed);
    // One byte of the document's own text, inside the signed range.
    const at = signed.indexOf('/Producer') + 2;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    expect(verifyPdfSignature(tampered)).toEqual({
      isValid: false,
      reason: 'the document changed after it was signed',
    });
  });
});
