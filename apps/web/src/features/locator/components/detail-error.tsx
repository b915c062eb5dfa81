/** A detail that failed: "no such place" for an unknown id (a stale link), else a retry. */
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { EmptyState, ErrorState } from '../../../components/ui/async-states';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/use-translation';

type DetailErrorProps = { error: unknown; onRetry: () => void; onBack: () => void };

export function DetailError({ error, onRetry, onBack }: DetailErrorProps) {
  const { t } = useTranslation(['locator', 'common']);
  const isUnknown = error instanceof ApiError && error.httpStatus === 404;
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        w="fit-content"
        onClick={onBack}
        leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />}
      >
        {t('detail.back')}
      </Button>
      {isUnknown ? (
        <EmptyState title={t('states.notFoundTitle', { ns: 'common' })} />
      ) : (
        <ErrorState onRetry={onRetry} />
      )}
    </Stack>
  );
}
