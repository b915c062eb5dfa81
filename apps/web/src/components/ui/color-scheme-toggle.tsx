/** Switches light and dark mode; Mantine stores the choice and sets `data-mantine-color-scheme`. */
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import classes from './header-controls.module.css';

type ColorSchemeToggleProps = { isOnColor?: boolean };

export function ColorSchemeToggle({ isOnColor = false }: ColorSchemeToggleProps) {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <ActionIcon
      data-testid="color-scheme-toggle"
      aria-label={t('a11y.darkMode')}
      aria-pressed={isDark}
      variant={isOnColor ? 'transparent' : 'default'}
      className={isOnColor ? classes.onColor : undefined}
      size={36}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? (
        <IconSun size={20} stroke={1.8} aria-hidden />
      ) : (
        <IconMoon size={20} stroke={1.8} aria-hidden />
      )}
    </ActionIcon>
  );
}
