/** Suspends, reactivates or revokes a user's access, after saying what it means, with the one-time code. */
import type { CompanyUser } from '@baraka/contracts/identity/company';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CodeStep } from '../../../components/challenge/code-step';
import { useCodedAction } from '../../../lib/coded-action';
import { useTranslation } from '../../../lib/use-translation';
import { COMPANY_CHANGES_KEY } from '../api/company-changes';
import { revokeUser, updateStatus } from '../api/company-user-writes';
import { COMPANY_USERS_KEY } from '../api/company-users';

export type AccessChange = 'suspend' | 'reactivate' | 'revoke';

type AccessDialogProps = { user: CompanyUser; change: AccessChange; onClose: () => void };

export function AccessDialog({ user, change, onClose }: AccessDialogProps) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const action = useCodedAction<unknown>({
    send: (confirmation) =>
      change === 'revoke'
        ? revokeUser(user.id, confirmation)
        : updateStatus(
            { userId: user.id, status: change === 'suspend' ? 'INACTIVE' : 'ACTIVE' },
            confirmation,
          ),
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPANY_CHANGES_KEY });
      onClose();
    },
  });
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Modal opened onClose={onClose} title={t(`access.${change}.title`, { name })} radius="lg" centered>
      <Stack gap="md">
        {!action.challenge && <Text fz="sm">{t(`access.${change}.body`, { name })}</Text>}
        <CodeStep action={action} ns="company" />
        {!action.challenge && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isBusy}>
              {t('actions.cancel')}
            </Button>
            <Button
              color={change === 'reactivate' ? undefined : 'red'}
              onClick={action.start}
              loading={action.isBusy}
              data-testid="confirm-access-change"
            >
              {t(`access.${change}.confirm`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
