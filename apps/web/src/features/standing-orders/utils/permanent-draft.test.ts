import { describe, expect, it } from 'vitest';
import {
  checkPermanentDraft,
  createEmptyDraft,
  getDefaultFirstExecutionDate,
  toDraftField,
  toDraftPayees,
} from './permanent-draft';

const MAIN = '42164d74-a6e6-48f4-8fff-5d3b22800a62';
const SAVING = '618ccd26-3d3e-4a70-948b-75d9af55d6d4';
const LANDLORD = {
  id: '0b1f3a52-9a55-4d7b-b3f6-0a61b3c0de11',
  rib: '08001000123456789013',
  name: 'Mohamed Khelifi',
};
const context = { today: '2026-11-20', payees: [LANDLORD] };

const filled = {
  ...createEmptyDraft(MAIN),
  beneficiaryId: LANDLORD.id,
  amount: '750,5',
  firstExecutionDate: '2026-12-02',
};

describe('checkPermanentDraft', () => {
  it('builds the order to a saved beneficiary, paid by RIB under its name', () => {
    const check = checkPermanentDraft({ ...filled, reason: ' Loyer ' }, context);
    expect(check).toEqual({
      request: {
        debitAccountId: MAIN,
        payee: { rib: LANDLORD.rib, name: LANDLORD.name, beneficiaryId: LANDLORD.id },
        amount: '750,5',
        reason: 'Loyer',
        frequency: 'MONTHLY',
        firstExecutionDate: '2026-12-02',
      },
      errors: null,
    });
  });

  it('builds an order between own accounts, with an end date', () => {
    const check = checkPermanentDraft(
      { ...filled, target: 'OWN_ACCOUNT', creditAccountId: SAVING, lastExecutionDate: '2027-06-30' },
      context,
    );
    expect(check.request).toMatchObject({ creditAccountId: SAVING, lastExecutionDate: '2027-06-30' });
    expect(check.request).not.toHaveProperty('payee');
  });

  it('asks for what is missing', () => {
    const check = checkPermanentDraft(createEmptyDraft(), context);
    expect(check.errors).toEqual({
      debitAccountId: { key: 'required' },
      beneficiaryId: { key: 'required' },
      amount: { key: 'required' },
      firstExecutionDate: { key: 'required' },
    });
  });

  it('refuses a wrong amount, a zero amount and an account paying itself', () => {
    expect(checkPermanentDraft({ ...filled, amount: '12.3456' }, context).errors).toEqual({
      amount: { key: 'InvalidNumber' },
    });
    expect(checkPermanentDraft({ ...filled, amount: '0,000' }, context).errors).toEqual({
      amount: { key: 'min', params: { min: '0,001' } },
    });
    const own = { ...filled, target: 'OWN_ACCOUNT' as const, creditAccountId: MAIN };
    expect(checkPermanentDraft(own, context).errors).toEqual({
      creditAccountId: { key: 'invalidSelection' },
    });
  });

  it('keeps the first run between today and a year ahead, and the last one after it', () => {
    expect(checkPermanentDraft({ ...filled, firstExecutionDate: '2026-11-19' }, context).errors).toEqual({
      firstExecutionDate: { key: 'minDate', params: { min: '2026-11-20' } },
    });
    expect(checkPermanentDraft({ ...filled, firstExecutionDate: '2027-11-21' }, context).errors).toEqual({
      firstExecutionDate: { key: 'maxDate', params: { max: '2027-11-20' } },
    });
    expect(checkPermanentDraft({ ...filled, lastExecutionDate: '2026-12-01' }, context).errors).toEqual({
      lastExecutionDate: { key: 'periodReversed' },
    });
  });

  it('refuses special characters in the reason', () => {
    expect(checkPermanentDraft({ ...filled, reason: 'Loyer <b>' }, context).errors).toEqual({
      reason: { key: 'specialCharactersValidation' },
    });
  });
});

describe('toDraftField', () => {
  it('maps the server’s field paths onto the form', () => {
    expect(toDraftField('payee.rib')).toBe('beneficiaryId');
    expect(toDraftField('firstExecutionDate')).toBe('firstExecutionDate');
    expect(toDraftField('somethingElse')).toBeUndefined();
  });
});

describe('toDraftPayees', () => {
  it('keeps the beneficiaries paid by RIB, named in full, in alphabetical order', () => {
    const payees = toDraftPayees([
      {
        id: 'b',
        beneficiaryType: 'WITHINBANK',
        firstName: 'Leila',
        lastName: 'Trabelsi',
        rib: '32005009876543210188',
      },
      { id: 'i', beneficiaryType: 'INTERNATIONAL', firstName: 'Sami', lastName: 'Haddad', rib: null },
      {
        id: 'a',
        beneficiaryType: 'LOCAL',
        firstName: 'Karim',
        lastName: 'Jaziri',
        rib: '08001000123456789013',
      },
    ]);
    expect(payees).toEqual([
      { id: 'a', rib: '08001000123456789013', name: 'Karim Jaziri' },
      { id: 'b', rib: '32005009876543210188', name: 'Leila Trabelsi' },
    ]);
  });
});

describe('a new standing order', () => {
  it('proposes tomorrow as its first run, a date the bank accepts', () => {
    expect(getDefaultFirstExecutionDate('2026-11-27')).toBe('2026-11-28');
    expect(getDefaultFirstExecutionDate('2026-12-31')).toBe('2027-01-01');
    const draft = createEmptyDraft('account', getDefaultFirstExecutionDate('2026-11-27'));
    expect(draft.firstExecutionDate).toBe('2026-11-28');
  });
});
