/** A refused call in words (its code is translated in errors.json), titled with the area's `errors.title`. */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Namespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

type CallErrorAlertProps = { error: unknown; ns: Namespace; testId?: string };

export function CallErrorAlert({ error, ns, testId }: CallErrorAlertProps) {
  const { t } = useTranslation(ns);
  if (!error) {
    return null;
  }
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      role="alert"
      title={t('errors.title')}
      icon={<IconAlertTriangle aria-hidden />}
      data-testid={testId}
    >
      {error instanceof Error ? error.message : t('errors.title')}
    </Alert>
  );
}
