import type { Account, TransferQuote } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPdfDataUrl } from '../../adapters/pdf/index.ts';
import { extractPages } from '../../adapters/pdf/testing/pdf-text.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The bank's product names follow the caller's language wherever an account is named. */
describe('account names in the caller’s language', () => {
  let testApp: TestApp;
  let amina: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'MOB')).headers;
  });
  afterAll(() => testApp.close());

  const post = (language: string, url: string, payload: object = {}) =>
    testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers: { ...amina, language }, payload });
  const accountsIn = async (language: string) =>
    (await post(language, 'account/all')).json().body.result as Account[];

  it('lists her accounts under their product’s name in French, English and Arabic', async () => {
    expect((await accountsIn('fr')).map((a) => a.title)).toEqual([
      'Compte courant',
      'Compte en devises',
      'Épargne Hajj',
    ]);
    expect((await accountsIn('en')).map((a) => a.title)).toEqual([
      'Current account',
      'Foreign currency account',
      'Hajj savings',
    ]);
    expect((await accountsIn('ar')).map((a) => a.title)).toEqual([
      'الحساب الجاري',
      'حساب بالعملة الأجنبية',
      'ادّخار الحج',
    ]);
  });

  it('names both accounts of a review in Arabic', async () => {
    const [main, , saving] = await accountsIn('ar');
    const response = await post('ar', 'transfer/quote', {
      type: 'OWN_ACCOUNT',
      debitAccountId: main?.id,
      creditAccountId: saving?.id,
      amount: '10.000',
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json().body.result as TransferQuote;
    expect(quote.debitAccount.title).toBe('الحساب الجاري');
    expect(quote.payee.name).toBe('ادّخار الحج');
  });

  it('names her own savings account in Arabic in her transfer history and on the transfer receipt', async () => {
    const groups = (await post('ar', 'transfer/displayTransferListByCustomer', {})).json().body.result as {
      list: { id: string; kind: string; payee: { name: string } }[];
    }[];
    const own = groups.flatMap((group) => group.list).filter((item) => item.kind === 'OWN_ACCOUNT');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((item) => item.payee.name))).toEqual(new Set(['ادّخار الحج']));
    const receipt = await post('ar', 'secure/transfer/receipt', { id: own[0]?.id });
    const pages = await extractPages(fromPdfDataUrl(receipt.json().body.result.file));
    const text = pages.map((page) => page.text).join('\n');
    expect(text).toContain('ادّخار الحج');
    expect(text).not.toContain('Épargne Hajj');
  });

  it('writes the Arabic RIB certificate with the Arabic product name', async () => {
    const [main] = await accountsIn('ar');
    const response = await post('ar', 'secure/rib/pdf', { accountId: main?.id });
    const pages = await extractPages(fromPdfDataUrl(response.json().body.result.file));
    const text = pages.map((page) => page.text).join('\n');
    expect(text).not.toContain('Compte courant');
  });
});
