/** The transfer's details: from which account, to whom, how much, why and when; then "continue". */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { QUOTED_CURRENCIES } from '@baraka/contracts/currencies/schemas';
import { TRANSFER_REASON_MAX_LENGTH } from '@baraka/contracts/transfers/requests';
import { addDays } from '@baraka/domain/calendar/calendar-date';
import { Button, Divider, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconNote } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { AccountPicker } from '../../../components/ui/account-picker';
import { Amount } from '../../../components/ui/amount';
import actions from '../../../components/ui/form-actions.module.css';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useProblemText } from '../hooks/use-problem-text';
import { MAX_DEFERRAL_DAYS, type useTransferForm } from '../hooks/use-transfer-form';
import { TRANSFERS_HOME_PATH } from '../utils/transfer-types';
import { AmountField } from './amount-field';
import { ExecutionDateField } from './execution-date-field';
import { FailureAlert } from './failure-alert';
import { PayeeSection } from './payee-section';

type TransferFormProps = {
  form: ReturnType<typeof useTransferForm>;
  accounts: readonly Account[];
  payees: readonly Beneficiary[];
  today: string;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Text
        component="h2"
        m={0}
        fz="xs"
        fw={700}
        tt="uppercase"
        c="dimmed"
        style={{ letterSpacing: '0.06em' }}
      >
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function TransferForm({ form, accounts, payees, today }: TransferFormProps) {
  const { t } = useTranslation('transfers');
  const problemText = useProblemText();
  const { draft, problems, setValue } = form;
  const active = accounts.filter((account) => account.state === 'ACTIVE');
  // Transfers to another Tunisian bank leave in dinars, from a dinar account.
  const debitAccounts =
    draft.type === 'NATIONAL' ? active.filter((account) => account.currency === 'TND') : active;
  const debit = accounts.find((account) => account.id === draft.debitAccountId);
  const credit = accounts.find((account) => account.id === draft.creditAccountId);
  const isCrossCurrency =
    draft.type === 'OWN_ACCOUNT' && debit && credit && debit.currency !== credit.currency;

  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field in error takes the focus (and the screen reader with it).
  useEffect(() => {
    if (form.refusals > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form.refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="form"
      onSubmit={submit}
      noValidate
      ref={formRef}
    >
      <Stack gap="lg">
        <Section title={t('form.sections.from')}>
          <AccountPicker
            accounts={debitAccounts}
            value={draft.debitAccountId || null}
            onChange={(accountId) => setValue('debitAccountId', accountId)}
            label={t('form.debitAccount')}
            size="md"
            withAsterisk
            error={problemText('debitAccountId', problems.debitAccountId)}
            description={
              debit ? (
                <Group gap={4} component="span">
                  {t('form.available')}
                  <Amount value={debit.onlineActualBalance} currency={debit.currency} fz="xs" fw={700} />
                </Group>
              ) : undefined
            }
            data-testid="debit-account"
          />
        </Section>
        <Divider />
        <Section title={t(draft.type === 'OWN_ACCOUNT' ? 'form.sections.toOwn' : 'form.sections.to')}>
          {draft.type === 'OWN_ACCOUNT' ? (
            <AccountPicker
              accounts={active.filter((account) => account.id !== draft.debitAccountId)}
              value={draft.creditAccountId || null}
              onChange={(accountId) => setValue('creditAccountId', accountId)}
              label={t('form.creditAccount')}
              placeholder={t('form.creditPlaceholder')}
              size="md"
              withAsterisk
              error={problemText('creditAccountId', problems.creditAccountId)}
              data-testid="credit-account"
            />
          ) : (
            <PayeeSection
              draft={draft}
              payees={payees}
              problems={problems}
              problemText={problemText}
              onSelect={form.selectPayee}
              onModeChange={form.setPayeeMode}
              onChange={setValue}
            />
          )}
        </Section>
        <Divider />
        <Section title={t('form.sections.amount')}>
          {draft.type === 'INTERNATIONAL' && (
            <Select
              label={t('form.currency')}
              data={[...QUOTED_CURRENCIES]}
              value={draft.currency}
              onChange={(currency) => setValue('currency', currency ?? 'EUR')}
              allowDeselect={false}
              searchable
              size="md"
              error={problemText('currency', problems.currency)}
              comboboxProps={{ withinPortal: true }}
              data-testid="currency"
            />
          )}
          <AmountField
            value={draft.amount}
            currency={form.amountCurrency}
            onChange={(amount) => setValue('amount', amount)}
            description={
              isCrossCurrency ? t('form.crossCurrency', { currency: form.amountCurrency }) : undefined
            }
            error={problemText('amount', problems.amount)}
          />
          <TextInput
            label={t('form.reason')}
            placeholder={t('form.reasonPlaceholder')}
            value={draft.reason}
            onChange={(event) => setValue('reason', event.currentTarget.value)}
            maxLength={TRANSFER_REASON_MAX_LENGTH}
            size="md"
            leftSection={<IconNote size={18} aria-hidden />}
            // Typed, then allowed: read left to right in Arabic too (not "140 / 0").
            description={<bdi dir="ltr">{`${draft.reason.length} / ${TRANSFER_REASON_MAX_LENGTH}`}</bdi>}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={problemText('reason', problems.reason)}
            data-testid="reason"
          />
          <ExecutionDateField
            value={draft.executionDate}
            firstDate={addDays(today, 1)}
            lastDate={addDays(today, MAX_DEFERRAL_DAYS)}
            error={problemText('executionDate', problems.executionDate)}
            onChange={(date) => setValue('executionDate', date)}
          />
        </Section>
        {form.failure && <FailureAlert failure={form.failure} />}
        <div className={actions.actions}>
          <Button component={Link} to={TRANSFERS_HOME_PATH} variant="default" size="md">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            size="md"
            loading={form.isQuoting}
            rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
            data-testid="transfer-continue"
          >
            {t('form.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
