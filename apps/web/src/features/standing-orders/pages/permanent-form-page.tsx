/**
 * `/transfers/transfer-type/add-permanent`: the standing-order form. A valid form goes to
 * `/transfers/add-permanent` for review, code and confirmation; "Edit" there brings it back filled.
 */
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Box } from '@mantine/core';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocation, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { usePermanentBeneficiaries } from '../api/permanent-beneficiaries';
import { usePermanentEligibleAccounts } from '../api/permanent-eligible-accounts';
import { PermanentForm } from '../components/permanent-form';
import { PermanentSteps } from '../components/permanent-steps';
import {
  createEmptyDraft,
  getDefaultFirstExecutionDate,
  type PermanentDraft,
  toDraftPayees,
} from '../utils/permanent-draft';
import '../mantine-styles';

/** What the form hands to the review page, and the review back to the form. */
export type PermanentFlowState = { draft: PermanentDraft };
export const PERMANENT_REVIEW_PATH = '/transfers/add-permanent';

export function PermanentFormPage() {
  const { t } = useTranslation('standing-orders');
  const navigate = useNavigate();
  const location = useLocation();
  const [today] = useState(() => toCalendarDate(new Date()));
  const debitAccounts = usePermanentEligibleAccounts();
  const accounts = useAccounts();
  const beneficiaries = usePermanentBeneficiaries();
  const queries = [debitAccounts, accounts, beneficiaries];
  const returned = (location.state as PermanentFlowState | null)?.draft;

  return (
    <Box maw={760} mx="auto">
      <BackLink to="/transfers" label={t('detail.back', { ns: 'transfer-history' })} />
      <PageHeader title={t('form.title')} description={t('form.intro')} />
      <PermanentSteps active={0} />
      {queries.some((query) => query.isPending) && <LoadingState rows={3} height={88} />}
      {queries.some((query) => query.isError) && (
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      )}
      {debitAccounts.data && accounts.data && beneficiaries.data && (
        <PermanentForm
          initialDraft={
            returned ?? createEmptyDraft(debitAccounts.data[0]?.id ?? '', getDefaultFirstExecutionDate(today))
          }
          debitAccounts={debitAccounts.data}
          ownAccounts={accounts.data}
          payees={toDraftPayees(beneficiaries.data)}
          today={today}
          onSubmit={(draft) =>
            navigate(PERMANENT_REVIEW_PATH, { state: { draft } satisfies PermanentFlowState })
          }
        />
      )}
    </Box>
  );
}
