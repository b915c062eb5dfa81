/** Asks before this browser lets go of its application: only this device can show it again. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

type ForgetApplicationDialogProps = {
  reference: string | null;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ForgetApplicationDialog({
  reference,
  isOpen,
  onClose,
  onConfirm,
}: ForgetApplicationDialogProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('forget.title')} centered radius="lg">
      <Text fz="sm">{t('forget.body', { reference: reference ?? '' })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('forget.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} data-autofocus>
          {t('forget.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
