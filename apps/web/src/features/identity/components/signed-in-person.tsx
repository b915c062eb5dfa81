/** The signed-in person as the header, its menu and the phone's drawer show them: name, photo or initials, logout. */
import { Avatar } from '@mantine/core';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useProfilePhoto } from '../../../lib/profile-photo';
import { useNavigate } from '../../../lib/router';
import { getDisplayName, useSession } from '../../../lib/session-store';
import { logout } from '../session/logout-flow';
import { getInitials } from '../utils/initials';
import classes from './user-menu.module.css';

/** Who is signed in: their name in the app's language, their photo, and how they sign out. */
export function useSignedInPerson() {
  const navigate = useNavigate();
  const { user } = useSession();
  const photo = useProfilePhoto(user?.photoUri);
  if (!user) {
    return null;
  }
  const signOut = () => {
    void logout('user', navigate);
  };
  return { user, name: getDisplayName(user, getCurrentLanguage()), photo, signOut };
}

type UserAvatarProps = {
  name: string;
  photo: string | null;
  size: number;
  /** On the header's colour rather than on the page. */
  isOnColor?: boolean;
  testId: string;
};

export function UserAvatar({ name, photo, size, isOnColor = false, testId }: UserAvatarProps) {
  return (
    <Avatar
      radius="xl"
      size={size}
      src={photo}
      alt=""
      classNames={{ placeholder: isOnColor ? classes.avatarOnColor : classes.avatar }}
      data-testid={testId}
      data-photo={photo ? 'yes' : 'no'}
    >
      <Initials name={name} />
    </Avatar>
  );
}

/**
 * Initials drawn by the style sheet, not written in the page: they repeat the name the control is
 * called by, so they stay out of its visible text (WCAG 2.5.3, label in name).
 */
function Initials({ name }: { name: string }) {
  return <span className={classes.initials} data-initials={getInitials(name)} aria-hidden />;
}
