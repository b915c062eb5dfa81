/** One transfer in the history: type icon, payee, type and date, amount with its status in words. */
import type { TransferInfo } from '@baraka/contracts/transfers/schemas';
import { Text } from '@mantine/core';
import { formatDate } from '../../lib/format';
import { Link } from '../../lib/router';
import { hasConversion } from '../../lib/transfer-detail-view';
import { useTranslation } from '../../lib/use-translation';
import { Amount } from './amount';
import classes from './transfer-row.module.css';
import { TransferStatusBadge } from './transfer-status-badge';
import { TransferTypeIcon } from './transfer-type-icon';

export const toTransferDetailsUrl = (id: string) =>
  `/transfers/transfer-details?id=${encodeURIComponent(id)}`;

/** Where "back" on the details page goes: the history as it was filtered. */
export type TransferLinkState = { backTo: string };

export function TransferRow({ info, backTo }: { info: TransferInfo; backTo: string }) {
  const { t, i18n } = useTranslation('transfer-history');
  const date = formatDate(Date.parse(`${info.executionDate}T12:00:00Z`), i18n.language, 'medium');
  return (
    <Link
      to={toTransferDetailsUrl(info.id)}
      state={{ backTo } satisfies TransferLinkState}
      className={classes.row}
      data-testid="transfer-row"
      data-status={info.status}
      data-execution-date={info.executionDate}
    >
      <TransferTypeIcon type={info.type} />
      <div className={classes.text}>
        <Text fw={600} fz="sm" className={classes.name} lineClamp={1}>
          {info.payee.name}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={1} data-testid="transfer-row-date">
          {date} · {t(`types.${info.type}`)}
        </Text>
        {info.reason && (
          <Text fz="xs" c="dimmed" lineClamp={1}>
            <bdi>{info.reason}</bdi>
          </Text>
        )}
      </div>
      <div className={classes.figures}>
        <Amount
          value={`-${info.amount}`}
          currency={info.currencyReceiver}
          fw={700}
          fz="sm"
          c={info.status === 'REJECTED' || info.status === 'FAILED' ? 'dimmed' : undefined}
          td={info.status === 'REJECTED' || info.status === 'FAILED' ? 'line-through' : undefined}
          data-testid="transfer-amount"
        />
        {hasConversion(info) && (
          <Amount value={info.amountConverter} currency={info.currencySender} fz="xs" c="dimmed" />
        )}
        <TransferStatusBadge status={info.status} size="sm" />
      </div>
    </Link>
  );
}
