/** Chooses the phone shell or the web shell for every page that is not a sign-in page. */
import { SessionKeeper } from '../../features/identity/components/session-keeper';
import { isSignedIn, useSession } from '../../lib/session-store';
import { MobileShell } from './mobile-shell';
import { PageHostProvider } from './page-slot';
import { useIsMobile } from './use-is-mobile';
import { WebShell } from './web-shell';

export function AppLayout() {
  const session = useSession();
  return (
    <>
      <PageHostProvider>{useIsMobile() ? <MobileShell /> : <WebShell />}</PageHostProvider>
      {isSignedIn(session) && <SessionKeeper />}
    </>
  );
}
