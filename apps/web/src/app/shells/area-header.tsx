/** The coloured bar on top of each page (spec §2 colour by area) with its title and the global controls. */
import { Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { LogoMark } from '../../components/ui/logo';
import { Link } from '../../lib/router';
import { isSignedIn, useSession } from '../../lib/session-store';
import { SIGN_IN_NOW_PATH } from '../../lib/sign-in-path';
import { useTranslation } from '../../lib/use-translation';
import { DEFAULT_TONE, getAreaTone } from '../areas';
import { useCurrentRoute } from '../use-current-route';
import classes from './area-header.module.css';
import { LazyHeaderAvatarLink, LazyNotificationBell, LazyUserMenu } from './signed-in-parts';

type AreaHeaderProps = { leading?: ReactNode; isCompact?: boolean };

export function AreaHeader({ leading, isCompact = false }: AreaHeaderProps) {
  const { t } = useTranslation(['menu', 'common']);
  const session = useSession();
  const route = useCurrentRoute();
  const tone = route ? getAreaTone(route.area) : DEFAULT_TONE;
  return (
    <header className={classes.header} data-tone={tone} data-compact={isCompact || undefined}>
      {leading}
      {isCompact && <LogoMark size={28} />}
      <Text component="p" className={classes.title} data-testid="page-title">
        {route ? t(`areas.${route.area}`) : t('brand.name', { ns: 'common' })}
      </Text>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {!isCompact && !isSignedIn(session) && (
          <Button
            component={Link}
            to={SIGN_IN_NOW_PATH}
            variant="white"
            size="sm"
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('actions.login', { ns: 'common' })}
          </Button>
        )}
        <LanguageSwitcher isOnColor />
        <ColorSchemeToggle isOnColor />
        {isSignedIn(session) && <LazyNotificationBell />}
        {!isCompact && isSignedIn(session) && <LazyUserMenu />}
        {isCompact && isSignedIn(session) && <LazyHeaderAvatarLink />}
      </Group>
    </header>
  );
}
