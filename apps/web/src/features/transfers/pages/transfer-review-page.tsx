/**
 * `/transfers/<type>`: the review and confirmation step of a transfer. It shows the quote
 * (execution date and why, fees, rate, limits), asks for the one-time code on "confirm", books
 * with one idempotency key per confirmation, and ends on the receipt, kept in the history entry
 * so a reload or "back" never offers to confirm the same transfer again.
 */
import { Anchor, Button, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { formatIsoDayWithWeekday } from '../../../lib/format';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useFreshQuote } from '../api/quote-transfer';
import { ConfirmPanel } from '../components/confirm-panel';
import { ExecutionNotice } from '../components/execution-notice';
import { FailureAlert } from '../components/failure-alert';
import { LimitsCard } from '../components/limits-card';
import { TransferReceipt } from '../components/transfer-receipt';
import { TransferSteps } from '../components/transfer-steps';
import { TransferSummary } from '../components/transfer-summary';
import { useTransferConfirmation } from '../hooks/use-transfer-confirmation';
import type { DraftProblems } from '../utils/draft-validation';
import { classifyTransferFailure } from '../utils/transfer-failure';
import {
  type ReceiptState,
  type ReviewState,
  readReceiptState,
  readReviewState,
} from '../utils/transfer-history-state';
import { getFormPath, type OrderType, TRANSFERS_HOME_PATH } from '../utils/transfer-types';
import '../mantine-styles';

function Review({ type, review }: { type: OrderType; review: ReviewState }) {
  const { t, i18n } = useTranslation('transfers');
  const location = useLocation();
  const navigate = useNavigate();
  const confirmation = useTransferConfirmation(review.request, (receipt) => {
    const state: ReceiptState = { receipt, draft: review.draft };
    void navigate(location.pathname, { replace: true, state });
  });
  const isIdle = confirmation.state.step === 'idle';
  const fresh = useFreshQuote(review.request.quote, review.quote, review.quotedAt, isIdle);
  const quote = confirmation.challengeQuote ?? fresh.data;
  const hasDateMoved = quote.execution.executionDate !== review.quote.execution.executionDate;
  const modify = (problems?: DraftProblems) => {
    void navigate(getFormPath(type), { state: { draft: review.draft, ...(problems ? { problems } : {}) } });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <TransferSummary quote={quote} />
          <ExecutionNotice execution={quote.execution} />
          {hasDateMoved && (
            <Text fz="sm" fw={600} role="status" data-testid="execution-moved">
              {t('review.dateMoved', {
                date: formatIsoDayWithWeekday(quote.execution.executionDate, i18n.language),
              })}
            </Text>
          )}
          {fresh.isError && isIdle && <FailureAlert failure={classifyTransferFailure(fresh.error)} />}
          <ConfirmPanel
            confirmation={confirmation}
            needsCode={quote.needsStrongAuthentication}
            onModify={modify}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <LimitsCard quote={quote} />
      </Grid.Col>
    </Grid>
  );
}

export function TransferReviewPage({ type }: { type: OrderType }) {
  const { t } = useTranslation('transfers');
  const location = useLocation();
  const receipt = readReceiptState(location.state, type);
  const review = receipt ? null : readReviewState(location.state, type);

  if (receipt) {
    return (
      <Container size="lg" px={0}>
        <BackLink to={TRANSFERS_HOME_PATH} label={t('backToTransfers')} />
        <PageHeader title={t(`types.${type}.title`)} />
        <TransferSteps current="done" />
        <TransferReceipt transfer={receipt.receipt} type={type} />
      </Container>
    );
  }
  return (
    <Container size="lg" px={0}>
      <Anchor
        component={Link}
        to={getFormPath(type)}
        state={review ? { draft: review.draft } : undefined}
        fz="sm"
        mb="md"
        display="inline-block"
      >
        <Group gap={6} component="span">
          <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
          {t('review.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('review.title')} description={t('review.intro')} />
      {review ? (
        <>
          <TransferSteps current="review" />
          <Review type={type} review={review} />
        </>
      ) : (
        <EmptyState title={t('review.missing.title')}>
          <Text fz="sm" c="dimmed">
            {t('review.missing.body')}
          </Text>
          <Button component={Link} to={getFormPath(type)} mt="sm">
            {t('review.missing.action')}
          </Button>
        </EmptyState>
      )}
    </Container>
  );
}

export const OwnAccountReviewPage = () => <TransferReviewPage type="OWN_ACCOUNT" />;
export const WithinBankReviewPage = () => <TransferReviewPage type="WITHINBANK" />;
export const NationalReviewPage = () => <TransferReviewPage type="NATIONAL" />;
export const InternationalReviewPage = () => <TransferReviewPage type="INTERNATIONAL" />;
