/**
 * Asking for a financing: product, amount, duration in months, monthly income, employer, the
 * account it is paid into and repaid from (and, for company trade financing, the value it is a share
 * of), and the supporting documents — the one the product requires, and one more if the customer
 * wants. Checked with the contract's schema before it is sent; the bank's refusal is said in words.
 */
import type { AttachmentUpload } from '@baraka/contracts/attachments/schemas';
import { FINANCING_REQUEST_PRODUCTS, type FinancingDocumentKind } from '@baraka/contracts/processes/schemas';
import type { FormKey } from '@baraka/contracts/shared/errors';
import { FINANCING_PRODUCTS } from '@baraka/domain/financing/financing-products';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AccountPicker } from '../../../components/ui/account-picker';
import { AttachmentField } from '../../../components/ui/attachment-field';
import { ApiError } from '../../../lib/api-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { useRefundAccounts } from '../api/refund-accounts';
import { useStartRequest } from '../api/start-request';
import {
  checkDraft,
  type DraftField,
  documentFieldOf,
  EMPTY_DRAFT,
  type RequestDraft,
  requiredDocumentOf,
} from '../utils/request-draft';

const TRADE_PRODUCTS = ['EXPORT_FINANCING', 'IMPORT_FINANCING', 'MARKET_FINANCING'];

export function RequestForm({
  onStarted,
  initial = {},
}: {
  onStarted: (processId: string) => void;
  /** Figures carried from a simulation (product, amount, months). */
  initial?: Partial<RequestDraft>;
}) {
  const { t } = useTranslation('processes');
  const session = useSession();
  // A company asks for its trade financing, an individual for the retail products: the others are refused.
  const isCompany = session.user?.bankCustomer?.kind === 'COMPANY';
  const products = FINANCING_REQUEST_PRODUCTS.filter(
    (code) => FINANCING_PRODUCTS[code].forCompanies === isCompany,
  );
  const accounts = useRefundAccounts();
  const start = useStartRequest();
  const [draft, setDraft] = useState<RequestDraft>({ ...EMPTY_DRAFT, ...initial });
  const [missing, setMissing] = useState<Partial<Record<DraftField, FormKey>>>({});
  const set = (change: Partial<RequestDraft>) => setDraft((current) => ({ ...current, ...change }));
  const error = (field: DraftField) => (missing[field] ? t('form.invalid') : undefined);
  const requiredDocument = requiredDocumentOf(draft.productCode);
  const setDocument = (kind: FinancingDocumentKind, upload: AttachmentUpload | undefined) => {
    setMissing(({ [`documents.${kind}` as const]: _refused, ...others }) => others);
    setDraft((current) => ({ ...current, documents: { ...current.documents, [kind]: upload } }));
  };
  const rejectDocument = (kind: FinancingDocumentKind, key: FormKey) =>
    setMissing((current) => ({ ...current, [`documents.${kind}`]: key }));
  const documentError = (kind: FinancingDocumentKind) => {
    const key = missing[`documents.${kind}`];
    return key ? translateFieldError({ key }) : undefined;
  };
  const submit = () => {
    const check = checkDraft(draft);
    if (!check.ok) {
      setMissing(check.fields);
      return;
    }
    setMissing({});
    start.mutate(
      { variables: check.variables, documents: check.documents },
      {
        onSuccess: (process) => onStarted(process.processId),
        // A file the bank refused is said under its own field.
        onError: (refusal) => {
          if (refusal instanceof ApiError) {
            for (const { field, key } of refusal.fieldErrors) {
              const slot = documentFieldOf(field);
              if (slot) {
                setMissing((current) => ({ ...current, [slot]: key }));
              }
            }
          }
        },
      },
    );
  };
  return (
    <Stack gap="md" data-testid="request-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('form.product')}
          data={products.map((code) => ({ value: code, label: t(`products.${code}`) }))}
          value={draft.productCode}
          onChange={(value) => set({ productCode: value })}
          error={error('productCode')}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          data-testid="request-product"
        />
        <AccountPicker
          label={t('form.account')}
          accounts={accounts.data ?? []}
          value={draft.refundAccountId}
          onChange={(accountId) => set({ refundAccountId: accountId })}
          error={error('refundAccountId')}
          withAsterisk
          data-testid="request-account"
        />
        <TextInput
          label={t('form.amount')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
          error={error('amount')}
          withAsterisk
          data-testid="request-amount"
        />
        <NumberInput
          label={t('form.months')}
          min={1}
          max={300}
          allowDecimal={false}
          value={draft.months}
          onChange={(value) => set({ months: value })}
          error={error('months')}
          withAsterisk
          data-testid="request-months"
        />
        <TextInput
          label={t('form.income')}
          inputMode="decimal"
          value={draft.monthlyIncome}
          onChange={(event) => set({ monthlyIncome: event.currentTarget.value })}
          error={error('monthlyIncome')}
          withAsterisk
          data-testid="request-income"
        />
        <TextInput
          label={t('form.employer')}
          value={draft.employer}
          onChange={(event) => set({ employer: event.currentTarget.value })}
          error={error('employer')}
          withAsterisk
          data-testid="request-employer"
        />
        {draft.productCode && TRADE_PRODUCTS.includes(draft.productCode) && (
          <TextInput
            label={t('form.underlying')}
            description={t('form.underlyingHelp')}
            inputMode="decimal"
            value={draft.underlyingValue}
            onChange={(event) => set({ underlyingValue: event.currentTarget.value })}
            withAsterisk
          />
        )}
        {requiredDocument && (
          <AttachmentField
            key={requiredDocument}
            label={t(`documents.kinds.${requiredDocument}`)}
            required
            error={documentError(requiredDocument)}
            onChange={(upload) => setDocument(requiredDocument, upload)}
            onReject={(key) => rejectDocument(requiredDocument, key)}
            data-testid="request-required-document"
          />
        )}
        <AttachmentField
          label={t('documents.kinds.OTHER')}
          error={documentError('OTHER')}
          onChange={(upload) => setDocument('OTHER', upload)}
          onReject={(key) => rejectDocument('OTHER', key)}
          data-testid="request-other-document"
        />
      </SimpleGrid>
      {start.error instanceof Error && (
        <Alert color="red" variant="light" role="alert" data-testid="request-error">
          {start.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={start.isPending} data-testid="request-submit">
          {t('form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
