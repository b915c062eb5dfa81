/**
 * `/credit-process/task?process=…` (and `/loan-process`): one request — what was asked, the bank's
 * offer, the task it waits for, every step and the documents joined. When the offer waits on the customer, they sign it
 * with the one-time code or decline it; once paid out, the financing is one click away.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { Alert, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { readChallenge } from '../../../lib/challenges';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { completeTask } from '../api/complete-task';
import { useProcess } from '../api/processes';
import { useSignedContract } from '../api/signed-contract';
import { OfferFacts } from '../components/offer-facts';
import { ProcessStateBadge } from '../components/process-state-badge';
import { ProcessSteps } from '../components/process-steps';
import { RequestDocuments } from '../components/request-documents';
import { PROCESS_ID_PARAM } from '../utils/process-links';
import '../mantine-styles';

export function TaskPage() {
  const { t } = useTranslation('processes');
  const [search] = useSearchParams();
  const processId = search.get(PROCESS_ID_PARAM);
  const process = useProcess(processId);
  const contract = useSignedContract();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);

  const send = (outcome: 'ACCEPT' | 'DECLINE', challengeKey?: string) => {
    if (!processId) {
      return;
    }
    setIsBusy(true);
    setError(null);
    completeTask({ processId, task: 'SIGN_OFFER', outcome }, challengeKey)
      .then(async () => {
        setChallenge(null);
        await queryClient.invalidateQueries();
      })
      .catch((caught: unknown) => {
        const next = readChallenge(caught);
        setChallenge(next);
        if (!next) {
          setError(caught);
        }
      })
      .finally(() => setIsBusy(false));
  };

  // The page follows financing requests; the engine's other processes (a held transfer, a contact
  // request) have their own pages.
  if (!processId || (process.data && process.data.processName !== 'FINANCING_REQUEST')) {
    return <EmptyState title={t('task.missing')} />;
  }
  if (process.isPending) {
    return <LoadingState rows={3} />;
  }
  if (process.isError) {
    return <ErrorState error={process.error} onRetry={() => void process.refetch()} />;
  }
  const view = process.data;
  const waitsOnCustomer = view.waitingTasks.some((task) => task.task === 'SIGN_OFFER');
  const waitsOnBank = view.waitingTasks.some((task) => task.actor === 'BANK');
  return (
    <Box maw={1100} mx="auto">
      <BackLink to="/credit-process/list" label={t('task.back')} />
      <PageHeader
        title={t(`products.${view.variables.productCode}`, { defaultValue: view.variables.productCode })}
        description={t('task.description')}
        actions={<ProcessStateBadge state={view.state} />}
      />
      <Stack gap="lg">
        {waitsOnBank && (
          <Alert color="blue" variant="light" data-testid="waits-on-bank">
            {t(`task.waiting.${view.state}`, { defaultValue: t('task.waiting.SUBMITTED') })}
          </Alert>
        )}
        {view.financingId && (
          <Alert color="teal" variant="light" data-testid="request-disbursed">
            <Group justify="space-between">
              <Text size="sm">{t('task.disbursed')}</Text>
              <Button
                component={Link}
                to={`/credits/credit-details?loan=${view.financingId}`}
                size="xs"
                data-testid="open-financing"
              >
                {t('task.openFinancing')}
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              {t('task.offerTitle')}
            </Title>
            {view.offer ? <OfferFacts offer={view.offer} /> : <Text c="dimmed">{t('task.noOffer')}</Text>}
            {(view.state === 'SIGNED' || view.state === 'DISBURSED') && (
              <Button
                mt="md"
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
                loading={contract.isPending}
                onClick={() => contract.mutate(view.processId)}
                data-testid="signed-contract"
              >
                {t('task.contract')}
              </Button>
            )}
            {contract.isError && (
              <Alert color="red" variant="light" role="alert" mt="sm">
                {contract.error instanceof Error ? contract.error.message : t('task.contract')}
              </Alert>
            )}
            {waitsOnCustomer && (
              <Stack gap="sm" mt="lg">
                {challenge ? (
                  <ChallengeStep
                    key={challenge.challengeKey}
                    challenge={challenge}
                    onComplete={(result) => send('ACCEPT', result.key || challenge.challengeKey)}
                    onCancel={() => setChallenge(null)}
                  />
                ) : (
                  <Group>
                    <Button
                      leftSection={<IconSignature size={18} aria-hidden />}
                      onClick={() => send('ACCEPT')}
                      loading={isBusy}
                      data-testid="sign-offer"
                    >
                      {t('task.sign')}
                    </Button>
                    <Button variant="subtle" color="red" onClick={() => send('DECLINE')} disabled={isBusy}>
                      {t('task.decline')}
                    </Button>
                  </Group>
                )}
                {error instanceof Error && (
                  <Alert color="red" variant="light" role="alert">
                    {error.message}
                  </Alert>
                )}
              </Stack>
            )}
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              {t('task.steps')}
            </Title>
            <ProcessSteps history={view.history} />
          </Card>
        </SimpleGrid>
        <RequestDocuments processId={view.processId} documents={view.documents} />
      </Stack>
    </Box>
  );
}
