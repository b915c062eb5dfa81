/** The order's choices: account, product (offered on that account), limit and period, delivery branch. */
import { CARD_PERIODICITIES, type CardProduct, type CardRequestForm } from '@baraka/contracts/cards/schemas';
import type { Branch } from '@baraka/contracts/locator/schemas';
import { Group, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { useLocalize } from '../../../lib/localized';
import { formatMoney } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import { listLimitChoices, type OrderDraft } from '../utils/order-draft';

type OrderFormProps = {
  form: CardRequestForm;
  products: readonly CardProduct[];
  agencies: readonly Branch[];
  draft: OrderDraft;
  missing: readonly (keyof OrderDraft)[];
  onChange: (draft: OrderDraft) => void;
};

type Periodicity = OrderDraft['periodicity'];
const isPeriodicity = (value: string): value is Periodicity =>
  (CARD_PERIODICITIES as readonly string[]).includes(value);

export function OrderForm({ form, products, agencies, draft, missing, onChange }: OrderFormProps) {
  const { t, i18n } = useTranslation('cards');
  const localize = useLocalize();
  const product = products.find((item) => item.productCode === draft.productCode);
  const limits = listLimitChoices(form.limits, product);
  const required = (field: keyof OrderDraft) => (missing.includes(field) ? t('order.required') : undefined);
  const periodicities = form.periodicities.length > 0 ? form.periodicities : CARD_PERIODICITIES;
  return (
    <Stack gap="md">
      <Select
        label={t('order.account')}
        placeholder={t('order.accountPlaceholder')}
        data={form.accounts.map((account) => ({
          value: account.id,
          label: `${account.title} · ${account.accountNumber} · ${formatMoney(account.availableBalance, account.currency, i18n.language)}`,
        }))}
        value={draft.accountId}
        onChange={(value) => onChange({ ...draft, accountId: value, productCode: null, limit: null })}
        error={required('accountId')}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        data-testid="order-account"
      />
      <Select
        label={t('order.product')}
        placeholder={t('order.productPlaceholder')}
        data={products.map((item) => ({
          value: item.productCode,
          label: `${item.wording} · ${t('order.ceiling', { amount: formatMoney(item.onPerToAmount, item.currency, i18n.language) })}`,
        }))}
        value={draft.productCode}
        onChange={(value) => onChange({ ...draft, productCode: value, limit: null })}
        disabled={!draft.accountId}
        error={required('productCode')}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        data-testid="order-product"
      />
      <Group grow align="flex-start" gap="md" wrap="wrap">
        <Select
          label={t('order.limit')}
          placeholder={t('order.limitPlaceholder')}
          data={limits.map((value) => ({
            value,
            label: formatMoney(value, product?.currency ?? 'TND', i18n.language),
          }))}
          value={draft.limit}
          onChange={(value) => onChange({ ...draft, limit: value })}
          disabled={!product}
          error={required('limit')}
          withAsterisk
          miw={200}
          comboboxProps={{ withinPortal: true }}
          data-testid="order-limit"
        />
        <div style={{ minWidth: 200 }}>
          <Input.Label labelElement="div" id="order-periodicity-label" mb={4}>
            {t('limitChange.periodicity')}
          </Input.Label>
          <SegmentedControl
            fullWidth
            aria-labelledby="order-periodicity-label"
            value={draft.periodicity}
            onChange={(value) => isPeriodicity(value) && onChange({ ...draft, periodicity: value })}
            data={periodicities.map((value) => ({ value, label: t(`periodicity.${value}`) }))}
          />
        </div>
      </Group>
      <Select
        label={t('order.branch')}
        description={t('order.branchHint')}
        placeholder={t('order.branchPlaceholder')}
        data={agencies.map((agency) => ({ value: agency.branchID, label: localize(agency.branchName) }))}
        value={draft.agencyCode}
        onChange={(value) => onChange({ ...draft, agencyCode: value })}
        searchable
        error={required('agencyCode')}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        data-testid="order-branch"
      />
    </Stack>
  );
}
