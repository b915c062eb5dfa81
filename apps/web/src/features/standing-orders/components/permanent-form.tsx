/**
 * The standing-order form: the account to debit, a saved beneficiary or one of the customer's own
 * accounts, the amount, the frequency and the first and last execution dates, checked with the
 * same schema as the server before review.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { addDays } from '@baraka/domain/calendar/calendar-date';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconArrowRight, IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { type FormEvent, useState } from 'react';
import { AccountPicker } from '../../../components/ui/account-picker';
import { translateFieldError } from '../../../lib/form-errors';
import { formatAmountPlaceholder, formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { formatPayeeAccount, getPayeeBankName } from '../../../lib/transfer-detail-view';
import { useTranslation } from '../../../lib/use-translation';
import {
  checkPermanentDraft,
  type DraftError,
  type DraftErrors,
  type DraftPayee,
  FREQUENCIES,
  MAX_FIRST_DATE_DAYS,
  type PermanentDraft,
  type PermanentDraftField,
  type PermanentTarget,
} from '../utils/permanent-draft';

type PermanentFormProps = {
  initialDraft: PermanentDraft;
  debitAccounts: readonly Account[];
  ownAccounts: readonly Account[];
  payees: readonly DraftPayee[];
  today: string;
  onSubmit: (draft: PermanentDraft) => void;
};

/** Dates in messages as people read them ("minDate": from 20 November 2026). */
export function translateDraftError(error: DraftError | FieldError, language: string): string {
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value, language) : value,
    ]),
  );
  return translateFieldError({ key: error.key, params });
}

export function PermanentForm(props: PermanentFormProps) {
  const { initialDraft, debitAccounts, ownAccounts, payees, today, onSubmit } = props;
  const { t, i18n } = useTranslation('standing-orders');
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const setField = <K extends keyof PermanentDraft>(field: K, value: PermanentDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as PermanentDraftField]: _fixed, ...others }) => others);
  };
  const errorOf = (field: PermanentDraftField) => {
    const error = errors[field];
    return error ? translateDraftError(error, i18n.language) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPermanentDraft(draft, { today, payees });
    if (check.errors) {
      setErrors(check.errors);
      return;
    }
    onSubmit(draft);
  };
  const creditAccounts = ownAccounts.filter(
    (account) =>
      account.id !== draft.debitAccountId && account.currency === 'TND' && account.state === 'ACTIVE',
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <AccountPicker
              accounts={debitAccounts}
              value={draft.debitAccountId || null}
              onChange={(accountId) => setField('debitAccountId', accountId)}
              label={t('form.debitAccount')}
              description={t('form.debitHint')}
              error={errorOf('debitAccountId')}
              data-testid="permanent-debit"
            />
            <div>
              <Text fz="sm" fw={600} mb={4} id="permanent-target-label">
                {t('form.target')}
              </Text>
              <SegmentedControl
                fullWidth
                radius="xl"
                value={draft.target}
                onChange={(value) => setField('target', value as PermanentTarget)}
                data={(['BENEFICIARY', 'OWN_ACCOUNT'] as const).map((value) => ({
                  value,
                  label: t(`form.targets.${value}`),
                }))}
                aria-labelledby="permanent-target-label"
                data-testid="permanent-target"
              />
            </div>
            {draft.target === 'BENEFICIARY' ? (
              payees.length === 0 ? (
                <Alert variant="light" color="ocean" icon={<IconInfoCircle aria-hidden />}>
                  <Text fz="sm">{t('form.noBeneficiary')}</Text>
                  <Anchor component={Link} to="/beneficiaries" fz="sm" fw={600}>
                    {t('form.addBeneficiary')}
                  </Anchor>
                </Alert>
              ) : (
                <Select
                  label={t('form.beneficiary')}
                  placeholder={t('form.beneficiaryPlaceholder')}
                  data={payees.map((payee) => ({ value: payee.id, label: payee.name }))}
                  value={draft.beneficiaryId || null}
                  onChange={(value) => setField('beneficiaryId', value ?? '')}
                  searchable
                  nothingFoundMessage={t('form.nothingFound')}
                  renderOption={({ option }) => {
                    const payee = payees.find((item) => item.id === option.value);
                    const bank = payee ? getPayeeBankName({ rib: payee.rib, iban: null }) : null;
                    return (
                      <div>
                        <Text fz="sm" fw={600}>
                          {option.label}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {bank ? `${bank} · ` : ''}
                          <bdi dir="ltr">
                            {payee ? formatPayeeAccount({ rib: payee.rib, iban: null }) : ''}
                          </bdi>
                        </Text>
                      </div>
                    );
                  }}
                  error={errorOf('beneficiaryId')}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="permanent-beneficiary"
                />
              )
            ) : (
              <AccountPicker
                accounts={creditAccounts}
                value={draft.creditAccountId || null}
                onChange={(accountId) => setField('creditAccountId', accountId)}
                label={t('form.creditAccount')}
                placeholder={t('form.creditPlaceholder')}
                error={errorOf('creditAccountId')}
                data-testid="permanent-credit"
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('form.amount')}
                description={t('form.amountHint')}
                inputMode="decimal"
                value={draft.amount}
                onChange={(event) => setField('amount', event.currentTarget.value)}
                rightSection={<bdi>TND</bdi>}
                rightSectionWidth={52}
                error={errorOf('amount')}
                placeholder={formatAmountPlaceholder(3, i18n.language)}
                data-testid="permanent-amount"
              />
              <Select
                label={t('form.frequency')}
                description={t('form.frequencyHint')}
                data={FREQUENCIES.map((value) => ({ value, label: t(`permanent.frequencies.${value}`) }))}
                value={draft.frequency}
                onChange={(value) => value && setField('frequency', value as PermanentDraft['frequency'])}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid="permanent-frequency"
              />
            </SimpleGrid>
            <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DatePickerInput
                  label={t('form.firstDate')}
                  description={t('form.firstDateHint')}
                  placeholder={t('form.datePlaceholder')}
                  value={draft.firstExecutionDate || null}
                  onChange={(value) => setField('firstExecutionDate', value ?? '')}
                  minDate={today}
                  maxDate={addDays(today, MAX_FIRST_DATE_DAYS)}
                  valueFormat="DD/MM/YYYY"
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  error={errorOf('firstExecutionDate')}
                  popoverProps={{ withinPortal: true }}
                  data-testid="permanent-first-date"
                />
                <DatePickerInput
                  label={t('form.lastDate')}
                  description={t('form.lastDateHint')}
                  placeholder={t('form.untilCancelled')}
                  value={draft.lastExecutionDate || null}
                  onChange={(value) => setField('lastExecutionDate', value ?? '')}
                  minDate={draft.firstExecutionDate || today}
                  clearable
                  valueFormat="DD/MM/YYYY"
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  error={errorOf('lastExecutionDate')}
                  popoverProps={{ withinPortal: true }}
                  data-testid="permanent-last-date"
                />
              </SimpleGrid>
            </DatesProvider>
            <TextInput
              label={t('form.reason')}
              placeholder={t('form.reasonPlaceholder')}
              value={draft.reason}
              onChange={(event) => setField('reason', event.currentTarget.value)}
              maxLength={140}
              error={errorOf('reason')}
              data-testid="permanent-reason"
            />
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/transfers" variant="default">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
            data-testid="permanent-continue"
          >
            {t('form.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
