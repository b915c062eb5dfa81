/** Starts the app: picks the language (link, stored, French), loads its texts, then renders the router. */
import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstOpenGate } from './app/first-open-gate';
import { startPlatform } from './app/platform-start';
import { Providers } from './app/providers';
import { AppRoutes, createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { markLanguageChosen, readLanguageParam, removeLanguageParam, resolveLanguage } from './lib/language';
import { RouterProvider } from './lib/router';
import { registerServiceWorker } from './lib/service-worker';
import { readStored, STORAGE_KEYS, writeStored } from './lib/storage';
import { isNativeShell } from './platform';

/** Sets the stored colour scheme before the first paint, so a dark-mode user never sees a light flash. */
function applyStoredColorScheme(): void {
  const scheme = readStored(STORAGE_KEYS.colorScheme) === 'dark' ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}

async function bootstrap(): Promise<void> {
  applyStoredColorScheme();
  const url = new URL(window.location.href);
  const language = resolveLanguage({
    search: url.search,
    hash: url.hash,
    stored: readStored(STORAGE_KEYS.language),
  });
  writeStored(STORAGE_KEYS.language, language);
  if (readLanguageParam(url.search, url.hash)) {
    markLanguageChosen();
  }
  // The link's `lang` has done its job: drop it so a reload keeps any later choice made in the app.
  const cleaned = removeLanguageParam(url);
  if (cleaned.href !== url.href) {
    window.history.replaceState(window.history.state, '', cleaned.href);
  }
  await Promise.all([initI18n(language), startPlatform()]);

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('The page has no #root element');
  }
  // index.html's splash goes: the app draws its own loader until the first page is ready.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()}>
          <AppRoutes />
        </RouterProvider>
        <FirstOpenGate />
      </Providers>
    </StrictMode>,
  );
  // Workbox waits for the page's load event: installing never competes with the first paint. A shell
  // carries its web app in the binary and updates with it: no worker there.
  if (!isNativeShell()) {
    registerServiceWorker();
  }
}

bootstrap().catch((error: unknown) => {
  console.error('The app could not start', error);
});
