/**
 * `/transfers/add-permanent`: review → one-time code → confirmation of the standing order filled
 * in at `/transfers/transfer-type/add-permanent`. "Confirm" sends the order without a code: the
 * bank answers OTP.300 with its quote (fees, next runs); once the code is validated the same order
 * goes again with `challenge-key` and one `Idempotency-Key`, so a retry never sets it up twice.
 * An order between the customer's own accounts needs no code.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import {
  type PermanentTransferInfo,
  type StandingOrderQuote,
  standingOrderQuoteSchema,
} from '@baraka/contracts/standing-orders/schemas';
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import actions from '../../../components/ui/form-actions.module.css';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-error';
import { readChallenge } from '../../../lib/challenges';
import { createUuid } from '../../../lib/random';
import { Link, Navigate, useLocation, useNavigate } from '../../../lib/router';
import { invalidateTransferAnswers } from '../../../lib/transfer-answers';
import { useTranslation } from '../../../lib/use-translation';
import { usePermanentBeneficiaries } from '../api/permanent-beneficiaries';
import { createStandingOrder } from '../api/permanent-create';
import { usePermanentEligibleAccounts } from '../api/permanent-eligible-accounts';
import { PermanentDone } from '../components/permanent-done';
import { translateDraftError } from '../components/permanent-form';
import { PermanentReview } from '../components/permanent-review';
import { PermanentSteps } from '../components/permanent-steps';
import { checkPermanentDraft, toDraftField, toDraftPayees } from '../utils/permanent-draft';
import type { PermanentFlowState } from './permanent-form-page';
import '../mantine-styles';

const FORM_PATH = '/transfers/transfer-type/add-permanent';
type Pending = { challenge: Challenge; quote: StandingOrderQuote | null };

export function AddPermanentPage() {
  const { t, i18n } = useTranslation('standing-orders');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = (location.state as PermanentFlowState | null)?.draft;
  const [today] = useState(() => toCalendarDate(new Date()));
  // One key for this confirmation: a retried call answers the first result instead of a second order.
  const [idempotencyKey] = useState(createUuid);
  const debitAccounts = usePermanentEligibleAccounts();
  const accounts = useAccounts();
  const beneficiaries = usePermanentBeneficiaries();
  const [pending, setPending] = useState<Pending | null>(null);
  const [created, setCreated] = useState<PermanentTransferInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (created) {
    return (
      <Box maw={760} mx="auto">
        <PageHeader title={t('form.title')} />
        <PermanentSteps active={3} />
        <PermanentDone order={created} />
      </Box>
    );
  }
  if (!draft) {
    return <Navigate to={FORM_PATH} replace />;
  }
  const queries = [debitAccounts, accounts, beneficiaries];
  const payees = toDraftPayees(beneficiaries.data ?? []);
  const check = beneficiaries.data ? checkPermanentDraft(draft, { today, payees }) : null;
  const edit = () => navigate(FORM_PATH, { state: { draft } satisfies PermanentFlowState });

  const send = (challengeKey?: string) => {
    if (!check?.request) {
      return;
    }
    setIsBusy(true);
    setError(null);
    const isOwn = draft.target === 'OWN_ACCOUNT';
    createStandingOrder(check.request, isOwn || challengeKey ? { challengeKey, idempotencyKey } : {})
      .then((order) => {
        setPending(null);
        setCreated(order);
        // Reloading the confirmation must not offer to set the same order up again.
        void navigate(location.pathname, { replace: true, state: null });
        void invalidateTransferAnswers(queryClient);
      })
      .catch((caught: unknown) => {
        const challenge = readChallenge(caught);
        if (challenge && caught instanceof ApiError) {
          const quote =
            'quote' in challenge ? standingOrderQuoteSchema.safeParse(challenge.quote).data : null;
          setPending({ challenge, quote: quote ?? pending?.quote ?? null });
          return;
        }
        setPending(null);
        setError(caught);
      })
      .finally(() => setIsBusy(false));
  };

  const step = pending ? 2 : 1;
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  const errorLines = fieldErrors.length
    ? fieldErrors.map((item) => {
        const field = toDraftField(item.field);
        const message = translateDraftError(item, i18n.language);
        return field ? `${t(`form.fields.${field}`)} : ${message}` : message;
      })
    : error instanceof Error
      ? [error.message]
      : [];

  return (
    <Box maw={760} mx="auto">
      <PageHeader title={t('form.title')} />
      <PermanentSteps active={step} />

      {queries.some((query) => query.isPending) && <LoadingState rows={3} height={88} />}
      {queries.some((query) => query.isError) && (
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      )}
      {check && (
        <Stack gap="lg">
          <PermanentReview
            draft={draft}
            debitAccount={debitAccounts.data?.find((item) => item.id === draft.debitAccountId)}
            creditAccount={accounts.data?.find((item) => item.id === draft.creditAccountId)}
            payee={payees.find((item) => item.id === draft.beneficiaryId)}
            quote={pending?.quote ?? null}
          />
          {errorLines.length > 0 && (
            <Alert
              color="red"
              variant="light"
              radius="lg"
              role="alert"
              title={t('review.errorTitle')}
              icon={<IconAlertTriangle aria-hidden />}
              data-testid="permanent-error"
            >
              {errorLines.map((line) => (
                <Text key={line} fz="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          )}
          {!check.request && (
            <Alert color="red" variant="light" radius="lg" role="alert">
              {t('review.invalid')}
            </Alert>
          )}
          {pending ? (
            <ChallengeStep
              key={pending.challenge.challengeKey}
              challenge={pending.challenge}
              onComplete={(result) => send(result.key || pending.challenge.challengeKey)}
              onCancel={() => setPending(null)}
            />
          ) : (
            <>
              {draft.target === 'BENEFICIARY' && (
                <Group gap="xs" wrap="nowrap" c="dimmed">
                  <IconLock size={16} aria-hidden style={{ flex: 'none' }} />
                  <Text fz="sm">{t('review.codeNotice')}</Text>
                </Group>
              )}
              {/* The one-off transfers' row: at the end of the line on wide screens, the main button first on phones. */}
              <div className={actions.actions} data-testid="permanent-actions">
                <Button component={Link} to="/transfers" variant="subtle">
                  {t('form.cancel')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={edit}
                  data-testid="permanent-edit"
                >
                  {t('review.edit')}
                </Button>
                <Button
                  onClick={() => send()}
                  loading={isBusy}
                  disabled={!check.request}
                  size="md"
                  data-testid="permanent-confirm"
                >
                  {t('review.confirm')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
