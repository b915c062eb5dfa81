/** Picks fr, en or ar; each choice is named in its own language and persists across visits. */
import type { Language } from '@baraka/contracts/shared/common';
import { LANGUAGES } from '@baraka/contracts/shared/names';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage, getCurrentLanguage } from '../../lib/i18n';
import { getDirection, markLanguageChosen } from '../../lib/language';
import { queryClient } from '../../lib/query-client';
import classes from './header-controls.module.css';

const NATIVE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };
const SHORT_NAMES: Record<Language, string> = { fr: 'FR', en: 'EN', ar: 'ع' };

type LanguageSwitcherProps = { isOnColor?: boolean };

export function LanguageSwitcher({ isOnColor = false }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  const current = getCurrentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          data-testid="language-switcher"
          aria-label={t('a11y.language')}
          variant={isOnColor ? 'transparent' : 'default'}
          className={isOnColor ? classes.onColor : undefined}
          size="sm"
          px="xs"
          leftSection={<IconWorld size={18} stroke={1.8} aria-hidden />}
        >
          <span lang={current}>{SHORT_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            dir={getDirection(language)}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => {
              // The bank names accounts and products in the caller's language: ask again in the new one.
              markLanguageChosen();
              void changeAppLanguage(language).then(() => queryClient.invalidateQueries());
            }}
          >
            {NATIVE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
