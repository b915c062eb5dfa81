/** `/appointment/request-success`: the reference of the stored request and what was asked. */
import { appointmentReceiptSchema } from '@baraka/contracts/appointments/schemas';
import { Button, Container, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/async-states';
import { formatIsoDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { Link, useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={600} fz="sm">
        {children}
      </Text>
    </Group>
  );
}

export function AppointmentSuccessPage() {
  const { t, i18n } = useTranslation(['appointments', 'forms']);
  const localize = useLocalize();
  const location = useLocation();
  // The receipt travels in the navigation state; a bookmarked or shared address has none.
  const parsed = appointmentReceiptSchema.safeParse(
    (location.state as { receipt?: unknown } | null)?.receipt,
  );

  if (!parsed.success) {
    return (
      <Container size="sm" px={0}>
        <EmptyState title={t('success.missingTitle')}>
          <Text fz="sm">{t('success.missingBody')}</Text>
          <Button component={Link} to="/appointment/request" mt="sm">
            {t('success.another')}
          </Button>
        </EmptyState>
      </Container>
    );
  }
  const receipt = parsed.data;
  return (
    <Container size="sm" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="stretch">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('success.title')}
            </Title>
          </Group>
          <Paper bg="var(--mantine-color-default-hover)" radius="md" p="md" ta="center">
            <Text fz="sm" c="dimmed">
              {t('success.reference')}
            </Text>
            <Text fz={28} fw={700} dir="ltr" data-testid="appointment-reference">
              {receipt.reference}
            </Text>
          </Paper>
          <Text fz="sm">{t('success.acknowledgment', { email: receipt.email })}</Text>
          <Divider />
          <SummaryRow label={t('forms:appointment.fields.branchId')}>
            {localize(receipt.branchName)}
          </SummaryRow>
          <SummaryRow label={t('forms:appointment.fields.subject')}>
            {t(`forms:appointment.subjects.${receipt.subject}`)}
          </SummaryRow>
          <SummaryRow label={t('forms:appointment.fields.desiredDate')}>
            {formatIsoDate(receipt.desiredDate, i18n.language)}
          </SummaryRow>
          <SummaryRow label={t('forms:appointment.fields.desiredTime')}>
            <span dir="ltr">{receipt.desiredTime}</span>
          </SummaryRow>
          <Button component={Link} to="/" variant="light" mt="sm">
            {t('success.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
