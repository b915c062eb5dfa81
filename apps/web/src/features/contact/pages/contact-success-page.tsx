/** `/contact-us/request-success`: the reference of the stored request and what was sent. */
import { contactReceiptSchema } from '@baraka/contracts/contact/schemas';
import { Button, Container, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/async-states';
import { formatFileSize } from '../../../lib/attachment-upload';
import { formatDate, isolate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { Link, useLocation } from '../../../lib/router';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={600} fz="sm" ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ContactSuccessPage() {
  const { t, i18n } = useTranslation(['contact', 'forms']);
  const localize = useLocalize();
  const location = useLocation();
  const signedIn = isSignedIn(useSession());
  // The receipt travels in the navigation state; a bookmarked or shared address has none.
  const parsed = contactReceiptSchema.safeParse((location.state as { receipt?: unknown } | null)?.receipt);

  if (!parsed.success) {
    return (
      <Container size="sm" px={0}>
        <EmptyState title={t('success.missingTitle')}>
          <Text fz="sm">{t('success.missingBody')}</Text>
          <Button component={Link} to="/contact-us/request" mt="sm">
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
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t(receipt.isSimulationRequest ? 'success.simulationTitle' : 'success.title')}
            </Title>
          </Group>
          <Paper bg="var(--mantine-color-default-hover)" radius="md" p="md" ta="center">
            <Text fz="sm" c="dimmed">
              {t('success.reference')}
            </Text>
            <Text fz={28} fw={700} dir="ltr" data-testid="contact-reference">
              {receipt.reference}
            </Text>
          </Paper>
          <Text fz="sm">
            {receipt.acknowledgedTo
              ? t('success.acknowledgment', { to: isolate(receipt.acknowledgedTo) })
              : t('success.noAcknowledgment')}
          </Text>
          <Divider />
          <SummaryRow label={t('forms:contact.fields.subjectId')}>{localize(receipt.subject)}</SummaryRow>
          <SummaryRow label={t('forms:contact.fields.requirementId')}>
            {localize(receipt.requirement)}
          </SummaryRow>
          <SummaryRow label={t('forms:contact.fields.branchId')}>{localize(receipt.branchName)}</SummaryRow>
          {receipt.attachment && (
            <SummaryRow label={t('forms:contact.fields.attachment')}>
              <span dir="auto">{receipt.attachment.fileName}</span> (
              {formatFileSize(receipt.attachment.size, i18n.language)})
            </SummaryRow>
          )}
          <SummaryRow label={t('success.sentOn')}>{formatDate(receipt.createdAt, i18n.language)}</SummaryRow>
          <Group gap="sm" mt="sm">
            <Button component={Link} to={signedIn ? '/private-dashboard' : '/dashboard'} variant="light">
              {t('success.home')}
            </Button>
            <Button component={Link} to="/contact-us/request" variant="subtle">
              {t('success.another')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
