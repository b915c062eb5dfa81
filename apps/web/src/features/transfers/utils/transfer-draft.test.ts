import { describe, expect, it } from 'vitest';
import { ACCOUNTS, draftOf, EURO_ID, MAIN_ID, OTHER_BANK_RIB, PAYEE_ID, SAVING_ID } from './test-fixtures';
import { buildTransferRequest, getAmountCurrency, readDraft } from './transfer-draft';

describe('the request built from a draft', () => {
  it('sends an own-account transfer with the amount as the API’s text, without empty fields', () => {
    const draft = draftOf('OWN_ACCOUNT', { creditAccountId: SAVING_ID, amount: '125,5' });
    expect(buildTransferRequest(draft, 'TND')).toEqual({
      call: 'transfer/personal',
      body: { debitAccountId: MAIN_ID, creditAccountId: SAVING_ID, amount: '125.500' },
      quote: { type: 'OWN_ACCOUNT', debitAccountId: MAIN_ID, creditAccountId: SAVING_ID, amount: '125.500' },
    });
  });

  it('pays a saved national payee with its RIB, name and id, the reason and a later date', () => {
    const draft = draftOf('NATIONAL', {
      beneficiaryId: PAYEE_ID,
      payeeName: 'Sami Ben Salah',
      rib: OTHER_BANK_RIB,
      reason: '  Loyer mars ',
      executionDate: '2026-12-04',
    });
    const request = buildTransferRequest(draft, 'TND');
    expect(request.call).toBe('transfer/localTransfer');
    expect(request.body).toEqual({
      debitAccountId: MAIN_ID,
      amount: '150.000',
      reason: 'Loyer mars',
      executionDate: '2026-12-04',
      payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah', beneficiaryId: PAYEE_ID },
    });
    expect(request.quote).toMatchObject({ type: 'NATIONAL', payee: { beneficiaryId: PAYEE_ID } });
  });

  it('sends a new payee inside the bank to addwithinbank, its typed RIB without spaces and no id', () => {
    const draft = draftOf('WITHINBANK', {
      payeeMode: 'new',
      beneficiaryId: PAYEE_ID,
      payeeName: 'Leila Gharbi ',
      rib: '32 004 0001234567890 12',
    });
    const request = buildTransferRequest(draft, 'TND');
    expect(request.call).toBe('transfer/addwithinbank');
    expect(request.body).toMatchObject({ payee: { rib: '32004000123456789012', name: 'Leila Gharbi' } });
    expect(request.body).not.toHaveProperty('payee.beneficiaryId');
  });

  it('sends an international transfer in its currency, with the cents the currency has', () => {
    const draft = draftOf('INTERNATIONAL', {
      beneficiaryId: PAYEE_ID,
      payeeName: 'Yasmine Gharbi',
      iban: 'FR7630002005500000157841225',
      bic: 'CRLYFRPP',
      currency: 'EUR',
      amount: '500',
    });
    expect(buildTransferRequest(draft, 'EUR').body).toMatchObject({
      amount: '500.00',
      currency: 'EUR',
      payee: { iban: 'FR7630002005500000157841225', bic: 'CRLYFRPP', beneficiaryId: PAYEE_ID },
    });
  });

  it('types the amount in the credited account’s currency between own accounts', () => {
    const draft = draftOf('OWN_ACCOUNT', { creditAccountId: EURO_ID });
    const credit = ACCOUNTS.find((account) => account.id === EURO_ID);
    expect(getAmountCurrency(draft, credit?.currency)).toBe('EUR');
    expect(getAmountCurrency(draftOf('NATIONAL'), undefined)).toBe('TND');
    expect(getAmountCurrency(draftOf('INTERNATIONAL', { currency: 'USD' }), undefined)).toBe('USD');
  });
});

describe('a draft kept in the history', () => {
  it('is read back only when it is a whole draft of the same type', () => {
    const draft = draftOf('NATIONAL');
    expect(readDraft(JSON.parse(JSON.stringify(draft)), 'NATIONAL')).toEqual(draft);
    expect(readDraft(draft, 'WITHINBANK')).toBeNull();
    expect(readDraft({ ...draft, amount: 150 }, 'NATIONAL')).toBeNull();
    expect(readDraft(null, 'NATIONAL')).toBeNull();
  });
});
