/** The signed-in person in the header: their name, and "Se déconnecter". */
import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useProfilePhoto } from '../../../lib/profile-photo';
import { Link, useNavigate } from '../../../lib/router';
import { getDisplayName, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { logout } from '../session/logout-flow';
import { getInitials } from '../utils/initials';
import classes from './user-menu.module.css';

export function UserMenu() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user } = useSession();
  const photo = useProfilePhoto(user?.photoUri);
  if (!user) {
    return null;
  }
  const name = getDisplayName(user, getCurrentLanguage());
  const signOut = () => {
    void logout('user', navigate);
  };
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          aria-label={t('userMenu.label', { name })}
          data-testid="user-menu"
        >
          <Avatar
            radius="xl"
            size={30}
            src={photo}
            alt=""
            classNames={{ placeholder: classes.avatarOnColor }}
            data-testid="user-avatar"
            data-photo={photo ? 'yes' : 'no'}
          >
            <Initials name={name} />
          </Avatar>
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

/** On a phone the header has no room: the menu drawer shows who is signed in and the logout. */
export function DrawerUserCard() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user } = useSession();
  const photo = useProfilePhoto(user?.photoUri);
  if (!user) {
    return null;
  }
  const name = getDisplayName(user, getCurrentLanguage());
  return (
    <div className={classes.drawerCard} data-testid="drawer-user">
      <Group gap="sm" wrap="nowrap">
        <Avatar
          radius="xl"
          size={40}
          src={photo}
          alt=""
          classNames={{ placeholder: classes.avatar }}
          data-testid="drawer-user-avatar"
          data-photo={photo ? 'yes' : 'no'}
        >
          <Initials name={name} />
        </Avatar>
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
        onClick={() => {
          void logout('user', navigate);
        }}
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
  const { user } = useSession();
  const photo = useProfilePhoto(user?.photoUri);
  if (!user) {
    return null;
  }
  const name = getDisplayName(user, getCurrentLanguage());
  return (
    <UnstyledButton component={Link} to="/profile" aria-label={t('userMenu.label', { name })}>
      <Avatar
        radius="xl"
        size={32}
        src={photo}
        alt=""
        classNames={{ placeholder: classes.avatarOnColor }}
        data-testid="header-avatar"
        data-photo={photo ? 'yes' : 'no'}
      >
        <Initials name={name} />
      </Avatar>
    </UnstyledButton>
  );
}

/**
 * Initials drawn by the style sheet, not written in the page: they repeat the name the control is
 * called by, so they stay out of its visible text (WCAG 2.5.3, label in name).
 */
function Initials({ name }: { name: string }) {
  return <span className={classes.initials} data-initials={getInitials(name)} aria-hidden />;
}
