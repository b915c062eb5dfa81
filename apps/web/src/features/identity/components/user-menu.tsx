/** The signed-in person in the header: their name, and "Se déconnecter". */
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { UserAvatar, useSignedInPerson } from './signed-in-person';
import classes from './user-menu.module.css';

export function UserMenu() {
  const { t } = useTranslation('auth');
  const person = useSignedInPerson();
  if (!person) {
    return null;
  }
  const { user, name, photo, signOut } = person;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          aria-label={t('userMenu.label', { name })}
          data-testid="user-menu"
        >
          <UserAvatar name={name} photo={photo} size={30} isOnColor testId="user-avatar" />
          <Text component="span" className={classes.name} data-testid="user-name">
            {name}
          </Text>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={700} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text fz="xs" c="dimmed">
            {user.bankCustomer.name} · {user.customerNumber}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={signOut}
          data-testid="logout-button"
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
