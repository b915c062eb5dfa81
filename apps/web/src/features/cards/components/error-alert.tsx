/** A refusal of a card call in words (CARD.*, LEDGER.*, COMMON.* are translated in errors.json). */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('cards');
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
      data-testid="card-error"
    >
      {error instanceof Error ? error.message : t('errors.title')}
    </Alert>
  );
}
