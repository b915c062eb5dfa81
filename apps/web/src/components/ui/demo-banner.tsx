/** Tells the user, on every page, that demo mode shows fictitious data; leaving it signs out. */
import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import classes from './demo-banner.module.css';

/** `onExit` ends the demo session (the shell passes the logout). */
export function DemoBanner({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation('common');
  const { isDemo } = useSession();
  if (!isDemo) {
    return null;
  }
  return (
    <section className={classes.banner} aria-label={t('demo.label')} data-testid="demo-banner">
      <Group gap="sm" wrap="nowrap" className={classes.text}>
        <ThemeIcon size={32} radius="xl" color="dark" variant="filled" aria-hidden>
          <IconPresentation size={18} />
        </ThemeIcon>
        <Text fz="sm">
          <strong>{t('demo.label')}</strong> · {t('demo.body')}
        </Text>
      </Group>
      <Button size="xs" variant="filled" color="dark" onClick={onExit} data-testid="exit-demo">
        {t('demo.exit')}
      </Button>
    </section>
  );
}
