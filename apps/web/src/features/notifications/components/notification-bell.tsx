/** The bell of both shells' header: the unread count, live, and a link to the notification centre. */
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import classes from '../../../components/ui/header-controls.module.css';
import { Link } from '../../../lib/router';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NOTIFICATIONS_PATH } from '../utils/notification-links';
import bellClasses from './notification-bell.module.css';

const MAX_SHOWN = 99;

export function NotificationBell({ isOnColor = true }: { isOnColor?: boolean }) {
  const { t } = useTranslation('menu');
  const session = useSession();
  const { unread, isLive, isPolling } = useLiveNotifications(isSignedIn(session));
  if (!isSignedIn(session)) {
    return null;
  }
  const count = unread ?? 0;
  const label = count > 0 ? t('bell.unread', { count }) : t('bell.label');
  return (
    <ActionIcon
      component={Link}
      to={NOTIFICATIONS_PATH}
      data-testid="notification-bell"
      data-live={isLive ? (isPolling ? 'polling' : 'on') : 'off'}
      aria-label={label}
      title={label}
      variant={isOnColor ? 'transparent' : 'default'}
      className={`${bellClasses.bell} ${isOnColor ? classes.onColor : ''}`}
      size={36}
    >
      <IconBell size={20} stroke={1.8} aria-hidden />
      {count > 0 && (
        <span className={bellClasses.count} data-testid="notification-badge" aria-hidden>
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </ActionIcon>
  );
}
