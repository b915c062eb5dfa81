/** Wider than 768 px: a sidebar with the menu (icons only under 1024 px) beside the coloured header. */
import { DemoBanner } from '../../components/ui/demo-banner';
import { useExitDemo } from '../../features/identity/session/use-exit-demo';
import { SideMenu } from '../side-menu/side-menu';
import { AreaHeader } from './area-header';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID } from './main-content';
import { PageSlot } from './page-slot';
import { SkipLink } from './skip-link';
import { useIsCompactSidebar } from './use-is-mobile';
import { VersionLine } from './version-line';
import classes from './web-shell.module.css';

export function WebShell() {
  const isCompact = useIsCompactSidebar();
  const exitDemo = useExitDemo();
  return (
    <div className={classes.shell} data-compact={isCompact || undefined} data-shell="web">
      <SkipLink />
      <div className={classes.sidebarColumn}>
        <div className={classes.sidebar}>
          <div className={classes.brand}>
            <BrandLink isCompact={isCompact} />
          </div>
          <SideMenu shell="web" isCompact={isCompact} />
          <VersionLine className={classes.version} />
        </div>
      </div>
      <div className={classes.column}>
        <AreaHeader />
        <DemoBanner onExit={exitDemo} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <div className={classes.content}>
            <PageSlot />
          </div>
        </main>
      </div>
    </div>
  );
}
