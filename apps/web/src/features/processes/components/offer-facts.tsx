/** The bank's offer: amount financed, duration, profit rate, instalment, total profit and sale price. */
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

export function OfferFacts({ offer }: { offer: NonNullable<ProcessView['offer']> }) {
  const { t, i18n } = useTranslation('processes');
  const money = (value: string) => (
    <Amount value={value} currency="TND" fz="sm" fw={600} isHideable={false} />
  );
  const rows: DetailRow[] = [
    { key: 'amount', label: t('offer.amount'), value: money(offer.amount) },
    { key: 'months', label: t('offer.months'), value: t('offer.monthsValue', { count: offer.months }) },
    { key: 'rate', label: t('offer.rate'), value: <bdi dir="ltr">{`${offer.annualProfitRate} %`}</bdi> },
    { key: 'instalment', label: t('offer.instalment'), value: money(offer.instalment) },
    { key: 'profit', label: t('offer.profit'), value: money(offer.totalProfit) },
    { key: 'salePrice', label: t('offer.salePrice'), value: money(offer.salePrice) },
    { key: 'first', label: t('offer.firstDue'), value: formatIsoDate(offer.firstDueDate, i18n.language) },
  ];
  return <DetailRows rows={rows} />;
}
