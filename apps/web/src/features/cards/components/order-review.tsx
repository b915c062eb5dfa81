/** The order to check before the code: product art, account, limit and period, delivery branch, holder. */
import type { CreateCardRequestInput } from '@baraka/contracts/cards/requests';
import type { CardProduct, CardRequestForm } from '@baraka/contracts/cards/schemas';
import { Center, Stack } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { useTranslation } from '../../../lib/use-translation';
import { CardVisual } from './card-visual';

type OrderReviewProps = {
  request: CreateCardRequestInput;
  form: CardRequestForm;
  product: CardProduct | undefined;
  branchName: string;
};

export function OrderReview({ request, form, product, branchName }: OrderReviewProps) {
  const { t } = useTranslation('cards');
  const account = form.accounts.find((item) => item.id === request.accountId);
  const rows: DetailRow[] = [
    { key: 'product', label: t('order.product'), value: product?.wording ?? request.productCode },
    {
      key: 'account',
      label: t('order.account'),
      value: account ? (
        <>
          {account.title} · <MaskedNumber value={account.accountNumber} />
        </>
      ) : (
        ''
      ),
    },
    {
      key: 'limit',
      label: t('order.limit'),
      value: (
        <>
          <Amount
            value={request.limit}
            currency={product?.currency ?? 'TND'}
            fz="sm"
            fw={600}
            isHideable={false}
          />{' '}
          · {t(`periodicity.${request.periodicity}`)}
        </>
      ),
    },
    { key: 'branch', label: t('order.branch'), value: branchName },
    { key: 'holder', label: t('card.holder'), value: form.holderName },
  ];
  return (
    <Stack gap="md">
      {product && (
        <Center>
          <CardVisual
            family={product.family}
            wording={product.wording}
            cardProductCode={product.productCode}
            cardNumber="•••• •••• •••• ••••"
            holderName={form.holderName}
            expirationDate="••••-••"
            status="ACTIVE"
            blockReason={null}
          />
        </Center>
      )}
      <DetailRows rows={rows} />
    </Stack>
  );
}
