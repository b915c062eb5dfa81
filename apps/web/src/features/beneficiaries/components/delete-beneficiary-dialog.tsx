/** Asks before a payee is removed: the list forgets them, adding them again needs a new code. */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { getFullName } from '../utils/account-display';

type DeleteDialogProps = {
  beneficiary: Beneficiary | null;
  isDeleting: boolean;
  onConfirm: (beneficiary: Beneficiary) => void;
  onClose: () => void;
};

export function DeleteBeneficiaryDialog({ beneficiary, isDeleting, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('beneficiaries');
  return (
    <Modal opened={beneficiary !== null} onClose={onClose} title={t('delete.title')} centered radius="lg">
      {beneficiary && (
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" variant="light" color="red" aria-hidden>
              <IconTrash size={22} />
            </ThemeIcon>
            <Text>{t('delete.body', { name: getFullName(beneficiary) })}</Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isDeleting}>
              {t('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={isDeleting}
              onClick={() => onConfirm(beneficiary)}
              data-testid="confirm-delete"
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
