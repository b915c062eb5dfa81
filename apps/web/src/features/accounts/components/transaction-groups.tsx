/** Operations grouped by booking day, each day under a header that stays in view while its rows scroll. */
import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';
import { Paper } from '@mantine/core';
import { formatIsoDayWithWeekday } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { getRelativeDay } from '../utils/day-label';
import { groupByDay } from '../utils/group-by-day';
import classes from './transaction-groups.module.css';
import { TransactionRow } from './transaction-row';

type TransactionGroupsProps = {
  accountId: string;
  transactions: readonly AccountTransaction[];
  today: string;
  /** Where the details page's "back" leads (this list, with its filters). */
  backTo: string;
};

export function TransactionGroups({ accountId, transactions, today, backTo }: TransactionGroupsProps) {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  return (
    <div className={classes.groups}>
      {groupByDay(transactions).map((group) => {
        const relative = getRelativeDay(group.date, today);
        const headingId = `day-${group.date}`;
        return (
          <section key={group.date} aria-labelledby={headingId} data-testid="day-group">
            <h3 id={headingId} className={classes.day}>
              {relative ? t(`days.${relative}`) : formatIsoDayWithWeekday(group.date, i18n.language)}
            </h3>
            <Paper component="ul" withBorder radius="lg" className={classes.list}>
              {group.items.map((transaction) => (
                <li key={transaction.id}>
                  <TransactionRow accountId={accountId} transaction={transaction} backTo={backTo} />
                </li>
              ))}
            </Paper>
          </section>
        );
      })}
    </div>
  );
}
