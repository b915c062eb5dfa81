/**
 * Who receives a transfer: one of the customer's accounts, an account of this bank found by its
 * RIB (bank code 32), another Tunisian bank's RIB, or an IBAN abroad. The transfer keeps a copy,
 * and the id of the saved payee it came from, which must be one of the caller's own.
 */
import { BANK_CODE, isPayeeNameMatch, isValidIban, isValidRib } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { bankCustomers, ledgerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, noSuchAccount, type VisibleAccount } from '../accounts/index.ts';
import { findOwnBeneficiaryOrFail } from '../beneficiaries/index.ts';
import { fieldError, transferError } from './transfer-errors.ts';
import type { PayeeInput, TransferOrder } from './transfer-order.ts';

export type PayeeSnapshot = {
  name: string;
  rib: string | null;
  iban: string | null;
  bic: string | null;
  country: string | null;
  beneficiaryId: string | null;
  accountId: string | null;
};

/** Accounts of an order the user may see, by id. */
export type ReadAccounts = ReadonlyMap<string, VisibleAccount>;

/** The accounts an order names: the debited one, and the own account it credits. */
export const orderAccountIds = (order: TransferOrder): string[] =>
  order.kind === 'OWN_ACCOUNT' && order.creditAccountId
    ? [order.debitAccountId, order.creditAccountId]
    : [order.debitAccountId];

export type ResolvedPayee = {
  /** The account credited inside the bank; null when the money leaves the bank. */
  creditAccount: VisibleAccount | null;
  /** What the payee receives. */
  currency: string;
  snapshot: PayeeSnapshot;
};

const snapshotOf = (payee: PayeeInput, extra: Partial<PayeeSnapshot> = {}): PayeeSnapshot => ({
  name: payee.name ?? '',
  rib: payee.rib ?? null,
  iban: payee.iban ?? null,
  bic: payee.bic ?? null,
  country: payee.country ?? null,
  beneficiaryId: payee.beneficiaryId ?? null,
  accountId: null,
  ...extra,
});

const requireActive = (account: VisibleAccount) => {
  if (account.status !== 'ACTIVE') {
    throw new AppError('ACCOUNT_INACTIVE', { result: { accountId: account.id } });
  }
};

const checkRib = (rib: string | undefined): string => {
  if (!rib || !isValidRib(rib)) {
    throw fieldError('payee.rib', 'invalidRib');
  }
  return rib;
};

async function resolveOwnAccount(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  debit: VisibleAccount,
  read: ReadAccounts | undefined,
) {
  const creditId = order.creditAccountId ?? '00000000-0000-0000-0000-000000000000';
  const credit = read ? read.get(creditId) : await getVisibleAccount(db, auth, creditId);
  if (!credit) {
    throw noSuchAccount();
  }
  if (credit.id === debit.id) {
    throw fieldError('creditAccountId', 'invalidSelection');
  }
  requireActive(credit);
  const snapshot = snapshotOf({ name: credit.title, rib: credit.rib }, { accountId: credit.id });
  return { creditAccount: credit, currency: credit.currency, snapshot };
}

async function resolveWithinBank(
  db: AppDb,
  order: TransferOrder,
  debit: VisibleAccount,
): Promise<ResolvedPayee> {
  const payee = order.payee ?? {};
  const rib = checkRib(payee.rib);
  if (!rib.startsWith(BANK_CODE)) {
    throw fieldError('payee.rib', 'invalidRib', { bankCode: BANK_CODE });
  }
  const [found] = await db
    .select({ account: ledgerAccounts, holder: bankCustomers.name })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(ledgerAccounts.customerId, bankCustomers.id))
    .where(and(eq(ledgerAccounts.rib, rib), eq(ledgerAccounts.owner, 'CUSTOMER')));
  if (found?.account.status !== 'ACTIVE') {
    throw transferError('PAYEE_UNKNOWN', 'No open account of the bank has this RIB');
  }
  if (found.account.id === debit.id) {
    throw fieldError('payee.rib', 'invalidSelection');
  }
  if (order.checkPayeeName && !isPayeeNameMatch(payee.name ?? '', found.holder)) {
    throw transferError('PAYEE_NAME_MISMATCH', "The name given is not the account holder's");
  }
  return { creditAccount: found.account, currency: found.account.currency, snapshot: snapshotOf(payee) };
}

function resolveNational(order: TransferOrder, debit: VisibleAccount): ResolvedPayee {
  const payee = order.payee ?? {};
  const rib = checkRib(payee.rib);
  if (rib.startsWith(BANK_CODE)) {
    // An account of this bank is paid at once as a within-bank transfer, not through the clearing.
    throw fieldError('payee.rib', 'invalidRib', { reason: 'SAME_BANK' });
  }
  if (debit.currency !== 'TND') {
    throw fieldError('debitAccountId', 'invalidSelection', { currency: 'TND' });
  }
  return { creditAccount: null, currency: 'TND', snapshot: snapshotOf(payee) };
}

function resolveInternational(order: TransferOrder): ResolvedPayee {
  const payee = order.payee ?? {};
  const iban = payee.iban ?? '';
  if (!isValidIban(iban)) {
    throw fieldError('payee.iban', 'pattern');
  }
  if (iban.startsWith('TN')) {
    throw fieldError('payee.iban', 'pattern', { reason: 'DOMESTIC' });
  }
  const snapshot = snapshotOf(payee, { country: payee.country ?? iban.slice(0, 2) });
  return { creditAccount: null, currency: order.currency ?? 'TND', snapshot };
}

/**
 * The payee of an order. `read`: the order's accounts the user may see, when the caller read them
 * already (see orderAccountIds); an own account credited is then taken from there.
 */
export async function resolvePayee(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  debit: VisibleAccount,
  read?: ReadAccounts,
): Promise<ResolvedPayee> {
  const beneficiaryId = order.payee?.beneficiaryId;
  if (beneficiaryId) {
    // The saved payee it was picked from is the caller's own: another customer's id is not found.
    await findOwnBeneficiaryOrFail(db, auth, beneficiaryId);
  }
  switch (order.kind) {
    case 'OWN_ACCOUNT':
      return resolveOwnAccount(db, auth, order, debit, read);
    case 'WITHINBANK':
      return resolveWithinBank(db, order, debit);
    case 'NATIONAL':
      return resolveNational(order, debit);
    case 'INTERNATIONAL':
      return resolveInternational(order);
  }
}
