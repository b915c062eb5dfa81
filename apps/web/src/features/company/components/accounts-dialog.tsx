/** Which of the company's accounts a user sees and acts on (within its rights), saved with the one-time code. */
import type { CompanyUser } from '@baraka/contracts/identity/company';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { CodeStep } from '../../../components/challenge/code-step';
import { LoadingState } from '../../../components/ui/async-states';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { useCodedAction } from '../../../lib/coded-action';
import { useTranslation } from '../../../lib/use-translation';
import { COMPANY_CHANGES_KEY } from '../api/company-changes';
import { updateAccounts } from '../api/company-user-writes';
import { COMPANY_USERS_KEY } from '../api/company-users';

type AccountsDialogProps = { user: CompanyUser; onClose: () => void };

export function AccountsDialog({ user, onClose }: AccountsDialogProps) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const [selected, setSelected] = useState<string[]>(user.accountIds);
  const action = useCodedAction({
    send: (confirmation) => updateAccounts({ userId: user.id, accountIds: selected }, confirmation),
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPANY_CHANGES_KEY });
      onClose();
    },
  });
  const isUnchanged =
    selected.length === user.accountIds.length && selected.every((id) => user.accountIds.includes(id));
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <Modal opened onClose={onClose} title={t('accounts.title', { name })} radius="lg" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('accounts.intro')}
        </Text>
        {accounts.isPending && <LoadingState rows={2} height={48} />}
        {!action.challenge && accounts.data && (
          <Checkbox.Group value={selected} onChange={setSelected} label={t('accounts.label')}>
            <Stack gap="sm" mt="xs">
              {accounts.data.map((account) => (
                <Checkbox
                  key={account.id}
                  value={account.id}
                  disabled={action.isBusy}
                  label={
                    <span>
                      {account.title} · <MaskedNumber value={account.accountNumber} /> · {account.currency}
                    </span>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <CodeStep action={action} ns="company" />
        {!action.challenge && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isBusy}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={action.start}
              loading={action.isBusy}
              disabled={isUnchanged}
              data-testid="save-accounts"
            >
              {t('accounts.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
