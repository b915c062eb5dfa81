/**
 * `/transfers/transfer-type/<type>`: the form of one transfer type. Once checked and quoted it
 * hands the transfer to its review step, `/transfers/<type>`; "modify" there comes back here with
 * the same values. `?beneficiaryId=` preselects a payee, `?account=` the debited account.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import type { TransferConfig } from '@baraka/contracts/transfers/config';
import { Container, Grid } from '@mantine/core';
import { pickMainAccount, useAccounts } from '../../../api/accounts';
import { useTransferConfig } from '../../../api/transfer-config';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { usePayees } from '../api/get-payees';
import { TransferForm } from '../components/transfer-form';
import { TransferGuide } from '../components/transfer-guide';
import { TransferSteps } from '../components/transfer-steps';
import { TransferUnavailable } from '../components/transfer-unavailable';
import { useTransferAvailability } from '../hooks/use-transfer-availability';
import { useTransferForm } from '../hooks/use-transfer-form';
import { createEmptyDraft, type TransferDraft } from '../utils/transfer-draft';
import type { ReviewState } from '../utils/transfer-history-state';
import { readFormState } from '../utils/transfer-history-state';
import {
  getReviewPath,
  NEW_PAYEE_TYPES,
  type OrderType,
  PAYEE_TYPES,
  TRANSFERS_HOME_PATH,
} from '../utils/transfer-types';
import '../mantine-styles';

type InitialSources = {
  accounts: readonly Account[];
  payees: readonly Beneficiary[];
  state: unknown;
  params: URLSearchParams;
};

function getInitialDraft(type: OrderType, { accounts, payees, state, params }: InitialSources) {
  const kept = readFormState(state, type);
  if (kept) {
    return kept.draft;
  }
  const active = accounts.filter(
    (account) => account.state === 'ACTIVE' && (type !== 'NATIONAL' || account.currency === 'TND'),
  );
  const asked = active.find((account) => account.id === params.get('account'));
  const draft: TransferDraft = {
    ...createEmptyDraft(type),
    debitAccountId: (asked ?? pickMainAccount(active))?.id ?? '',
    beneficiaryId: params.get('beneficiaryId') ?? '',
    // Nobody saved yet: the payee is typed in.
    payeeMode: payees.length === 0 && NEW_PAYEE_TYPES.includes(type) ? 'new' : 'saved',
  };
  return draft;
}

type LoadedFormProps = {
  type: OrderType;
  accounts: readonly Account[];
  payees: readonly Beneficiary[];
  config: TransferConfig;
};

function LoadedForm({ type, accounts, payees, config }: LoadedFormProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useTransferForm({
    initialDraft: getInitialDraft(type, { accounts, payees, state: location.state, params }),
    initialProblems: readFormState(location.state, type)?.problems ?? {},
    accounts,
    payees,
    config,
    onQuoted: (draft, request, quote) => {
      const state: ReviewState = { draft, request, quote, quotedAt: Date.now() };
      void navigate(getReviewPath(type), { state });
    },
  });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <TransferForm form={form} accounts={accounts} payees={payees} today={config.today.date} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TransferGuide type={type} config={config} />
      </Grid.Col>
    </Grid>
  );
}

export function TransferFormPage({ type }: { type: OrderType }) {
  const { t } = useTranslation('transfers');
  const accounts = useAccounts();
  const config = useTransferConfig();
  const availability = useTransferAvailability(type, config);
  const isAvailable = availability === 'available';
  const payees = usePayees(type === 'OWN_ACCOUNT' || !isAvailable ? null : PAYEE_TYPES[type]);
  const needsPayees = type !== 'OWN_ACCOUNT';

  const content = (() => {
    if (availability !== 'available' && (config.data || config.isError)) {
      return <TransferUnavailable reason={availability} />;
    }
    if (accounts.isError || config.isError || (needsPayees && payees.isError)) {
      return (
        <ErrorState
          onRetry={() => {
            void accounts.refetch();
            void config.refetch();
            void payees.refetch();
          }}
        />
      );
    }
    if (!accounts.data || !config.data || (needsPayees && !payees.data)) {
      return <LoadingState rows={5} height={64} />;
    }
    return (
      <LoadedForm type={type} accounts={accounts.data} payees={payees.data ?? []} config={config.data} />
    );
  })();

  return (
    <Container size="lg" px={0}>
      <BackLink to={TRANSFERS_HOME_PATH} label={t('backToTransfers')} />
      <PageHeader title={t(`types.${type}.title`)} description={t(`types.${type}.intro`)} />
      {isAvailable && <TransferSteps current="form" />}
      {content}
    </Container>
  );
}

export const OwnAccountFormPage = () => <TransferFormPage type="OWN_ACCOUNT" />;
export const WithinBankFormPage = () => <TransferFormPage type="WITHINBANK" />;
export const NationalFormPage = () => <TransferFormPage type="NATIONAL" />;
export const InternationalFormPage = () => <TransferFormPage type="INTERNATIONAL" />;
