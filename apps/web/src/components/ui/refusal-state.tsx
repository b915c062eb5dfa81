/**
 * A call the bank refused (403): not a loading failure. It says which right is missing and who can
 * give it, and offers no retry: trying again would be refused the same way.
 */
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ApiError, getErrorMessage } from '../../lib/api-error';
import { useTranslation } from '../../lib/use-translation';

/** Whether an error is the bank saying "not for you" rather than "could not answer". */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 403;
}

export function RefusalState({ error }: { error: ApiError }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="ocean"
      variant="light"
      radius="lg"
      title={t('states.refusedTitle')}
      icon={<IconLock aria-hidden />}
      role="alert"
      data-testid="refusal-state"
    >
      <Text fz="sm">{getErrorMessage(error.code, error.message)}</Text>
      <Text fz="sm" mt={4}>
        {t('states.refusedBody')}
      </Text>
    </Alert>
  );
}
