/** One company user: who, whether they may sign in, what they may do, and the holder's actions. */
import type { CompanyUser } from '@baraka/contracts/identity/company';
import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconPlayerPause, IconPlayerPlay, IconUserOff, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { AccessChange } from './access-dialog';

type UserCardProps = {
  user: CompanyUser;
  onEditRights: () => void;
  onEditAccounts: () => void;
  onChangeAccess: (change: AccessChange) => void;
};

export function UserCard({ user, onEditRights, onEditAccounts, onChangeAccess }: UserCardProps) {
  const { t } = useTranslation('company');
  const isSuspended = user.status === 'INACTIVE';
  const categories = new Set(user.rights.map((right) => right.service));
  return (
    <Paper withBorder radius="lg" p="lg" component="li" data-testid="company-user">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar radius="xl" size={48} color={isSuspended ? 'gray' : 'ocean'}>
            {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700}>
              {user.firstName} {user.lastName}
            </Text>
            <Text fz="sm" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {user.username}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color={isSuspended ? 'gray' : 'green'}>
                {t(isSuspended ? 'status.suspended' : 'status.active')}
              </Badge>
              {user.isInvited && (
                <Badge variant="light" color="yellow">
                  {t('status.invited')}
                </Badge>
              )}
              <Badge variant="outline" color="gray">
                {t('rights.count', { count: user.rights.length })}
              </Badge>
              <Badge variant="outline" color="gray">
                {t('accounts.count', { count: user.accountIds.length })}
              </Badge>
            </Group>
            {user.rights.length > 0 && (
              <Text fz="xs" c="dimmed">
                {[...categories]
                  .slice(0, 4)
                  .map((service) => t(`services.${service}`, { defaultValue: service }))
                  .join(' · ')}
                {categories.size > 4 ? ' …' : ''}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="sm" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={onEditRights}
          >
            {t('actions.editRights')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconWallet size={16} aria-hidden />}
            onClick={onEditAccounts}
          >
            {t('actions.editAccounts')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={isSuspended ? undefined : 'orange'}
            leftSection={
              isSuspended ? (
                <IconPlayerPlay size={16} aria-hidden />
              ) : (
                <IconPlayerPause size={16} aria-hidden />
              )
            }
            onClick={() => onChangeAccess(isSuspended ? 'reactivate' : 'suspend')}
          >
            {t(isSuspended ? 'actions.reactivate' : 'actions.suspend')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => onChangeAccess('revoke')}
          >
            {t('actions.revoke')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
