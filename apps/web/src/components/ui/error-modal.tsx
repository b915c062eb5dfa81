/**
 * The modal of spec §4 and §8: COMMON.DEFAULT_ERROR_MSG when the server fails (with the request id
 * in small print for the help desk), COMMON.NO_INTERNET_CONNECTION when the network is gone.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '../../lib/api-error';
import { onAppEvent } from '../../lib/app-events';
import { useTranslation } from '../../lib/use-translation';

type ShownError = { kind: 'server'; requestId: string | null } | { kind: 'offline' } | null;

export function ErrorModal() {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<ShownError>(null);

  useEffect(() => {
    const stops = [
      onAppEvent('error-handled', ({ requestId }) => setShown({ kind: 'server', requestId })),
      onAppEvent('connection-lost', () => setShown({ kind: 'offline' })),
      onAppEvent('connection-restored', () => setShown((now) => (now?.kind === 'offline' ? null : now))),
    ];
    return () => {
      for (const stop of stops) {
        stop();
      }
    };
  }, []);

  const isOffline = shown?.kind === 'offline';
  const close = () => setShown(null);
  return (
    <Modal
      opened={shown !== null}
      onClose={close}
      centered
      radius="lg"
      size="sm"
      title={t(isOffline ? 'modal.offlineTitle' : 'modal.serverErrorTitle')}
      closeButtonProps={{ 'aria-label': t('a11y.closeDialog') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={isOffline ? 'ocean' : 'red'} aria-hidden>
            {isOffline ? <IconWifiOff size={24} /> : <IconAlertTriangle size={24} />}
          </ThemeIcon>
          <Text>
            {getErrorMessage(isOffline ? 'COMMON.NO_INTERNET_CONNECTION' : 'COMMON.DEFAULT_ERROR_MSG')}
          </Text>
        </Group>
        {shown?.kind === 'server' && shown.requestId && (
          <Text fz="xs" c="dimmed">
            {t('modal.reference', { requestId: shown.requestId })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={close}>{t('actions.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
