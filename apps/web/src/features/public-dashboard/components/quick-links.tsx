/** Tiles to every public area; each whole tile is one link named by its title. */
import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { QUICK_LINK_ITEMS } from './quick-link-items';
import classes from './quick-links.module.css';

export function QuickLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="quick-links-title">
      <Title order={2} id="quick-links-title" fz="h3">
        {t('quickLinks.title')}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('quickLinks.subtitle')}
      </Text>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing={{ base: 'sm', sm: 'md' }}
        component="ul"
        className={classes.grid}
      >
        {QUICK_LINK_ITEMS.map(({ key, to, icon: Icon, color }) => (
          <li key={key}>
            <Link to={to} className={classes.tile}>
              <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
                <Icon size={26} stroke={1.7} />
              </ThemeIcon>
              <span className={classes.text}>
                <span className={classes.title}>{t(`quickLinks.items.${key}.title`)}</span>
                <span className={classes.description}>{t(`quickLinks.items.${key}.description`)}</span>
              </span>
              <IconArrowRight size={20} className={`${classes.arrow} mirror-in-rtl`} aria-hidden />
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
