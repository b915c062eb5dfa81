/**
 * 768 px wide or less: a coloured top bar whose "Menu" button opens the side menu in a drawer, and a
 * bottom tab bar with the main destinations (its "More" opens the same drawer).
 */
import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { DemoBanner } from '../../components/ui/demo-banner';
import { useExitDemo } from '../../features/identity/session/use-exit-demo';
import { useLocation } from '../../lib/router';
import { isSignedIn, useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import { SideMenu } from '../side-menu/side-menu';
import { TabBar } from '../side-menu/tab-bar';
import { useCurrentRoute } from '../use-current-route';
import { AreaHeader } from './area-header';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID } from './main-content';
import classes from './mobile-shell.module.css';
import { PageSlot } from './page-slot';
import { LazyDrawerUserCard } from './signed-in-parts';
import { SkipLink } from './skip-link';
import { VersionLine } from './version-line';

export function MobileShell() {
  const { t } = useTranslation('common');
  const [isMenuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const session = useSession();
  const exitDemo = useExitDemo();
  const route = useCurrentRoute();

  // Any navigation, from the menu or elsewhere, closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself
  useEffect(() => {
    menu.close();
  }, [pathname]);

  // Spec §2: some pages (the accounts PDF view) take the whole phone screen, with their own top bar.
  if (route?.isFullScreenOnMobile) {
    return (
      <div className={classes.shell} data-shell="mobile" data-full-screen>
        <SkipLink />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.fullScreenMain}>
          <PageSlot />
        </main>
      </div>
    );
  }

  return (
    <div className={classes.shell} data-shell="mobile">
      <SkipLink />
      <AreaHeader
        isCompact
        leading={
          <Burger
            opened={isMenuOpen}
            onClick={menu.toggle}
            aria-label={t('a11y.menu')}
            aria-expanded={isMenuOpen}
            color="white"
            size="sm"
            className={classes.burger}
          />
        }
      />
      <DemoBanner onExit={exitDemo} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageSlot />
      </main>
      <TabBar isMenuOpen={isMenuOpen} onOpenMenu={menu.open} />
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        position="left"
        size={300}
        padding={0}
        title={<BrandLink size={36} />}
        closeButtonProps={{ 'aria-label': t('a11y.closeMenu') }}
        classNames={{ header: classes.drawerHeader, body: classes.drawerBody }}
      >
        {isSignedIn(session) && <LazyDrawerUserCard />}
        <SideMenu shell="mobile" onNavigate={menu.close} />
        <VersionLine className={classes.version} />
      </Drawer>
    </div>
  );
}
