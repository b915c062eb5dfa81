/**
 * `/transfers/add-multiple`: the debited account, the editable table of payees (typed or imported
 * from a CSV file), the total; then the review with one code for the batch; then the batch sent,
 * its rows booked one by one. Rows being edited or with mistakes stop the batch (spec §5).
 */
import { MAX_BULK_ROWS } from '@baraka/contracts/bulk-transfers/schemas';
import { parseMoney } from '@baraka/domain/money/money';
import { Button, Grid, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { pickMainAccount, useAccounts } from '../../../api/accounts';
import { useTransferConfig } from '../../../api/transfer-config';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { createUuid } from '../../../lib/random';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { BatchReview } from '../components/batch-review';
import { BatchSubmitted } from '../components/batch-submitted';
import { BatchTotals } from '../components/batch-totals';
import { CsvImport } from '../components/csv-import';
import { DebitAccountCard } from '../components/debit-account-card';
import { PayeeRows } from '../components/payee-rows';
import { useBatchSubmission } from '../hooks/use-batch-submission';
import { draftActions, getDraftBatch, useDraftBatch } from '../hooks/use-draft-batch';
import { type Blockers, findBlockers, toSavedValues } from '../utils/batch-table';
import type { CsvRow } from '../utils/csv';
import { type RowLimits, sumAmounts, toRowRequest } from '../utils/row-rules';
import '../mantine-styles';

const STEPS = ['rows', 'review', 'done'] as const;
const STEP_INDEX = { rows: 0, review: 1, done: 3 } as const;
const toMinor = (amount: string) => parseMoney(amount, 'TND').minor;

export function AddMultiplePage() {
  const { t } = useTranslation('bulkTransfers');
  const accounts = useAccounts();
  const config = useTransferConfig();
  const isWide = useMediaQuery('(min-width: 60em)', true) ?? true;
  const { rows, accountId: chosenId } = useDraftBatch();
  const { dispatch, chooseAccount } = draftActions;
  const [blockers, setBlockers] = useState<Blockers | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const flow = useBatchSubmission();
  const { submission } = flow;

  const limits = useMemo<RowLimits | undefined>(
    () =>
      config.data
        ? {
            minMinor: toMinor(config.data.minAmountTransaction),
            maxMinor: toMinor(config.data.maxAmountTransacation),
          }
        : undefined,
    [config.data],
  );
  const payable = useMemo(
    () => (accounts.data ?? []).filter((account) => account.currency === 'TND' && account.state === 'ACTIVE'),
    [accounts.data],
  );
  const accountId = chosenId ?? pickMainAccount(payable)?.id ?? null;
  const account = payable.find((item) => item.id === accountId);
  const saved = toSavedValues(rows);
  const liveBlockers = blockers ? findBlockers(rows, limits) : null;
  // A sent batch is done with: coming back to this page starts a new one.
  useEffect(
    () => () => {
      if (getDraftBatch().submission.step === 'done') {
        draftActions.reset();
      }
    },
    [],
  );

  const importRows = (imported: CsvRow[]) =>
    dispatch({ type: 'import', rows: imported.map((row) => ({ ...row, id: createUuid() })) });

  const proceed = () => {
    setProblem(null);
    const found = findBlockers(rows, limits);
    setBlockers(found);
    if (!accountId) {
      setProblem(t('add.noAccount'));
      return;
    }
    if (found.unsaved > 0 || found.invalid > 0) {
      return;
    }
    if (saved.length === 0) {
      setProblem(t('add.noRows'));
      return;
    }
    flow.start({ debitAccountId: accountId, rows: saved.map(toRowRequest) });
  };

  if (accounts.isPending) {
    return <LoadingState rows={3} height={120} />;
  }
  if (accounts.isError) {
    return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  return (
    <>
      <PageHeader
        title={t('add.title')}
        description={t('add.intro')}
        actions={
          <Button
            component={Link}
            to="/transfers/multiple-list"
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('add.toList')}
          </Button>
        }
      />
      <Stepper
        active={STEP_INDEX[submission.step]}
        size="sm"
        mb={isWide ? 'xl' : 'xs'}
        allowNextStepsSelect={false}
        iconSize={isWide ? 36 : 28}
      >
        {STEPS.map((step) => (
          <Stepper.Step
            key={step}
            label={isWide ? t(`add.steps.${step}`) : undefined}
            description={isWide ? t(`add.steps.${step}Hint`) : undefined}
          />
        ))}
      </Stepper>
      {!isWide && (
        <Text fz="sm" fw={600} c="dimmed" mb="lg">
          {t('add.stepOf', {
            current: Math.min(STEP_INDEX[submission.step], 2) + 1,
            total: STEPS.length,
            label: t(`add.steps.${STEPS[Math.min(STEP_INDEX[submission.step], 2)] ?? 'rows'}`),
          })}
        </Text>
      )}

      {submission.step === 'done' && (
        <BatchSubmitted
          batch={submission.batch}
          onAnother={() => {
            draftActions.reset();
            setBlockers(null);
          }}
        />
      )}

      {submission.step === 'review' && (
        <BatchReview
          challenge={submission.challenge}
          isWide={isWide}
          error={flow.error}
          isBusy={flow.isBusy}
          onComplete={(result) => flow.confirm(result.key)}
          onRetry={submission.verifiedKey ? () => flow.confirm(submission.verifiedKey ?? '') : null}
          onBack={flow.back}
        />
      )}

      {submission.step === 'rows' && (
        <Stack gap="lg">
          <Grid gap="lg" align="stretch">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <DebitAccountCard accounts={payable} value={accountId} onChange={chooseAccount} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    {t('csv.title')}
                  </Title>
                  <CsvImport
                    room={MAX_BULK_ROWS - rows.length}
                    limits={limits}
                    maxRows={MAX_BULK_ROWS}
                    onImport={importRows}
                  />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>

          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            <Group justify="space-between" mb="md" gap="sm">
              <Group gap="xs" align="baseline">
                <Title order={2} fz="h4">
                  {t('table.title')}
                </Title>
                <Text fz="sm" c="dimmed">
                  {t('table.rowsCount', { count: rows.length })}
                </Text>
              </Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => dispatch({ type: 'add', id: createUuid() })}
                disabled={rows.length >= MAX_BULK_ROWS}
                data-testid="row-add"
              >
                {t('table.add')}
              </Button>
            </Group>
            {rows.length === 0 ? (
              <EmptyState title={t('table.emptyTitle')}>
                <Text fz="sm" c="dimmed">
                  {t('table.emptyBody')}
                </Text>
              </EmptyState>
            ) : (
              <PayeeRows rows={rows} limits={limits} isWide={isWide} dispatch={dispatch} />
            )}
          </Paper>

          <BatchTotals
            count={rows.length}
            totalMinor={sumAmounts(saved)}
            availableMinor={account ? toMinor(account.onlineActualBalance) : null}
            remainingTodayMinor={config.data ? toMinor(config.data.remainingToday) : null}
            limits={limits}
            blockers={liveBlockers}
            problem={problem ?? flow.error}
            isBusy={flow.isBusy}
            onContinue={proceed}
          />
        </Stack>
      )}
    </>
  );
}
