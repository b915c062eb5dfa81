/**
 * `/cards/request-card-success?reference=…`: the order's receipt — reference, product, account, limit,
 * branch and its step (waiting on the bank, card made, refused) with each step's time.
 */
import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconListDetails } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { FlowSteps } from '../../../components/ui/flow-steps';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDate, getLocale } from '../../../lib/format';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCardRequest } from '../api/card-request';
import { RequestStatusBadge } from '../components/request-status-badge';
import '../mantine-styles';

export function RequestSuccessPage() {
  const { t, i18n } = useTranslation('cards');
  const [search] = useSearchParams();
  const reference = search.get('reference');
  const request = useCardRequest(reference);
  const when = (instant: string) =>
    new Intl.DateTimeFormat(getLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      numberingSystem: 'latn',
      timeZone: 'Africa/Tunis',
    }).format(Date.parse(instant));
  if (!reference) {
    return <EmptyState title={t('success.missing')} />;
  }
  const rows: DetailRow[] = request.data
    ? [
        {
          key: 'reference',
          label: t('requests.reference'),
          value: <bdi dir="ltr">{request.data.referenceNumber}</bdi>,
        },
        { key: 'product', label: t('order.product'), value: request.data.cardTypeWording },
        {
          key: 'account',
          label: t('order.account'),
          value: <MaskedNumber value={request.data.accountNumber} />,
        },
        {
          key: 'limit',
          label: t('order.limit'),
          value: (
            <>
              <Amount value={request.data.cardLimit} currency="TND" fz="sm" fw={600} isHideable={false} /> ·{' '}
              {t(`periodicity.${request.data.periodicity}`)}
            </>
          ),
        },
        { key: 'branch', label: t('order.branch'), value: request.data.agencyName },
        {
          key: 'date',
          label: t('success.date'),
          value: formatDate(Date.parse(request.data.startDate), i18n.language, 'medium'),
        },
        {
          key: 'status',
          label: t('success.status'),
          value: <RequestStatusBadge status={request.data.actionStatus} />,
        },
      ]
    : [];
  return (
    <Box maw={760} mx="auto">
      <FlowSteps ns="cards" active={3} />
      {request.isPending && <LoadingState rows={3} height={64} />}
      {request.isError && (
        <ErrorState message={request.error.message} onRetry={() => void request.refetch()} />
      )}
      {request.data && (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} ta="center">
            <Stack align="center" gap="xs">
              <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCircleCheck size={36} stroke={1.6} />
              </ThemeIcon>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                {t('success.title')}
              </Title>
              <Text c="dimmed" fz="sm" maw={480}>
                {t('success.body', { branch: request.data.agencyName })}
              </Text>
            </Stack>
          </Paper>
          <DetailRows rows={rows} />
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="request-steps-title">
            <Title order={2} fz="h6" id="request-steps-title" mb="sm">
              {t('success.steps')}
            </Title>
            <Timeline active={request.data.transitions.length - 1} bulletSize={18} lineWidth={2}>
              {request.data.transitions.map((step) => (
                <Timeline.Item key={`${step.status}-${step.at}`} title={t(`requestStatus.${step.status}`)}>
                  <Text fz="xs" c="dimmed">
                    {when(step.at)}
                    {step.note ? ` · ${step.note}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Paper>
          <Group justify="center" gap="sm">
            <Button
              component={Link}
              to="/cards?tab=requests"
              variant="light"
              leftSection={<IconListDetails size={18} aria-hidden />}
            >
              {t('success.toRequests')}
            </Button>
            <Button component={Link} to="/cards" leftSection={<IconCreditCard size={18} aria-hidden />}>
              {t('actions.backToCards')}
            </Button>
          </Group>
        </Stack>
      )}
    </Box>
  );
}
