import { describe, expect, it } from 'vitest';
import { formatAmount } from './format.ts';
import { renderAccountStatement } from './statement.ts';
import {
  collectGlyphForms,
  extractPages,
  extractText,
  isCompletePdf,
  normalizeSpaces,
} from './testing/pdf-text.ts';
import { makeStatement } from './testing/sample-documents.ts';
import type { StatementDocument } from './types.ts';

function sumDebitsAndCredits(document: StatementDocument) {
  const debits = document.operations
    .filter((o) => o.amountMinor < 0n)
    .reduce((sum, o) => sum - o.amountMinor, 0n);
  const credits = document.operations
    .filter((o) => o.amountMinor >= 0n)
    .reduce((sum, o) => sum + o.amountMinor, 0n);
  return { debits, credits };
}

function findX(items: { text: string; x: number }[], text: string): number {
  const item = items.find((candidate) => candidate.text.includes(text));
  if (!item) {
    throw new Error(`"${text}" is not on the page`);
  }
  return item.x;
}

describe('renderAccountStatement', () => {
  it('prints the header, holder, RIB, IBAN, period and balances a customer checks first', async () => {
    const pdf = await renderAccountStatement(makeStatement('fr', 8));
    expect(isCompletePdf(pdf)).toBe(true);
    const text = normalizeSpaces(await extractText(pdf));
    for (const expected of [
      'Al Baraka Bank Tunisia',
      'Relevé de compte',
      'Du 01/01/2026 au 31/03/2026',
      'Amina Ben Salah',
      '32 001 0012345678901 51',
      'TN59 3200 1001 2345 6789 0151',
      'Tunis Lac (001)',
      "Solde d'ouverture au 01/01/2026",
      '5 432,100 TND',
      'Solde de clôture au 31/03/2026',
      'Paiement carte MONOPRIX LAC 2',
      'Page 1 / 1',
      'Édité le 31/03/2026 à 10:15',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('spreads 500 operations over numbered pages, each with the table header, and adds them up', async () => {
    const document = makeStatement('fr', 500);
    const pages = await extractPages(await renderAccountStatement(document));
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, index) => {
      const text = normalizeSpaces(page.text);
      expect(text).toContain(`Page ${index + 1} / ${pages.length}`);
      expect(text).toContain('Date valeur');
    });
    const all = pages.map((page) => page.text).join('\n');
    for (const operation of document.operations) {
      expect(all.split(operation.reference).length - 1).toBe(1);
    }
    const { debits, credits } = sumDebitsAndCredits(document);
    const closing = document.openingBalanceMinor + credits - debits;
    expect(closing).toBe(document.closingBalanceMinor);
    // Cells are separate text items: compare without spaces.
    const last = (pages.at(-1)?.text ?? '').replace(/[\s\u00a0]/g, '');
    const amount = (minor: bigint) => formatAmount(minor, 3, 'fr').replace(/\u00a0/g, '');
    expect(last).toContain(`Totaldesmouvements${amount(debits)}${amount(credits)}`);
    expect(last).toContain(
      `${amount(document.openingBalanceMinor)}+${amount(credits)}−${amount(debits)}=${amount(closing)}TND`,
    );
    expect(last).toContain('Lesoldecalculéestégalausoldedeclôtureducompte.');
  });

  it('never writes into the footer, wherever the table, totals and check happen to end', async () => {
    const footer =
      /^(Édité le \d\d\/\d\d\/\d{4} à \d\d:\d\d|Al Baraka Bank Tunisia · BIC BEITTNTT|Page \d+ \/ \d+)$/;
    for (let count = 9; count <= 30; count += 1) {
      const pages = await extractPages(await renderAccountStatement(makeStatement('fr', count)));
      const intruders = pages.flatMap((page) =>
        page.items.filter(
          (item) => item.text.trim() !== '' && item.y < 65 && !footer.test(normalizeSpaces(item.text)),
        ),
      );
      expect(intruders, `${count} operations`).toEqual([]);
      const lastPage = normalizeSpaces(pages.at(-1)?.text ?? '');
      expect(lastPage).toContain('Contrôle des soldes');
    }
  });

  it('says so when the listed operations do not lead to the closing balance', async () => {
    const document = {
      ...makeStatement('en', 6),
      closingBalanceMinor: makeStatement('en', 6).closingBalanceMinor + 1_500n,
    };
    const text = normalizeSpaces(await extractText(await renderAccountStatement(document)));
    expect(text).toContain("Difference of 1.500 TND with the account's closing balance");
  });

  it('prints an empty period plainly', async () => {
    const document = { ...makeStatement('fr', 0), closingBalanceMinor: 5_432_100n };
    const text = normalizeSpaces(await extractText(await renderAccountStatement(document)));
    expect(text).toContain('Aucune opération sur la période.');
    expect(text).toContain('Le solde calculé est égal au solde de clôture du compte.');
  });

  it('writes English labels and English number separators', async () => {
    const text = normalizeSpaces(await extractText(await renderAccountStatement(makeStatement('en', 3))));
    expect(text).toContain('Account statement');
    expect(text).toContain('Opening balance on 01/01/2026');
    expect(text).toContain('5,432.100 TND');
  });

  it('lays an Arabic statement out right to left, with the table columns mirrored', async () => {
    const [arabic] = await extractPages(await renderAccountStatement(makeStatement('ar', 8)));
    const [french] = await extractPages(await renderAccountStatement(makeStatement('fr', 8)));
    const middle = 595.28 / 2;
    expect(findX(arabic?.items ?? [], 'صاحب الحساب')).toBeGreaterThan(middle);
    expect(findX(french?.items ?? [], 'Titulaire')).toBeLessThan(middle);
    const ar = arabic?.items ?? [];
    expect(findX(ar, 'البيان')).toBeGreaterThan(findX(ar, 'المرجع'));
    expect(findX(ar, 'المرجع')).toBeGreaterThan(findX(ar, 'دائن'));
    const fr = french?.items ?? [];
    expect(findX(fr, 'Libellé')).toBeLessThan(findX(fr, 'Référence'));
    expect(findX(fr, 'Référence')).toBeLessThan(findX(fr, 'Crédit'));
  });

  it('shapes Arabic and keeps numbers left to right in the text a reader copies', async () => {
    const pdf = await renderAccountStatement(makeStatement('ar', 8));
    const text = normalizeSpaces(await extractText(pdf));
    for (const expected of [
      'كشف حساب',
      'الرصيد الافتتاحي بتاريخ',
      'أمينة بن صالح',
      'تونس البحيرة',
      '32 001 0012345678901 51',
      '5.432,100 TND',
      'الصفحة 1 من 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Joined letters: one letter drawn with several glyphs (isolated, initial, medial, final forms).
    const forms = await collectGlyphForms(pdf);
    const yehForms = Math.max(...[...forms.values()].map((byChar) => byChar.get('ي')?.size ?? 0));
    expect(yehForms).toBeGreaterThanOrEqual(3);
  });
});
