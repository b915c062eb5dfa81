/** The welcome band: the bank's promise in Islamic-finance terms, sign-in and demo entries. */
import { Button, Group, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLogin2, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { SIGN_IN_NOW_PATH } from '../../../lib/sign-in-path';
import { useTranslation } from '../../../lib/use-translation';
import classes from './dashboard-hero.module.css';
import { StarPattern } from './star-pattern';

const VALUES = ['sharia', 'profit', 'always'] as const;

export function DashboardHero() {
  const { t } = useTranslation('dashboard');
  return (
    <section className={classes.hero} aria-labelledby="dashboard-hero-title">
      <StarPattern className={classes.pattern} />
      <div className={classes.content}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="dashboard-hero-title" className={classes.title}>
          {t('hero.title')}
        </Title>
        <Text className={classes.tagline}>{t('hero.tagline')}</Text>
        <Group gap="sm" mt="xl" className={classes.actions}>
          <Button
            component={Link}
            to={SIGN_IN_NOW_PATH}
            variant="white"
            size="md"
            leftSection={<IconLogin2 size={20} aria-hidden />}
          >
            {t('hero.login')}
          </Button>
          <Button
            component={Link}
            to="/demo"
            variant="outline"
            size="md"
            className={classes.outline}
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
          >
            {t('hero.demo')}
          </Button>
        </Group>
        <ul className={classes.values}>
          {VALUES.map((value) => (
            <li key={value}>
              <IconCircleCheck size={18} stroke={2} aria-hidden />
              {t(`hero.values.${value}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
