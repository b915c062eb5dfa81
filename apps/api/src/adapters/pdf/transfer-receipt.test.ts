import { describe, expect, it } from 'vitest';
import { extractText, isCompletePdf, normalizeSpaces, readTitle } from './testing/pdf-text.ts';
import { makeTransferReceipt } from './testing/sample-documents.ts';
import { renderTransferReceipt } from './transfer-receipt.ts';

describe('renderTransferReceipt', () => {
  it('shows the order: amount and status, payee, rate, what left the account, and its steps', async () => {
    const pdf = await renderTransferReceipt(makeTransferReceipt('fr'));
    expect(isCompletePdf(pdf)).toBe(true);
    const text = normalizeSpaces(await extractText(pdf));
    for (const expected of [
      'Avis de virement',
      'Montant du virement',
      '1 500,00 EUR',
      'Exécuté',
      'Type de virement Virement international',
      "N° d'ordre TR260312AB12CD34",
      'Référence comptable FT260313XY98ZW76',
      "Date d'exécution 13/03/2026",
      'Bénéficiaire Sami Haddad',
      'FR76 3000 6000 0112 3456 7890 189',
      'BIC (SWIFT) AGRIFRPP',
      'Cours appliqué 3.3560',
      'Montant débité 503,400 TND',
      'Frais 25,000 TND',
      'Total débité 528,400 TND',
      'Suivi du virement',
      '12/03/2026 10:41 En cours',
      'Amina Ben Salah',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out what a plain order does not have, and names a refusal', async () => {
    const document = makeTransferReceipt('en');
    const refused = {
      ...document,
      transfer: {
        ...document.transfer,
        reference: null,
        statusLabel: 'Rejected',
        statusReasonLabel: 'Cancelled by you',
        isRefused: true,
        executedAt: null,
        payeeIban: null,
        payeeBic: null,
        payeeRib: '08001000123456789013',
        appliedRate: null,
        currency: 'TND',
        minorDigits: 3,
        amountMinor: 503_400n,
        history: [],
      },
    };
    const text = normalizeSpaces(await extractText(await renderTransferReceipt(refused)));
    expect(text).toContain('Status reason Cancelled by you');
    expect(text).toContain("Payee's account 08 001 0001234567890 13");
    expect(text).not.toContain('Booking reference');
    expect(text).not.toContain('Rate applied');
    expect(text).not.toContain('Transfer tracking');
  });

  it('writes an Arabic receipt with amounts and identifiers left to right', async () => {
    const text = normalizeSpaces(await extractText(await renderTransferReceipt(makeTransferReceipt('ar'))));
    for (const expected of ['إشعار بتحويل', 'المستفيد', '1.500,00 EUR', 'TR260312AB12CD34', '503,400 TND']) {
      expect(text).toContain(expected);
    }
  });

  it('carries a title for the viewer', async () => {
    const pdf = await renderTransferReceipt(makeTransferReceipt('fr'));
    expect(await readTitle(pdf)).toBe('Avis de virement - Ordre TR260312AB12CD34 du 12/03/2026');
  });
});
