/** The confirmation once a request is filed: its reference, where the acknowledgment went, what next. */
import type { ServiceRequestReceipt } from '@baraka/contracts/service-requests/schemas';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { isolate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

export const HISTORY_PATHS = {
  RECLAMATION: '/suggestion-reclamation/historic',
  SUGGESTION: '/suggestion-reclamation/historic?tab=SUGGESTION',
  E_REQUEST: '/e-request/list',
} as const;

type RequestReceiptProps = { receipt: ServiceRequestReceipt; onAnother: () => void };

export function RequestReceipt({ receipt, onAnother }: RequestReceiptProps) {
  const { t } = useTranslation('requests');
  const localize = useLocalize();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="request-receipt">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
              {t(`receipt.title.${receipt.kind}`)}
            </Title>
            <Text c="dimmed" fz="sm">
              {localize(receipt.title)}
            </Text>
          </div>
        </Group>
        <Paper bg="var(--mantine-color-default-hover)" radius="md" p="md" ta="center">
          <Text fz="sm" c="dimmed">
            {t('receipt.reference')}
          </Text>
          <Text fz={28} fw={700} dir="ltr" data-testid="request-reference">
            {receipt.reference}
          </Text>
        </Paper>
        <Text fz="sm">
          {receipt.acknowledgedTo
            ? t('receipt.acknowledgment', { to: isolate(receipt.acknowledgedTo) })
            : t('receipt.noAcknowledgment')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={HISTORY_PATHS[receipt.kind]} data-testid="request-history-link">
            {t('receipt.history')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t(`receipt.another.${receipt.kind}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
