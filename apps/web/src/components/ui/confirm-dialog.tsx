/** Asks before an action that cannot be undone (cancelling a transfer or a standing order). */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  isBusy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, children, keepLabel, confirmLabel, isBusy, error, onConfirm, onClose } = props;
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text fz="sm">{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="confirm-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {keepLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isBusy} data-testid="confirm-cancel">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
