/**
 * Repaying a financing early: the quote first (instalments already due, the principal left, the
 * profit of the instalments to come that the bank waives), then the repayment confirmed by the
 * one-time code. Shown to those whose pack allows moving money.
 */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { Amount } from '../../../components/ui/amount';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { useTranslation } from '../../../lib/use-translation';
import { useEarlyRepaymentQuote } from '../api/early-repayment';
import { useEarlyRepayment } from '../hooks/use-early-repayment';

/** Stays mounted once the financing is repaid, to show the receipt of what was just done. */
export function EarlyRepaymentPanel({ loanId, isRepayable }: { loanId: string; isRepayable: boolean }) {
  const { t } = useTranslation('financing');
  const [isOpen, setIsOpen] = useState(false);
  const quote = useEarlyRepaymentQuote(loanId, isOpen && isRepayable);
  const repayment = useEarlyRepayment(loanId);

  if (repayment.receipt) {
    return (
      <Alert
        color="teal"
        variant="light"
        radius="lg"
        icon={<IconCircleCheck aria-hidden />}
        data-testid="early-repaid"
      >
        <Group gap={6}>
          {t('early.done')}
          <Amount value={repayment.receipt.amount} currency={repayment.receipt.currency} fw={700} fz="sm" />
          <Text size="sm">
            · <bdi dir="ltr">{repayment.receipt.reference}</bdi>
          </Text>
        </Group>
      </Alert>
    );
  }
  if (!isRepayable) {
    return null;
  }
  const money = (value: string, currency: string) => (
    <Amount value={value} currency={currency} fz="sm" fw={600} isHideable={false} />
  );
  const rows = (figures: NonNullable<typeof quote.data>): DetailRow[] => [
    { key: 'unpaid', label: t('early.unpaid'), value: money(figures.unpaidAmount, figures.currency) },
    {
      key: 'principal',
      label: t('early.principal'),
      value: money(figures.remainingPrincipal, figures.currency),
    },
    { key: 'waived', label: t('early.waived'), value: money(figures.profitWaived, figures.currency) },
    { key: 'total', label: t('early.total'), value: money(figures.total, figures.currency) },
    {
      key: 'available',
      label: t('early.available'),
      value: money(figures.availableBalance, figures.currency),
    },
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="h4" mb="xs">
        {t('early.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('early.description')}
      </Text>
      {!isOpen && (
        <Button
          variant="light"
          leftSection={<IconReceipt size={18} aria-hidden />}
          onClick={() => setIsOpen(true)}
          data-testid="early-quote"
        >
          {t('early.quote')}
        </Button>
      )}
      {isOpen && quote.isPending && <LoadingState rows={1} height={120} />}
      {isOpen && quote.isError && <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />}
      {isOpen && quote.data && (
        <Stack gap="md">
          <DetailRows rows={rows(quote.data)} />
          {!quote.data.isAffordable && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('early.notAffordable')}
            </Alert>
          )}
          {repayment.challenge ? (
            <ChallengeStep
              key={repayment.challenge.challengeKey}
              challenge={repayment.challenge}
              onComplete={(result) => repayment.complete(result.key)}
              onCancel={repayment.cancel}
            />
          ) : (
            <Group>
              <Button
                onClick={repayment.start}
                loading={repayment.isBusy}
                disabled={!quote.data.isAffordable}
                data-testid="early-confirm"
              >
                {t('early.confirm')}
              </Button>
              <Button variant="subtle" onClick={() => setIsOpen(false)}>
                {t('early.cancel')}
              </Button>
            </Group>
          )}
          {repayment.error instanceof Error && (
            <Alert color="red" variant="light" role="alert">
              {repayment.error.message}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
