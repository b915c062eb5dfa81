/** The modal of spec §4 when the fingerprint cannot be used here, or is not enrolled yet. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFingerprintOff } from '@tabler/icons-react';
import { getErrorMessage } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/use-translation';

export type FingerprintAlertKind = 'unavailable' | 'not-enrolled';

const CODES: Record<FingerprintAlertKind, string> = {
  unavailable: 'CHALLENGES.FIP.ALERT_CHANNEL_FIP',
  'not-enrolled': 'CHALLENGES.FIP.FIP_ENROLL.ALERT',
};

export function FingerprintAlert({
  kind,
  onClose,
}: {
  kind: FingerprintAlertKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={t('fingerprint.title')}
      centered
      radius="lg"
      size="sm"
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="ocean" aria-hidden>
            <IconFingerprintOff size={24} />
          </ThemeIcon>
          <Text data-testid="fingerprint-alert">{kind ? getErrorMessage(CODES[kind]) : ''}</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('fingerprint.passwordRemains')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('actions.ok', { ns: 'common' })}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
