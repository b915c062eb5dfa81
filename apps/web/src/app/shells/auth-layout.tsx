/**
 * The sign-in layout (login, forgot password and the enrolment steps): a plain header, the bank's
 * promise beside the page on wide screens, and the legal footer. Used on phones too, so the footer
 * with its legal links is always reachable before signing in.
 */
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsLeftRight, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Outlet } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';
import classes from './auth-layout.module.css';
import { BrandLink } from './brand-link';
import { LegalFooter } from './legal-footer';
import { MAIN_CONTENT_ID } from './main-content';
import { SkipLink } from './skip-link';

const PROMISES = [
  { key: 'accounts', icon: IconWallet },
  { key: 'transfers', icon: IconArrowsLeftRight },
  { key: 'cards', icon: IconCreditCard },
] as const;

export function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.root} data-shell="auth">
      <SkipLink />
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <BrandLink />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
          </Group>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.panel}>
          <svg className={classes.pattern} aria-hidden="true" focusable="false">
            <defs>
              <pattern id="auth-stars" width="56" height="56" patternUnits="userSpaceOnUse">
                <g fill="none" stroke="currentColor" strokeWidth="1.2">
                  <rect x="18" y="18" width="20" height="20" />
                  <rect x="18" y="18" width="20" height="20" transform="rotate(45 28 28)" />
                </g>
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill="url(#auth-stars)" />
          </svg>
          <div className={classes.panelContent}>
            <Text className={classes.eyebrow}>{t('layout.panelEyebrow')}</Text>
            <Text className={classes.panelTitle}>{t('layout.panelTitle')}</Text>
            <Text className={classes.panelBody}>{t('layout.panelBody')}</Text>
            <ul className={classes.promises}>
              {PROMISES.map(({ key, icon: Icon }) => (
                <li key={key}>
                  <ThemeIcon size={36} radius="xl" variant="white" color="dark" aria-hidden>
                    <Icon size={20} stroke={1.8} />
                  </ThemeIcon>
                  <span>{t(`layout.features.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={classes.content}>
          <Outlet />
        </div>
      </main>
      <LegalFooter />
    </div>
  );
}
