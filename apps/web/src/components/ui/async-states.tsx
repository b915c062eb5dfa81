/** What a page shows while its data loads, when loading failed (with a retry) and when there is none. */
import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isRefusal, RefusalState } from './refusal-state';

export function LoadingState({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={t('states.loading')}>
      {Array.from({ length: rows }, (_, index) => `skeleton-${index}`).map((key) => (
        <Skeleton key={key} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

type ErrorStateProps = {
  onRetry?: () => void;
  message?: string;
  /** The error itself: a refusal (403) is said as one, not as a connection problem. */
  error?: unknown;
};

export function ErrorState({ onRetry, message, error }: ErrorStateProps) {
  const { t } = useTranslation('common');
  if (isRefusal(error)) {
    return <RefusalState error={error} />;
  }
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title={t('states.errorTitle')}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Text fz="sm">{message ?? t('states.errorBody')}</Text>
      {onRetry && (
        <Button
          mt="sm"
          size="xs"
          variant="white"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('states.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={26} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{title ?? t('states.emptyTitle')}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
