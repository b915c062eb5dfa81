/** A refusal of a cheque call in words (CHEQUE.*, COMMON.* are translated in errors.json). */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('cheques');
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
      data-testid="cheque-error"
    >
      {error instanceof Error ? error.message : t('errors.title')}
    </Alert>
  );
}
