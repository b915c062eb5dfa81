/** A transfer's facts as two lists: who and which accounts, then the figures and the dates. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { Anchor } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import type { DetailRow } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDateTime, formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import {
  addDecimals,
  formatPayeeAccount,
  getPayeeBankName,
  hasConversion,
} from '../../../lib/transfer-detail-view';
import type { TFunction } from '../../../lib/translator';

export type DetailSection = { key: string; title: string; rows: DetailRow[] };

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

export function getTransferDetailRows(
  transfer: TransferDetail,
  account: Account | undefined,
  t: TFunction,
  language: string,
): DetailSection[] {
  const payeeAccount = formatPayeeAccount(transfer.payee);
  const bankName = getPayeeBankName(transfer.payee);
  const money = (value: string, currency: string) => (
    <Amount value={value} currency={currency} fz="sm" fw={600} isHideable={false} />
  );
  /** A row only when its value exists; built lazily, so nothing absent is ever formatted. */
  const optional = (isShown: unknown, row: () => DetailRow): DetailRow[] => (isShown ? [row()] : []);

  const parties: DetailRow[] = [
    { key: 'payee', label: t('detail.payee'), value: transfer.payee.name },
    ...optional(payeeAccount, () => ({
      key: 'payeeAccount',
      label: t('detail.payeeAccount'),
      value: ltr(payeeAccount ?? ''),
    })),
    ...optional(bankName, () => ({ key: 'payeeBank', label: t('detail.payeeBank'), value: bankName })),
    ...optional(transfer.payee.bic, () => ({
      key: 'bic',
      label: t('detail.bic'),
      value: ltr(transfer.payee.bic ?? ''),
    })),
    ...optional(transfer.payee.country, () => ({
      key: 'country',
      label: t('detail.country'),
      value: ltr(transfer.payee.country ?? ''),
    })),
    {
      key: 'debitAccount',
      label: t('detail.debitAccount'),
      value: account ? (
        <>
          {account.title} · <MaskedNumber value={account.accountNumber} />
        </>
      ) : (
        <MaskedNumber value={transfer.debitAccount} />
      ),
    },
    ...optional(transfer.reason, () => ({
      key: 'reason',
      label: t('detail.reason'),
      value: transfer.reason,
    })),
    { key: 'orderNumber', label: t('detail.orderNumber'), value: ltr(transfer.transactionNumber) },
    ...optional(transfer.reference, () => ({
      key: 'reference',
      label: t('detail.reference'),
      value: ltr(transfer.reference ?? ''),
    })),
    ...optional(transfer.standingOrderId, () => ({
      key: 'standingOrder',
      label: t('detail.standingOrder'),
      value: (
        <Anchor
          component={Link}
          to={`/transfers/permanent-detail?id=${transfer.standingOrderId ?? ''}`}
          fz="sm"
          fw={600}
        >
          {t('detail.openStandingOrder')}
        </Anchor>
      ),
    })),
  ];

  const isConverted = hasConversion(transfer);
  const figures: DetailRow[] = [
    { key: 'amount', label: t('detail.amount'), value: money(transfer.amount, transfer.currencyReceiver) },
    ...optional(transfer.appliedRate, () => ({
      key: 'rate',
      label: t('detail.rate'),
      value: ltr(
        t('detail.rateValue', {
          receiver: transfer.currencyReceiver,
          rate: transfer.appliedRate,
          sender: transfer.currencySender,
        }),
      ),
    })),
    ...optional(isConverted, () => ({
      key: 'converted',
      label: t('detail.converted'),
      value: money(transfer.amountConverter, transfer.currencySender),
    })),
    { key: 'fees', label: t('detail.fees'), value: money(transfer.fees, transfer.currencySender) },
    {
      key: 'totalDebit',
      label: t('detail.totalDebit'),
      value: money(addDecimals(transfer.amountConverter, transfer.fees), transfer.currencySender),
    },
    {
      key: 'orderedAt',
      label: t('detail.orderedAt'),
      value: formatDateTime(transfer.transactionDate, language),
    },
    {
      key: 'executionDate',
      label: t('detail.executionDate'),
      value: formatIsoDate(transfer.executionDate, language),
    },
    ...optional(transfer.executedAt, () => ({
      key: 'executedAt',
      label: t('detail.executedAt'),
      value: formatDateTime(transfer.executedAt ?? '', language),
    })),
    ...optional(transfer.statusReason, () => ({
      key: 'statusReason',
      label: t('detail.statusReason'),
      value: t([`statusReasons.${transfer.statusReason}`, 'statusReasons.other']),
    })),
  ];

  return [
    { key: 'parties', title: t('detail.partiesTitle'), rows: parties },
    { key: 'figures', title: t('detail.figuresTitle'), rows: figures },
  ];
}
