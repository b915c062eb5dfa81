import { describe, expect, it } from 'vitest';
import { renderOperationReceipt } from './operation-receipt.ts';
import { extractText, isCompletePdf, normalizeSpaces, readTitle } from './testing/pdf-text.ts';
import { makeReceipt } from './testing/sample-documents.ts';

describe('renderOperationReceipt', () => {
  it('shows the operation: kind, signed amount with its direction, dates, reference, account, counterparty', async () => {
    const pdf = await renderOperationReceipt(makeReceipt('fr'));
    expect(isCompletePdf(pdf)).toBe(true);
    const text = normalizeSpaces(await extractText(pdf));
    for (const expected of [
      "Avis d'opération",
      'Montant · Débit',
      '−1 234,500 TND',
      "Nature de l'opération Virement émis",
      'Virement émis vers Leila Trabelsi - loyer mars',
      'TRF2603120042',
      "Date d'opération 12/03/2026",
      'Date de valeur 13/03/2026',
      'Contrepartie Leila Trabelsi — 32 005 0098765432101 88',
      "Solde après l'opération 4 197,600 TND",
      'TN59 3200 1001 2345 6789 0151',
      'Amina Ben Salah',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('marks a credit with a plus sign and the word, and leaves out what it was not given', async () => {
    const document = makeReceipt('en');
    const credit = {
      ...document,
      operation: {
        ...document.operation,
        amountMinor: 2_850_000n,
        kindLabel: 'Transfer received',
        counterparty: undefined,
        balanceAfterMinor: undefined,
      },
    };
    const text = normalizeSpaces(await extractText(await renderOperationReceipt(credit)));
    expect(text).toContain('Amount · Credit');
    expect(text).toContain('+2,850.000 TND');
    expect(text).not.toContain('Counterparty');
    expect(text).not.toContain('Balance after the operation');
  });

  it('writes an Arabic receipt with the amount left to right', async () => {
    const text = normalizeSpaces(await extractText(await renderOperationReceipt(makeReceipt('ar'))));
    for (const expected of [
      'إشعار بعملية',
      'تحويل صادر',
      'المبلغ · مدين',
      '−1.234,500 TND',
      '12/03/2026',
      'الرصيد بعد العملية',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries a title for the viewer and gives the same bytes for the same data', async () => {
    const pdf = await renderOperationReceipt(makeReceipt('fr'));
    expect(await readTitle(pdf)).toBe("Avis d'opération - 12/03/2026 · TRF2603120042");
    expect((await renderOperationReceipt(makeReceipt('fr'))).equals(pdf)).toBe(true);
  });
});
