/** One operation in a list: kind icon, label, kind and direction in words, signed amount. */
import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';
import { Text, UnstyledButton } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { OperationIcon } from './operation-icon';
import classes from './transaction-row.module.css';

export function toDetailsUrl(accountId: string, transaction: AccountTransaction): string {
  const params = new URLSearchParams({
    account: accountId,
    id: transaction.id,
    date: transaction.bookingDate,
  });
  return `/accounts/transaction-details?${params.toString()}`;
}

/** What the details page receives: the operation itself (no second call) and where "back" goes. */
export type TransactionLinkState = { transaction: AccountTransaction; backTo: string };

type TransactionRowProps = { accountId: string; transaction: AccountTransaction; backTo: string };

export function TransactionRow({ accountId, transaction, backTo }: TransactionRowProps) {
  const { t } = useTranslation('accounts');
  const isCredit = transaction.direction === 'C';
  return (
    <UnstyledButton
      component={Link}
      to={toDetailsUrl(accountId, transaction)}
      state={{ transaction, backTo } satisfies TransactionLinkState}
      className={classes.row}
      data-testid="transaction-row"
      data-direction={transaction.direction}
    >
      <span className={classes.icon}>
        <OperationIcon kind={transaction.kind} direction={transaction.direction} />
      </span>
      <Text fw={600} fz="sm" className={classes.label} lineClamp={2} dir="auto">
        {transaction.txReason}
      </Text>
      <Text fz="xs" c="dimmed" className={classes.meta}>
        {t(`kinds.${transaction.kind}`)} ·{' '}
        <span data-testid="transaction-direction">{t(`directions.${transaction.direction}`)}</span>
      </Text>
      <Amount
        value={transaction.txAmount}
        currency={transaction.txFromCurrency}
        signed
        fw={700}
        fz="sm"
        c={isCredit ? 'teal.9' : undefined}
        className={classes.amount}
        data-testid="transaction-amount"
      />
    </UnstyledButton>
  );
}
