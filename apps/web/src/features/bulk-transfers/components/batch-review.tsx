/**
 * The review before the code: the debited account, totals with fees, every row with when it runs,
 * and the one-time code that confirms them all (ChallengeStep, OTP.300).
 */
import type { BulkTransferChallenge } from '@baraka/contracts/bulk-transfers/schemas';
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { formatRib } from '../utils/row-rules';

type BatchReviewProps = {
  challenge: BulkTransferChallenge;
  isWide: boolean;
  error: string | null;
  isBusy: boolean;
  onComplete: (result: ContinueResult) => void;
  onRetry: (() => void) | null;
  onBack: () => void;
};

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function BatchReview({
  challenge,
  isWide,
  error,
  isBusy,
  onComplete,
  onRetry,
  onBack,
}: BatchReviewProps) {
  const { t, i18n } = useTranslation('bulkTransfers');
  const { quote } = challenge;
  const when = (row: BulkTransferChallenge['quote']['rows'][number]) =>
    row.executionReason === 'BOOKED_IMMEDIATELY'
      ? t('review.now')
      : t('review.onDate', { date: formatIsoDate(row.executionDate, i18n.language) });
  const money = (value: string, props: { fw?: number; fz?: string } = {}) => (
    <Amount value={value} currency={quote.currency} isHideable={false} fz="sm" {...props} />
  );

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="batch-review">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconShieldCheck size={26} aria-hidden />
              <Title order={2} fz="h3">
                {t('review.title')}
              </Title>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('review.intro')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Figure label={t('review.count')}>
                <Text fw={700}>{quote.count}</Text>
              </Figure>
              <Figure label={t('review.totalAmount')} testId="review-total">
                {money(quote.totalAmount, { fw: 700 })}
              </Figure>
              <Figure label={t('review.fees')}>{money(quote.totalFees)}</Figure>
              <Figure label={t('review.totalDebit')}>{money(quote.totalDebit, { fw: 700 })}</Figure>
            </SimpleGrid>
            <Figure label={t('review.debitAccount')}>
              <Text fz="sm" fw={600}>
                {quote.debitAccount.title} · <MaskedNumber value={quote.debitAccount.accountNumber} />
              </Text>
            </Figure>
            {isWide ? (
              <Table verticalSpacing="xs" fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>{t('table.index')}</Table.Th>
                    <Table.Th>{t('table.payee')}</Table.Th>
                    <Table.Th>{t('review.execution')}</Table.Th>
                    <Table.Th ta="end">{t('table.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quote.rows.map((row) => (
                    <Table.Tr key={row.index}>
                      <Table.Td c="dimmed">{row.index + 1}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {row.payeeName}
                        </Text>
                        <Text fz="xs" c="dimmed" ff="monospace">
                          <bdi dir="ltr">{formatRib(row.rib)}</bdi>
                        </Text>
                      </Table.Td>
                      <Table.Td>{when(row)}</Table.Td>
                      <Table.Td ta="end">{money(row.amount, { fw: 600 })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                {quote.rows.map((row) => (
                  <Group
                    key={row.index}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    py="xs"
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Stack gap={0} miw={0}>
                      <Text fz="sm" fw={600} lineClamp={1}>
                        {row.index + 1}. {row.payeeName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {when(row)}
                      </Text>
                    </Stack>
                    {money(row.amount, { fw: 600 })}
                  </Group>
                ))}
              </Stack>
            )}
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />}
                onClick={onBack}
                disabled={isBusy}
              >
                {t('review.edit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" radius="md" role="alert" data-testid="review-error">
              <Text fz="sm">{error}</Text>
              {onRetry && (
                <Button mt="sm" size="xs" variant="white" onClick={onRetry} loading={isBusy}>
                  {t('review.retry')}
                </Button>
              )}
            </Alert>
          )}
          {isBusy ? (
            <Paper withBorder radius="lg" p="lg">
              <Text fz="sm">{t('review.confirming')}</Text>
            </Paper>
          ) : (
            !onRetry && (
              <ChallengeStep
                key={challenge.challengeKey}
                challenge={challenge}
                onComplete={onComplete}
                onCancel={onBack}
              />
            )
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
