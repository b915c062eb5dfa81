/** The confirmations of the devices page: removing a device, and the code that makes one transactional. */
import type { Challenge, ContinueResult } from '@baraka/contracts/identity/challenges';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { useTranslation } from '../../../lib/use-translation';

type RemoveDialogProps = { name: string | null; onConfirm: () => void; onClose: () => void };

export function RemoveDeviceDialog({ name, onConfirm, onClose }: RemoveDialogProps) {
  const { t } = useTranslation(['devices', 'challenges']);
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('removeTitle')} centered radius="lg">
      <Stack gap="md">
        <Text>{t('removeBody', { name: name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel', { ns: 'challenges' })}
          </Button>
          <Button color="red" onClick={onConfirm} data-testid="confirm-remove">
            {t('remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type ChallengeDialogProps = {
  challenge: Challenge | null;
  onComplete: (result: ContinueResult) => void;
  onClose: () => void;
};

export function DeviceChallengeDialog({ challenge, onComplete, onClose }: ChallengeDialogProps) {
  const { t } = useTranslation('devices');
  return (
    <Modal
      opened={challenge !== null}
      onClose={onClose}
      title={t('makeTransactional')}
      centered
      radius="lg"
      size="lg"
    >
      {challenge && <ChallengeStep challenge={challenge} onComplete={onComplete} onCancel={onClose} />}
    </Modal>
  );
}
