/**
 * The toasts on screen (`notifications.show`), each close button named in the page's language.
 * The label is read here, in a leaf beside the app that never suspends, and handed to the toasts
 * through a theme scoped to them: the providers above the app keep their theme and never wait.
 */
import { type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useMemo } from 'react';
import { useTranslation } from '../lib/use-translation';

export default function ToastList() {
  const { t, ready } = useTranslation('common', { suspend: false });
  const closeLabel = ready ? t('toasts.close') : undefined;
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
    }),
    [closeLabel],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-center" limit={3} />
    </MantineThemeProvider>
  );
}
