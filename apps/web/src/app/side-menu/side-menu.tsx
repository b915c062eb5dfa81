/** The side menu as a `<nav>`: public or private entries in the shell's order, current page marked. */
import { Text } from '@mantine/core';
import { useId } from 'react';
import { isFeatureAvailable } from '../../lib/features';
import { useLocation } from '../../lib/router';
import { isCompanyHolder, isSignedIn, useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import { MENU_ENTRIES } from './menu-entries';
import { MenuLink } from './menu-link';
import { isEntryActive, type ShellKind, selectMenuEntries } from './select-menu-entries';
import classes from './side-menu.module.css';

type SideMenuProps = {
  shell: ShellKind;
  /** Icons only (web shell under 1024 px); labels stay as accessible names and tooltips. */
  isCompact?: boolean;
  onNavigate?: () => void;
};

export function SideMenu({ shell, isCompact = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation(['menu', 'common']);
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = isSignedIn(session);
  const entries = selectMenuEntries(MENU_ENTRIES, {
    isSignedIn: signedIn,
    shell,
    isAvailable: isFeatureAvailable,
    isCompanyHolder: isCompanyHolder(session),
  });
  const enabled = entries.filter((entry) => !entry.isDisabled);
  const disabled = entries.filter((entry) => entry.isDisabled);
  const mainHeadingId = useId();
  const soonHeadingId = useId();

  const renderList = (list: typeof entries, labelledBy: string) => (
    <ul className={classes.list} aria-labelledby={isCompact ? undefined : labelledBy}>
      {list.map((entry) => (
        <li key={entry.key}>
          <MenuLink
            entry={entry}
            isActive={isEntryActive(entry, pathname)}
            isCompact={isCompact}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <nav
      aria-label={t('a11y.mainNavigation', { ns: 'common' })}
      className={classes.nav}
      data-compact={isCompact || undefined}
    >
      {!isCompact && (
        <Text className={classes.section} id={mainHeadingId}>
          {t(signedIn ? 'sections.private' : 'sections.public')}
        </Text>
      )}
      {renderList(enabled, mainHeadingId)}
      {disabled.length > 0 && (
        <>
          {isCompact ? (
            <hr className={classes.divider} />
          ) : (
            <Text className={classes.section} id={soonHeadingId}>
              {t('sections.soon')}
            </Text>
          )}
          {renderList(disabled, soonHeadingId)}
        </>
      )}
    </nav>
  );
}
