/** The phone's bottom tab bar: four main destinations one thumb away, and "More" for the whole menu. */
import { IconMenu2 } from '@tabler/icons-react';
import { isFeatureAvailable } from '../../lib/features';
import { Link, useLocation } from '../../lib/router';
import { isSignedIn, useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import { MENU_ENTRIES } from './menu-entries';
import { isEntryActive, selectMenuEntries } from './select-menu-entries';
import classes from './tab-bar.module.css';
import { selectTabEntries } from './tab-entries';

type TabBarProps = {
  isMenuOpen: boolean;
  onOpenMenu: () => void;
};

export function TabBar({ isMenuOpen, onOpenMenu }: TabBarProps) {
  const { t } = useTranslation(['menu', 'common']);
  const { pathname } = useLocation();
  const signedIn = isSignedIn(useSession());
  const entries = selectMenuEntries(MENU_ENTRIES, {
    isSignedIn: signedIn,
    shell: 'mobile',
    isAvailable: isFeatureAvailable,
  });
  const tabs = selectTabEntries(entries, signedIn);

  return (
    <nav className={classes.bar} aria-label={t('tabs.label')} data-testid="tab-bar">
      {tabs.map((entry) => {
        const Icon = entry.icon;
        const isActive = isEntryActive(entry, pathname);
        return (
          <Link
            key={entry.key}
            to={entry.to}
            className={classes.tab}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon size={24} stroke={isActive ? 2.1 : 1.7} aria-hidden />
            <span className={classes.label}>{t(`tabs.${entry.labelKey}`)}</span>
          </Link>
        );
      })}
      <button
        type="button"
        className={classes.tab}
        onClick={onOpenMenu}
        aria-expanded={isMenuOpen}
        aria-haspopup="dialog"
      >
        <IconMenu2 size={24} stroke={1.7} aria-hidden />
        <span className={classes.label}>{t('tabs.more')}</span>
      </button>
    </nav>
  );
}
