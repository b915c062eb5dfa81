/** What a card is: product, kind, linked account, holder, expiry, status, limits and open holds. */
import type { Card } from '@baraka/contracts/cards/schemas';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { toCardExpiry } from './card-visual';

export function CardFacts({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('cards');
  const money = (value: string, isHideable = true) => (
    <Amount value={value} currency={card.currency} fz="sm" fw={600} isHideable={isHideable} />
  );
  const rows: DetailRow[] = [
    { key: 'product', label: t('facts.product'), value: `${card.wording} (${card.abrvWording})` },
    { key: 'kind', label: t('facts.kind'), value: t(`kinds.${card.kind}`) },
    { key: 'number', label: t('facts.number'), value: <MaskedNumber value={card.cardNumber} /> },
    { key: 'account', label: t('facts.account'), value: <MaskedNumber value={card.accountNumber} /> },
    { key: 'holder', label: t('card.holder'), value: card.holderName },
    {
      key: 'expiry',
      label: t('card.expires'),
      value: <bdi dir="ltr">{toCardExpiry(card.expirationDate)}</bdi>,
    },
    {
      key: 'status',
      label: t('facts.status'),
      value:
        card.status === 'BLOCKED' && card.blockReason
          ? `${t('status.BLOCKED')} · ${t(`blockReasons.${card.blockReason}`)}${card.blockedAt ? ` · ${formatDate(Date.parse(card.blockedAt), i18n.language, 'medium')}` : ''}`
          : t(`status.${card.status}`),
    },
    {
      key: 'limit',
      label: t('facts.limit'),
      value: (
        <>
          {money(card.limitAmount, false)} · {t(`periodicity.${card.periodicity}`)}
        </>
      ),
    },
    { key: 'ceiling', label: t('facts.ceiling'), value: money(card.productLimit, false) },
    { key: 'holds', label: t('facts.holds'), value: money(card.total) },
    { key: 'balance', label: t('card.available'), value: money(card.balance) },
  ];
  return <DetailRows rows={rows} />;
}
