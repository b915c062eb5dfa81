/** Wraps every page: scroll and title upkeep, the loading bar, the network watch and the error modal. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorModal } from '../components/ui/error-modal';
import { LanguageSync } from '../features/identity/components/language-sync';
import { SessionExpiryWatcher } from '../features/identity/components/session-expiry-watcher';
import { watchConnectivity } from '../lib/connectivity';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  useEffect(() => watchConnectivity(), []);
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <NavigationProgress />
      <Outlet />
      <ErrorModal />
      <SessionExpiryWatcher />
      <LanguageSync />
    </>
  );
}
