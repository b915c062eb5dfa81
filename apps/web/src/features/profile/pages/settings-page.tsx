/**
 * `/settings`: language (kept by the bank, applied at the next sign-in), dark mode, the universe's
 * colours, shortcuts to devices and passkeys, notification preferences and the profile, and the
 * balance alerts per account, and signing out of every other device.
 */
import type { Language } from '@baraka/contracts/shared/common';
import {
  Anchor,
  Box,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconBell, IconDevices, IconKey, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { changeAppLanguage, getCurrentLanguage } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { BalanceAlerts } from '../components/balance-alerts';
import { OtherSessions } from '../components/other-sessions';
import { ThemePreview } from '../components/theme-preview';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const LANGUAGES: readonly Language[] = ['fr', 'en', 'ar'];

export function SettingsPage() {
  const { t } = useTranslation('profile');
  const { universe } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const links = [
    { to: '/devices', icon: IconDevices, label: t('settings.links.devices') },
    { to: '/notification/topic', icon: IconBell, label: t('settings.links.notifications') },
    { to: '/profile', icon: IconUserCircle, label: t('settings.links.profile') },
    { to: '/settings/password', icon: IconKey, label: t('settings.links.password') },
  ];
  return (
    <Box maw={860} mx="auto">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Stack gap="lg">
        <Section title={t('settings.language.title')}>
          <SegmentedControl
            value={getCurrentLanguage()}
            onChange={(value) => {
              if (isLanguage(value)) {
                void changeAppLanguage(value);
              }
            }}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: t(`settings.language.${language}`),
            }))}
            data-testid="settings-language"
          />
          <Text fz="sm" c="dimmed" mt="xs">
            {t('settings.language.hint')}
          </Text>
        </Section>
        <Section title={t('settings.appearance.title')}>
          <Switch
            checked={isDark}
            onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
            label={t('settings.appearance.dark')}
            mb="md"
          />
          <ThemePreview current={universe ?? 'start'} />
          {isDark && (
            <Text fz="xs" c="dimmed" mt="xs">
              {t('settings.appearance.darkNote')}
            </Text>
          )}
        </Section>
        <Section title={t('settings.security.title')}>
          <Stack gap="xs">
            {links.map(({ to, icon: Icon, label }) => (
              <Anchor key={to} component={Link} to={to}>
                <Group gap="xs" component="span">
                  <Icon size={18} aria-hidden />
                  {label}
                </Group>
              </Anchor>
            ))}
          </Stack>
        </Section>
        <Section title={t('settings.sessions.title')}>
          <OtherSessions />
        </Section>
        <Section title={t('alerts.title')}>
          <Text fz="sm" c="dimmed" mb="md">
            {t('alerts.description')}
          </Text>
          <BalanceAlerts />
        </Section>
      </Stack>
    </Box>
  );
}
