/** The single page every not-yet-built route shows: it names the area and leads back home. */
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import { isSignedIn, useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import classes from './coming-soon-page.module.css';

export type ComingSoonPageProps = { area: string };

export function ComingSoonPage({ area }: ComingSoonPageProps) {
  const { t } = useTranslation(['common', 'menu']);
  const session = useSession();
  const areaName = t(`areas.${area}`, { ns: 'menu' });
  return (
    <Paper className={classes.card} withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconHourglassHigh size={38} stroke={1.6} />
        </ThemeIcon>
        <Text className={classes.eyebrow}>{t('comingSoon.eyebrow')}</Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('comingSoon.title', { area: areaName })}
        </Title>
        <Text fz="lg" maw={520}>
          {t('comingSoon.body')}
        </Text>
        <Text c="dimmed" maw={520}>
          {t('comingSoon.hint')}
        </Text>
        <Button
          component={Link}
          to={isSignedIn(session) ? '/private-dashboard' : '/dashboard'}
          size="md"
          mt="sm"
          leftSection={<IconArrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
        >
          {t('actions.backToDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
