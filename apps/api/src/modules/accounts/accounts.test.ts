import type { Account, AccountTransaction, MonthlyBalance, TransactionPage } from '@baraka/contracts';
import { addDays, addMonths, isValidIban, isValidRib, toCalendarDate } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../core/ledger/index.ts';
import { toMinor } from '../../lib/amounts.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('accounts (spec §7 "Accounts")', () => {
  let testApp: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const today = toCalendarDate(new Date());
  const twoMonthsAgo = addMonths(today, -2);

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    for (const username of ['amina', 'leila', 'nour.admin', 'nour.viewer']) {
      headers[username] = (await signIn(testApp.app, username, 'MOB')).headers;
    }
  });
  afterAll(() => testApp.close());

  const post = (username: string, url: string, payload: object = {}) =>
    testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers: headers[username], payload });
  const accountsOf = async (username: string) =>
    (await post(username, 'account/all')).json().body.result as Account[];
  const history = async (username: string, body: object) => {
    const response = await post(username, 'account/txhistory', body);
    expect(response.statusCode).toBe(200);
    return response.json().body.result as TransactionPage;
  };

  it('lists the customer’s own accounts with masked numbers, valid RIB and IBAN, and three balances', async () => {
    const accounts = await accountsOf('amina');
    expect(accounts.map((a) => [a.accountType, a.currency])).toEqual([
      ['MAIN', 'TND'],
      ['CURRENT', 'EUR'],
      ['SAVING', 'TND'],
    ]);
    const [main] = accounts as [Account];
    expect(main.rib).toBe('32001001234567890151');
    expect(main.iban).toBe('TN5932001001234567890151');
    expect(main.accountNumber).toBe('•••• 8901');
    expect(main.currentBalance).toMatch(/^-?\d+\.\d{3}$/);
    for (const account of accounts) {
      expect(isValidRib(account.rib)).toBe(true);
      expect(isValidIban(account.iban)).toBe(true);
      expect(account.state).toBe('ACTIVE');
    }
    const eur = accounts.find((a) => a.currency === 'EUR');
    expect(eur?.currentBalance).toMatch(/^\d+\.\d{2}$/);
  });

  it('takes what is not yet value-dated out of the working balance, account by account', async () => {
    const before = await accountsOf('amina');
    const main = before.find((a) => a.accountType === 'MAIN') as Account;
    const saving = before.find((a) => a.accountType === 'SAVING') as Account;
    const amount = 123_456n;
    await testApp.database.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'TRANSFER_ISSUED',
        description: 'Value-dated in three days',
        bookingDate: today,
        valueDate: addDays(today, 3),
        postings: [
          {
            accountId: main.id,
            amountMinor: -amount,
            currency: 'TND',
            kind: 'TRANSFER_ISSUED',
            label: 'Out',
          },
          {
            accountId: saving.id,
            amountMinor: amount,
            currency: 'TND',
            kind: 'TRANSFER_RECEIVED',
            label: 'In',
          },
        ],
      }),
    );

    const after = await accountsOf('amina');
    const pendingOf = (account: Account | undefined) =>
      toMinor(account?.currentBalance ?? '0', 'TND') - toMinor(account?.workingBalance ?? '0', 'TND');

    expect(pendingOf(after.find((a) => a.id === main.id)) - pendingOf(main)).toBe(-amount);
    expect(pendingOf(after.find((a) => a.id === saving.id)) - pendingOf(saving)).toBe(amount);
  });

  it('never shows another customer’s account, and answers 404 for its id', async () => {
    const amina = await accountsOf('amina');
    const leila = await accountsOf('leila');
    expect(leila.some((a) => amina.some((b) => b.id === a.id))).toBe(false);
    const foreign = amina[0]?.id;
    const response = await post('leila', 'account/txhistory', {
      accountId: foreign,
      startDate: twoMonthsAgo,
      endDate: today,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });

  it('shows a company user only the accounts its account holder granted', async () => {
    const holder = await accountsOf('nour.admin');
    const viewer = await accountsOf('nour.viewer');
    expect(holder).toHaveLength(3);
    expect(viewer.map((a) => a.accountType)).toEqual(['MAIN']);
    const notGranted = holder.find((a) => a.accountType !== 'MAIN')?.id;
    expect((await post('nour.viewer', 'secure/account/balances', { accountId: notGranted })).statusCode).toBe(
      404,
    );
    const period = { startDate: twoMonthsAgo, endDate: today };
    const granted = await post('nour.viewer', 'account/txhistory', { accountId: viewer[0]?.id, ...period });
    expect(granted.statusCode).toBe(200);
    const refused = await post('nour.viewer', 'account/txhistory', { accountId: notGranted, ...period });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });

  it('answers the history newest first, with signed amounts, and the balance after each operation', async () => {
    const [main] = await accountsOf('amina');
    const page = await history('amina', {
      accountId: main?.id,
      startDate: twoMonthsAgo,
      endDate: today,
      size: 20,
    });
    expect(page.items.length).toBeGreaterThan(10);
    expect(page.total).toBeGreaterThan(page.items.length);
    expect(page.hasMore).toBe(true);
    const dates = page.items.map((item) => item.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of page.items) {
      expect(item.direction === 'D').toBe(item.txAmount.startsWith('-'));
    }
    const next = await history('amina', {
      accountId: main?.id,
      startDate: twoMonthsAgo,
      endDate: today,
      size: 20,
      page: 1,
    });
    expect(next.items.map((i) => i.id)).not.toContain(page.items[0]?.id);
  });

  it('answers the same total on the last page and past the end, where no item carries it', async () => {
    const [main] = await accountsOf('amina');
    const base = { accountId: main?.id, startDate: twoMonthsAgo, endDate: today, size: 20 };
    const first = await history('amina', base);
    const lastPage = Math.ceil(first.total / 20) - 1;

    const last = await history('amina', { ...base, page: lastPage });
    const beyond = await history('amina', { ...base, page: lastPage + 1 });

    expect(last.items).toHaveLength(first.total - lastPage * 20);
    expect(last.total).toBe(first.total);
    expect(last.hasMore).toBe(false);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect(beyond.hasMore).toBe(false);
  });

  it('answers an empty page and a total of 0 for a period without operations', async () => {
    const [main] = await accountsOf('amina');
    const page = await history('amina', {
      accountId: main?.id,
      startDate: '2001-01-01',
      endDate: '2001-02-01',
    });
    expect(page).toEqual({ items: [], page: 0, size: 30, total: 0, hasMore: false });
  });

  it('answers the same page with a filter that keeps every operation as without one', async () => {
    const [main] = await accountsOf('amina');
    const base = { accountId: main?.id, startDate: twoMonthsAgo, endDate: today, size: 7, page: 1 };
    const plain = await history('amina', base);
    expect(plain.items).toHaveLength(7);
    expect(await history('amina', { ...base, minAmount: '0' })).toEqual(plain);
  });

  it('filters by direction, amount range and text', async () => {
    const [main] = await accountsOf('amina');
    const base = { accountId: main?.id, startDate: twoMonthsAgo, endDate: today, size: 100 };
    const debits = await history('amina', { ...base, direction: 'D' });
    expect(debits.items.every((i: AccountTransaction) => i.direction === 'D')).toBe(true);
    const credits = await history('amina', { ...base, direction: 'C' });
    expect(credits.items.every((i) => i.direction === 'C')).toBe(true);
    const all = await history('amina', base);
    expect(debits.total + credits.total).toBe(all.total);
    const ranged = await history('amina', { ...base, minAmount: '100', maxAmount: '500,5' });
    for (const item of ranged.items) {
      const abs = Math.abs(Number(item.txAmount));
      expect(abs).toBeGreaterThanOrEqual(100);
      expect(abs).toBeLessThanOrEqual(500.5);
    }
    const salary = await history('amina', { ...base, search: 'salaire' });
    expect(salary.items.length).toBeGreaterThan(0);
    expect(salary.items.every((i) => /SALAIRE/.test(i.txReason))).toBe(true);
  });

  it('refuses a period longer than two months or reversed, with the form keys', async () => {
    const [main] = await accountsOf('amina');
    const tooLong = await post('amina', 'account/txhistory', {
      accountId: main?.id,
      startDate: addMonths(today, -3),
      endDate: today,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().body.result.fieldErrors).toEqual([{ field: 'endDate', key: 'periodTooLong' }]);
    const reversed = await post('amina', 'account/txhistory', {
      accountId: main?.id,
      startDate: today,
      endDate: twoMonthsAgo,
    });
    expect(reversed.json().body.result.fieldErrors).toEqual([{ field: 'endDate', key: 'periodReversed' }]);
  });

  it('gives twelve end-of-month balances, the last equal to the current balance', async () => {
    const [main] = await accountsOf('amina');
    const response = await post('amina', 'secure/account/balances', { accountId: main?.id });
    const months = response.json().body.result as MonthlyBalance[];
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe(`${today.slice(5, 7)}/${today.slice(0, 4)}`);
    expect(months.at(-1)?.amount).toBe(main?.currentBalance);
  });

  it('sums debits and credits per month, consistent with the balance', async () => {
    const [main] = await accountsOf('amina');
    const lastYear = (await post('amina', 'secure/debit', { accountId: main?.id })).json().body.result;
    expect(lastYear.direction).toBe('D');
    expect(lastYear.byMonth).toHaveLength(12);
    // Over the whole history, credits − debits is the balance.
    const whole = { accountId: main?.id, startDate: addMonths(today, -24) };
    const debit = (await post('amina', 'secure/debit', whole)).json().body.result;
    const credit = (await post('amina', 'secure/credit', whole)).json().body.result;
    const toMinor = (text: string) => BigInt(text.replace('.', ''));
    expect(toMinor(credit.total) - toMinor(debit.total)).toBe(toMinor(main?.currentBalance ?? '0'));
  });

  it('sets and clears the alert thresholds, refusing min above max', async () => {
    const [main] = await accountsOf('amina');
    const set = await post('amina', 'account/updateMinAndMaxAmount', {
      accountId: main?.id,
      minAmount: '200',
      maxAmount: '5000,250',
    });
    expect(set.json().body.result).toMatchObject({ minAmount: '200.000', maxAmount: '5000.250' });
    const bad = await post('amina', 'account/updateMinAndMaxAmount', {
      accountId: main?.id,
      minAmount: '900',
      maxAmount: '10',
    });
    expect(bad.statusCode).toBe(400);
    const cleared = await post('amina', 'account/updateMinAndMaxAmount', {
      accountId: main?.id,
      minAmount: null,
      maxAmount: null,
    });
    expect(cleared.json().body.result).toMatchObject({ minAmount: null, maxAmount: null });
  });

  it('offers for debit only active accounts with something to spend, and dinar accounts for standing orders', async () => {
    const eligible = (await post('leila', 'account/eligibleAccountsList', { purpose: 'DEBIT' })).json().body
      .result as Account[];
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((a) => a.state === 'ACTIVE' && !a.onlineActualBalance.startsWith('-'))).toBe(true);
    const permanent = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/account/permanent/eligible',
      headers: headers.leila,
    });
    const accounts = permanent.json().body.result as Account[];
    expect(accounts.every((a) => a.currency === 'TND' && a.accountType !== 'SAVING')).toBe(true);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/gateway/account/all', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
