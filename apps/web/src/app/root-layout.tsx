/**
 * Wraps every page: scroll and title upkeep, the loading bar, the network watch (offline notice and
 * modal), the error modal and the switch to a new version of the app.
 */
import { useEffect } from 'react';
import { ErrorModal } from '../components/ui/error-modal';
import { OfflineNotice } from '../components/ui/offline-notice';
import { LanguageSync } from '../features/identity/components/language-sync';
import { SessionExpiryWatcher } from '../features/identity/components/session-expiry-watcher';
import { watchConnectivity } from '../lib/connectivity';
import { Outlet } from '../lib/router';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { PhoneGestures } from './phone-gestures';
import { PlatformBridge } from './platform-bridge';
import { ScrollToTop } from './scroll-to-top';
import { UpdatePrompt } from './update-prompt';

export function RootLayout() {
  useEffect(() => watchConnectivity(), []);
  return (
    <>
      <OfflineNotice />
      <ScrollToTop />
      <DocumentTitle />
      <NavigationProgress />
      <Outlet />
      <ErrorModal />
      <UpdatePrompt />
      <SessionExpiryWatcher />
      <LanguageSync />
      <PlatformBridge />
      <PhoneGestures />
    </>
  );
}
