/**
 * Checks a transfer before it is quoted: the choices a person must make, the payee's RIB, the
 * amount against the currency's decimals, the pack's bounds and the balance available, then the
 * contract's own schema (the same one the API validates with). Problems are form keys; the page
 * translates them.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import {
  internationalTransferSchema,
  localTransferSchema,
  newWithinBankTransferSchema,
  ownAccountTransferSchema,
  withinBankTransferSchema,
} from '@baraka/contracts/transfers/requests';
import { checkBeneficiaryRib } from '@baraka/domain/beneficiaries/beneficiary-rules';
import { normalizeRib } from '@baraka/domain/rib/rib-key';
import { getCurrencyDigits } from '../../../lib/money-format';
import { toMinorUnits } from './amount-input';
import { buildTransferRequest, getAmountCurrency, isNewPayee, type TransferDraft } from './transfer-draft';

export type DraftField =
  | 'debitAccountId'
  | 'creditAccountId'
  | 'beneficiaryId'
  | 'rib'
  | 'payeeName'
  | 'currency'
  | 'amount'
  | 'reason'
  | 'executionDate';

export type FieldProblem = { key: string; params?: Record<string, string | number | boolean> };
export type DraftProblems = Partial<Record<DraftField, FieldProblem>>;

export type ValidationContext = {
  accounts: readonly Account[];
  /** Per-transfer bounds in dinars (transfer config), as decimal text. */
  limits: { min: string; max: string } | null;
  /** The first and last day a transfer may be dated (YYYY-MM-DD). */
  firstDeferredDate: string;
  lastDeferredDate: string;
};

/** Where an API or schema field lands in the form. */
export function toDraftField(field: string): DraftField | null {
  const fields: Record<string, DraftField> = {
    debitAccountId: 'debitAccountId',
    creditAccountId: 'creditAccountId',
    amount: 'amount',
    reason: 'reason',
    executionDate: 'executionDate',
    currency: 'currency',
    'payee.rib': 'rib',
    'payee.name': 'payeeName',
    'payee.iban': 'beneficiaryId',
    'payee.bic': 'beneficiaryId',
    'payee.country': 'beneficiaryId',
    'payee.beneficiaryId': 'beneficiaryId',
  };
  return fields[field] ?? null;
}

const SCHEMAS = {
  OWN_ACCOUNT: ownAccountTransferSchema,
  WITHINBANK: withinBankTransferSchema,
  NATIONAL: localTransferSchema,
  INTERNATIONAL: internationalTransferSchema,
} as const;

/** A schema's message is a form key when the schema names one; zod's own texts mean a bad choice. */
const toFormKey = (message: string): string => (/^[A-Za-z]+$/.test(message) ? message : 'invalidSelection');

function checkChoices(draft: TransferDraft, context: ValidationContext): DraftProblems {
  const problems: DraftProblems = {};
  const debit = context.accounts.find((account) => account.id === draft.debitAccountId);
  if (!debit) {
    problems.debitAccountId = { key: 'required' };
  } else if (debit.state !== 'ACTIVE') {
    problems.debitAccountId = { key: 'accountInactive' };
  }
  if (draft.type === 'OWN_ACCOUNT') {
    if (!draft.creditAccountId) {
      problems.creditAccountId = { key: 'required' };
    } else if (draft.creditAccountId === draft.debitAccountId) {
      problems.creditAccountId = { key: 'sameAccount' };
    }
    return problems;
  }
  if (!isNewPayee(draft)) {
    if (!draft.beneficiaryId) {
      problems.beneficiaryId = { key: 'required' };
    }
    return problems;
  }
  const rib = normalizeRib(draft.rib);
  const ribProblem =
    rib === '' ? 'required' : checkBeneficiaryRib(draft.type === 'WITHINBANK' ? 'WITHINBANK' : 'LOCAL', rib);
  if (ribProblem) {
    problems.rib = { key: ribProblem };
  } else if (context.accounts.some((account) => account.rib === rib)) {
    problems.rib = { key: 'ribOwnAccount' };
  }
  if (draft.payeeName.trim() === '') {
    problems.payeeName = { key: 'required' };
  }
  return problems;
}

function checkAmount(
  draft: TransferDraft,
  context: ValidationContext,
  currency: string,
): FieldProblem | null {
  const text = draft.amount.trim();
  if (text === '') {
    return { key: 'required' };
  }
  const digits = getCurrencyDigits(currency);
  const minor = toMinorUnits(text, currency);
  if (minor === null) {
    return /^\d+[.,]\d+$/.test(text)
      ? { key: 'amountDecimals', params: { digits } }
      : { key: 'InvalidNumber' };
  }
  if (minor <= 0n) {
    return { key: 'amountPositive' };
  }
  // The pack's bounds are in dinars: another currency is checked on its worth, by the quote.
  if (context.limits && currency === 'TND') {
    const min = toMinorUnits(context.limits.min, 'TND');
    const max = toMinorUnits(context.limits.max, 'TND');
    if (min !== null && minor < min) {
      return { key: 'amountMin', params: { min: context.limits.min, currency } };
    }
    if (max !== null && minor > max) {
      return { key: 'amountMax', params: { max: context.limits.max, currency } };
    }
  }
  const debit = context.accounts.find((account) => account.id === draft.debitAccountId);
  // A deferred transfer is checked against the balance of its day, not today's.
  if (debit && debit.currency === currency && draft.executionDate === '') {
    const available = toMinorUnits(debit.onlineActualBalance, currency);
    if (available !== null && minor > available) {
      return { key: 'amountAboveBalance', params: { available: debit.onlineActualBalance, currency } };
    }
  }
  return null;
}

function checkDate(draft: TransferDraft, context: ValidationContext): FieldProblem | null {
  if (draft.executionDate === '') {
    return null;
  }
  if (draft.executionDate < context.firstDeferredDate) {
    return { key: 'minDate', params: { min: context.firstDeferredDate } };
  }
  if (draft.executionDate > context.lastDeferredDate) {
    return { key: 'maxDate', params: { max: context.lastDeferredDate } };
  }
  return null;
}

/** Every problem of the draft, the first per field; empty when it may be quoted. */
export function validateDraft(draft: TransferDraft, context: ValidationContext): DraftProblems {
  const credit = context.accounts.find((account) => account.id === draft.creditAccountId);
  const currency = getAmountCurrency(draft, credit?.currency);
  const problems = checkChoices(draft, context);
  const amount = checkAmount(draft, context, currency);
  if (amount) {
    problems.amount = amount;
  }
  const date = checkDate(draft, context);
  if (date) {
    problems.executionDate = date;
  }
  const { body } = buildTransferRequest(draft, currency);
  const schema =
    isNewPayee(draft) && draft.type === 'WITHINBANK' ? newWithinBankTransferSchema : SCHEMAS[draft.type];
  const parsed = schema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = toDraftField(issue.path.join('.'));
    if (field && !problems[field]) {
      const max = 'maximum' in issue ? Number(issue.maximum) : null;
      problems[field] = { key: toFormKey(issue.message), ...(max === null ? {} : { params: { max } }) };
    }
  }
  return problems;
}

export const hasProblems = (problems: DraftProblems): boolean => Object.keys(problems).length > 0;
