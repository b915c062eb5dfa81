/**
 * Picks fr, en or ar; each choice is named in its own language and persists across visits. The button
 * is part of every first paint; its menu (and the floating-position code menus need) is fetched on
 * the first press, and opens as soon as it is there.
 */
import type { Language } from '@baraka/contracts/shared/common';
import { Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef, lazy, Suspense, useState } from 'react';
import { getCurrentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import classes from './header-controls.module.css';

export const NATIVE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };
const SHORT_NAMES: Record<Language, string> = { fr: 'FR', en: 'EN', ar: 'ع' };

export type LanguageSwitcherProps = { isOnColor?: boolean };

const LanguageMenu = lazy(() => import('./language-menu'));

type LanguageButtonProps = LanguageSwitcherProps & Omit<ComponentPropsWithoutRef<'button'>, 'color'>;

/** The switcher's face, the same before and after its menu is loaded (the menu's target). */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  ({ isOnColor = false, ...others }, ref) => {
    const { t } = useTranslation('common');
    const current = getCurrentLanguage();
    return (
      <Button
        ref={ref}
        data-testid="language-switcher"
        // The name holds what the button shows (WCAG 2.5.3: say "FR" to press it).
        aria-label={`${t('a11y.language')} ${SHORT_NAMES[current]}`}
        aria-haspopup="menu"
        variant={isOnColor ? 'transparent' : 'default'}
        className={isOnColor ? classes.onColor : undefined}
        size="sm"
        px="xs"
        leftSection={<IconWorld size={18} stroke={1.8} aria-hidden />}
        {...others}
      >
        <span lang={current}>{SHORT_NAMES[current]}</span>
      </Button>
    );
  },
);

export function LanguageSwitcher({ isOnColor = false }: LanguageSwitcherProps) {
  const [isMenuWanted, setMenuWanted] = useState(false);
  const button = <LanguageButton isOnColor={isOnColor} onClick={() => setMenuWanted(true)} />;
  if (!isMenuWanted) {
    return button;
  }
  return (
    <Suspense fallback={button}>
      <LanguageMenu isOnColor={isOnColor} />
    </Suspense>
  );
}
