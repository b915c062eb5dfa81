/** Theme (universe, colour scheme, direction), server-state cache, toasts and language wiring around the app. */
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import '@mantine/core/styles/Notification.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { getCurrentLanguage } from '../lib/i18n';
import { getDirection } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session-store';
import { STORAGE_KEYS } from '../lib/storage';
import { createAppTheme, resolveCssVariables } from '../lib/theme';
import { DirectionSync } from './direction-sync';
import { Toasts } from './toasts';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function Providers({ children }: { children: ReactNode }) {
  const { universe } = useSession();
  const theme = useMemo(() => createAppTheme(universe), [universe]);
  return (
    <DirectionProvider initialDirection={getDirection(getCurrentLanguage())} detectDirection={false}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={resolveCssVariables}
      >
        <QueryClientProvider client={queryClient}>
          <DirectionSync />
          <Toasts />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
