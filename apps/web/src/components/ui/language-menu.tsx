/** The language switcher's menu (fr, en, ar, each named in its own language), loaded on first use. */
import { LANGUAGES } from '@baraka/contracts/shared/names';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { changeAppLanguage, getCurrentLanguage } from '../../lib/i18n';
import { getDirection, markLanguageChosen } from '../../lib/language';
import { queryClient } from '../../lib/query-client';
import { LanguageButton, type LanguageSwitcherProps, NATIVE_NAMES } from './language-switcher';

export default function LanguageMenu({ isOnColor = false }: LanguageSwitcherProps) {
  const current = getCurrentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton isOnColor={isOnColor} />
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
