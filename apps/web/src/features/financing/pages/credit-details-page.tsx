/**
 * `/credits/credit-details?loan=…`: one financing — its contract (cost, margin, sale price), refund
 * account and dates, a chart of principal against profit, and the schedule with its paid, due and
 * unpaid lines.
 */
import { Alert, Box, Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { PageHeader } from '../../../components/ui/page-header';
import { PermissionGate } from '../../../components/ui/permission-gate';
import { formatIsoDate } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useFinancingDetails } from '../api/financing-details';
import { useFundingSchedule } from '../api/funding-schedule';
import { useSchedulePdf } from '../api/schedule-pdf';
import { EarlyRepaymentPanel } from '../components/early-repayment-panel';
import { PrincipalProfitChart } from '../components/principal-profit-chart';
import { ScheduleTable } from '../components/schedule-table';
import { LOAN_ID_PARAM } from '../utils/financing-links';
import '../mantine-styles';

export function CreditDetailsPage() {
  const { t, i18n } = useTranslation('financing');
  const [search] = useSearchParams();
  const loanId = search.get(LOAN_ID_PARAM);
  const details = useFinancingDetails(loanId);
  const schedule = useFundingSchedule(loanId);
  const pdf = useSchedulePdf();
  if (!loanId) {
    return <EmptyState title={t('details.missing')} />;
  }
  if (details.isPending || schedule.isPending) {
    return <LoadingState rows={3} height={160} />;
  }
  if (details.isError || schedule.isError) {
    return (
      <ErrorState
        error={details.error ?? schedule.error}
        onRetry={() => {
          void details.refetch();
          void schedule.refetch();
        }}
      />
    );
  }
  const financing = details.data;
  const money = (value: string) => <Amount value={value} currency={financing.currency} fz="sm" fw={600} />;
  const date = (value: string) => formatIsoDate(value, i18n.language);
  const rows: DetailRow[] = [
    { key: 'contract', label: t('details.contract'), value: <bdi dir="ltr">{financing.contractNumber}</bdi> },
    { key: 'type', label: t('details.contractType'), value: t(`contracts.${financing.contractType}`) },
    {
      key: 'account',
      label: t('details.refundAccount'),
      value: <MaskedNumber value={financing.refundAccountNumber} />,
    },
    { key: 'amount', label: t('details.financed'), value: money(financing.originalAmount) },
    {
      key: 'rate',
      label: t('details.rate'),
      value: <bdi dir="ltr">{`${financing.annualProfitRate} %`}</bdi>,
    },
    { key: 'margin', label: t('details.margin'), value: money(financing.totalProfit) },
    { key: 'salePrice', label: t('details.salePrice'), value: money(financing.salePrice) },
    { key: 'instalment', label: t('details.instalment'), value: money(financing.installmentAmount) },
    { key: 'remaining', label: t('card.remaining'), value: money(financing.remainingCapital) },
    { key: 'established', label: t('details.established'), value: date(financing.establishmentDate) },
    { key: 'first', label: t('details.firstTerm'), value: date(financing.firstTermDate) },
    { key: 'last', label: t('details.lastTerm'), value: date(financing.lastTermDate) },
    { key: 'status', label: t('list.status'), value: t(`status.${financing.status}`) },
  ];
  return (
    <Box maw={1100} mx="auto">
      <BackLink to="/credits" label={t('details.back')} />
      <PageHeader
        title={t(`products.${financing.loanTypeCode}`)}
        description={t('details.description', { paid: financing.paidTerms, total: financing.totalTerms })}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate(financing.loanId)}
            data-testid="schedule-pdf"
          >
            {t('actions.downloadSchedule')}
          </Button>
        }
      />
      <Stack gap="lg">
        {pdf.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('actions.downloadFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              {t('details.contractTitle')}
            </Title>
            <DetailRows rows={rows} />
          </Card>
          <Card withBorder radius="lg" padding="lg" style={{ alignSelf: 'start' }}>
            <Title order={2} fz="h4" mb="sm">
              {t('chart.title')}
            </Title>
            <PrincipalProfitChart schedule={schedule.data} />
          </Card>
        </SimpleGrid>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('schedule.title')}
          </Title>
          <ScheduleTable schedule={schedule.data} />
        </Card>
        <PermissionGate service="OWN_ACCOUNT_TRANSFER" process="CREATE">
          <EarlyRepaymentPanel loanId={financing.loanId} isRepayable={financing.status === 'IN_PROGRESS'} />
        </PermissionGate>
      </Stack>
    </Box>
  );
}
