/**
 * The signed-in person on a phone, without the header's menu (and the dropdown code it needs): the
 * header's photo leading to the profile, and the menu drawer's card with the logout.
 */
import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { UserAvatar, useSignedInPerson } from './signed-in-person';
import classes from './user-menu.module.css';

/** On a phone the header has no room: the menu drawer shows who is signed in and the logout. */
export function DrawerUserCard() {
  const { t } = useTranslation('auth');
  const person = useSignedInPerson();
  if (!person) {
    return null;
  }
  const { user, name, photo, signOut } = person;
  return (
    <div className={classes.drawerCard} data-testid="drawer-user">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={name} photo={photo} size={40} testId="drawer-user-avatar" />
        <div className={classes.drawerText}>
          <Text fw={700} className={classes.ellipsis} data-testid="drawer-user-name">
            {name}
          </Text>
          <Text fz="xs" c="dimmed" className={classes.ellipsis}>
            {user.bankCustomer.name}
          </Text>
        </div>
      </Group>
      <Button
        variant="light"
        fullWidth
        mt="sm"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={signOut}
        data-testid="drawer-logout-button"
      >
        {t('userMenu.logout')}
      </Button>
    </div>
  );
}

/** On a phone the header keeps the person's photo (or initials), a way to their profile. */
export function HeaderAvatarLink() {
  const { t } = useTranslation('auth');
  const person = useSignedInPerson();
  if (!person) {
    return null;
  }
  const { name, photo } = person;
  return (
    <UnstyledButton component={Link} to="/profile" aria-label={t('userMenu.label', { name })}>
      <UserAvatar name={name} photo={photo} size={32} isOnColor testId="header-avatar" />
    </UnstyledButton>
  );
}
