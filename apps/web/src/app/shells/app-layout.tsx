/** Chooses the phone shell or the web shell for every page that is not a sign-in page. */
import { MobileShell } from './mobile-shell';
import { useIsMobile } from './use-is-mobile';
import { WebShell } from './web-shell';

export function AppLayout() {
  return useIsMobile() ? <MobileShell /> : <WebShell />;
}
