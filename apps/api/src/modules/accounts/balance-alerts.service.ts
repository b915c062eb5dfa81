/**
 * Balance alerts (account/updateMinAndMaxAmount): the accounts with thresholds are compared with
 * them every minute; crossing into BELOW the low one or ABOVE the high one tells the customer once,
 * in the transaction that records the new state, however many operations follow on the same side.
 * The first look after thresholds are set only records where the balance stands.
 */
import { type CurrencyCode, createMoney, formatMoneyPlain } from '@baraka/domain';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { balanceAlertStates, ledgerAccounts } from '../../db/schema/index.ts';
import { insertNotification } from '../notifications/index.ts';

type AlertState = 'BELOW' | 'WITHIN' | 'ABOVE';

const stateOf = (balance: bigint, min: bigint | null, max: bigint | null): AlertState => {
  if (min !== null && balance < min) {
    return 'BELOW';
  }
  return max !== null && balance > max ? 'ABOVE' : 'WITHIN';
};

type Watched = {
  id: string;
  customerId: string | null;
  currency: string;
  accountNumber: string;
  balance: bigint;
  min: bigint | null;
  max: bigint | null;
  state: string | null;
};

const notifyCrossing = async (db: AppDb, account: Watched, state: 'BELOW' | 'ABOVE', at: Date) => {
  const amount = `${formatMoneyPlain(createMoney(account.balance, account.currency as CurrencyCode))} ${account.currency}`;
  const number = `•••• ${account.accountNumber.slice(-4)}`;
  const isLow = state === 'BELOW';
  await insertNotification(db, {
    customerId: account.customerId ?? '',
    userId: null,
    category: 'DEFAULT',
    key: isLow ? 'BALANCE_BELOW_THRESHOLD' : 'BALANCE_ABOVE_THRESHOLD',
    params: { account: number, amount },
    title: isLow
      ? { fr: 'Solde sous votre seuil', en: 'Balance below your threshold', ar: 'الرصيد دون الحد الذي حددته' }
      : {
          fr: 'Solde au-dessus de votre seuil',
          en: 'Balance above your threshold',
          ar: 'الرصيد فوق الحد الذي حددته',
        },
    content: {
      fr: `Le solde du compte ${number} est de ${amount}, ${isLow ? 'sous' : 'au-dessus de'} votre seuil d'alerte.`,
      en: `The balance of account ${number} is ${amount}, ${isLow ? 'below' : 'above'} your alert threshold.`,
      ar: `رصيد الحساب ${number} هو ${amount}، ${isLow ? 'دون' : 'فوق'} حد التنبيه الذي حددته.`,
    },
    subjectId: account.id,
    link: '/accounts',
    at,
  });
};

/** One look at every account with thresholds; answers how many customers were told. */
export async function runBalanceAlerts(db: AppDb, now: Date): Promise<{ notified: number }> {
  const watched: Watched[] = await db
    .select({
      id: ledgerAccounts.id,
      customerId: ledgerAccounts.customerId,
      currency: ledgerAccounts.currency,
      accountNumber: ledgerAccounts.accountNumber,
      balance: ledgerAccounts.balanceMinor,
      min: ledgerAccounts.alertMinMinor,
      max: ledgerAccounts.alertMaxMinor,
      state: balanceAlertStates.state,
    })
    .from(ledgerAccounts)
    .leftJoin(balanceAlertStates, eq(balanceAlertStates.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.owner, 'CUSTOMER'),
        or(isNotNull(ledgerAccounts.alertMinMinor), isNotNull(ledgerAccounts.alertMaxMinor)),
      ),
    );
  let notified = 0;
  for (const account of watched) {
    const next = stateOf(account.balance, account.min, account.max);
    if (account.state === next) {
      continue;
    }
    const previous = account.state;
    notified += await db.transaction(async (tx) => {
      // Claimed from the state read: a runner on another replica that got there first wins.
      const claimed =
        previous === null
          ? await tx
              .insert(balanceAlertStates)
              .values({ accountId: account.id, state: next, changedAt: now })
              .onConflictDoNothing()
              .returning({ id: balanceAlertStates.accountId })
          : await tx
              .update(balanceAlertStates)
              .set({ state: next, changedAt: now })
              .where(
                and(eq(balanceAlertStates.accountId, account.id), eq(balanceAlertStates.state, previous)),
              )
              .returning({ id: balanceAlertStates.accountId });
      if (claimed.length === 0 || previous === null || next === 'WITHIN') {
        return 0;
      }
      await notifyCrossing(tx, account, next, now);
      return 1;
    });
  }
  return { notified };
}

/** New thresholds: where the balance stands is looked at afresh (no alert for the change itself). */
export async function forgetBalanceAlertState(db: AppDb, accountId: string): Promise<void> {
  await db.delete(balanceAlertStates).where(eq(balanceAlertStates.accountId, accountId));
}
