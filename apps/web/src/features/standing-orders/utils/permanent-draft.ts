/**
 * The standing-order form as typed (spec §3 "Permanent transfer": debit account, payee, amount,
 * frequency, first and last execution dates) and its check before review: the contract's schema,
 * plus the server's date window, each failure a form key of spec §5.
 */

import { FORM_KEYS, type FormKey } from '@baraka/contracts/shared/errors';
import {
  PERMANENT_TRANSFER_FREQUENCIES,
  type PermanentTransferRequest,
  permanentTransferSchema,
} from '@baraka/contracts/transfers/requests';
import { addDays } from '@baraka/domain/calendar/calendar-date';

export type PermanentFrequency = (typeof PERMANENT_TRANSFER_FREQUENCIES)[number];
export type PermanentTarget = 'BENEFICIARY' | 'OWN_ACCOUNT';
export type PermanentDraft = {
  debitAccountId: string;
  target: PermanentTarget;
  beneficiaryId: string;
  creditAccountId: string;
  amount: string;
  frequency: PermanentFrequency;
  firstExecutionDate: string;
  /** Empty: until cancelled. */
  lastExecutionDate: string;
  reason: string;
};
export type PermanentDraftField = Exclude<keyof PermanentDraft, 'target'>;
export type DraftError = { key: FormKey; params?: Record<string, string | number> };
export type DraftErrors = Partial<Record<PermanentDraftField, DraftError>>;
/** A saved beneficiary as an order pays it. */
export type DraftPayee = { id: string; rib: string; name: string };

export const FREQUENCIES = PERMANENT_TRANSFER_FREQUENCIES;
/** The first run may be set up to a year ahead (the server's rule). */
export const MAX_FIRST_DATE_DAYS = 365;

/** The first run a new order proposes: tomorrow, the first day it can still be set up for. */
export function getDefaultFirstExecutionDate(today: string): string {
  return addDays(today, 1);
}

export function createEmptyDraft(debitAccountId = '', firstExecutionDate = ''): PermanentDraft {
  return {
    debitAccountId,
    target: 'BENEFICIARY',
    beneficiaryId: '',
    creditAccountId: '',
    amount: '',
    frequency: 'MONTHLY',
    firstExecutionDate,
    lastExecutionDate: '',
    reason: '',
  };
}

const FIELD_OF_PATH: Record<string, PermanentDraftField> = {
  payee: 'beneficiaryId',
  creditAccountId: 'creditAccountId',
  debitAccountId: 'debitAccountId',
  amount: 'amount',
  reason: 'reason',
  frequency: 'frequency',
  firstExecutionDate: 'firstExecutionDate',
  lastExecutionDate: 'lastExecutionDate',
};

/** Maps a server field ("payee.rib") to the form's field. */
export const toDraftField = (path: string): PermanentDraftField | undefined =>
  FIELD_OF_PATH[path.split('.')[0] ?? ''];

const isFormKey = (text: string): text is FormKey => (FORM_KEYS as readonly string[]).includes(text);

function buildRequest(draft: PermanentDraft, payee: DraftPayee | undefined) {
  const isOwn = draft.target === 'OWN_ACCOUNT';
  return {
    debitAccountId: draft.debitAccountId,
    ...(isOwn ? { creditAccountId: draft.creditAccountId } : {}),
    ...(!isOwn && payee ? { payee: { rib: payee.rib, name: payee.name, beneficiaryId: payee.id } } : {}),
    amount: draft.amount.trim(),
    ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
    frequency: draft.frequency,
    firstExecutionDate: draft.firstExecutionDate,
    ...(draft.lastExecutionDate ? { lastExecutionDate: draft.lastExecutionDate } : {}),
  };
}

export type DraftCheck =
  | { request: PermanentTransferRequest; errors: null }
  | { request: null; errors: DraftErrors };

export function checkPermanentDraft(
  draft: PermanentDraft,
  context: { today: string; payees: readonly DraftPayee[] },
): DraftCheck {
  const errors: DraftErrors = {};
  const required: PermanentDraftField[] = [
    'debitAccountId',
    draft.target === 'OWN_ACCOUNT' ? 'creditAccountId' : 'beneficiaryId',
    'amount',
    'firstExecutionDate',
  ];
  for (const field of required) {
    if (draft[field].trim() === '') {
      errors[field] = { key: 'required' };
    }
  }
  const payee = context.payees.find((item) => item.id === draft.beneficiaryId);
  if (draft.target === 'BENEFICIARY' && draft.beneficiaryId && !payee) {
    errors.beneficiaryId = { key: 'invalidSelection' };
  }
  if (
    draft.target === 'OWN_ACCOUNT' &&
    draft.creditAccountId &&
    draft.creditAccountId === draft.debitAccountId
  ) {
    errors.creditAccountId = { key: 'invalidSelection' };
  }
  const parsed = permanentTransferSchema.safeParse(buildRequest(draft, payee));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = toDraftField(issue.path.join('.'));
      if (field) {
        errors[field] ??= { key: isFormKey(issue.message) ? issue.message : 'invalidType' };
      }
    }
  }
  if (!errors.amount && /^[0,.]+$/.test(draft.amount.trim())) {
    errors.amount = { key: 'min', params: { min: '0,001' } };
  }
  const maxFirst = addDays(context.today, MAX_FIRST_DATE_DAYS);
  if (!errors.firstExecutionDate && draft.firstExecutionDate < context.today) {
    errors.firstExecutionDate = { key: 'minDate', params: { min: context.today } };
  } else if (!errors.firstExecutionDate && draft.firstExecutionDate > maxFirst) {
    errors.firstExecutionDate = { key: 'maxDate', params: { max: maxFirst } };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { request: null, errors };
  }
  return { request: parsed.data, errors: null };
}

type SavedBeneficiary = {
  id: string;
  beneficiaryType: string;
  firstName: string;
  lastName: string;
  rib: string | null;
};

/** The saved beneficiaries an order can pay: those with a Tunisian RIB, by name. */
export function toDraftPayees(beneficiaries: readonly SavedBeneficiary[]): DraftPayee[] {
  return beneficiaries
    .filter((item) => item.beneficiaryType !== 'INTERNATIONAL' && item.rib)
    .map((item) => ({ id: item.id, rib: item.rib ?? '', name: `${item.firstName} ${item.lastName}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
