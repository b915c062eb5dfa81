/** The dialog of spec §9: after 600 s without activity, a 300 s countdown before the session ends. */
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

type IdleDialogProps = {
  secondsLeft: number;
  totalSeconds: number;
  onStay: () => void;
  onLogout: () => void;
};

function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function IdleDialog({ secondsLeft, totalSeconds, onStay, onLogout }: IdleDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened
      onClose={onStay}
      centered
      radius="lg"
      size="sm"
      title={t('idle.title')}
      closeButtonProps={{ 'aria-label': t('idle.stay') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="idle-dialog"
    >
      <Stack gap="md">
        <Text>{t('idle.body')}</Text>
        <Text fz={32} fw={800} ta="center" aria-live="polite" aria-atomic="true" dir="ltr">
          {formatCountdown(secondsLeft)}
        </Text>
        <Progress value={(secondsLeft / totalSeconds) * 100} aria-label={t('idle.remaining')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLogout}>
            {t('idle.logout')}
          </Button>
          <Button onClick={onStay} data-autofocus>
            {t('idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
