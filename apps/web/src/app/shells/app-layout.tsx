/** Chooses the phone shell or the web shell for every page that is not a sign-in page. */
import { SessionKeeper } from '../../features/auth/components/session-keeper';
import { isSignedIn, useSession } from '../../lib/session-store';
import { MobileShell } from './mobile-shell';
import { useIsMobile } from './use-is-mobile';
import { WebShell } from './web-shell';

export function AppLayout() {
  const session = useSession();
  return (
    <>
      {useIsMobile() ? <MobileShell /> : <WebShell />}
      {isSignedIn(session) && <SessionKeeper />}
    </>
  );
}
