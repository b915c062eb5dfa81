/** Links between the rates table and the converter, the current one marked as such. */
import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconTable } from '@tabler/icons-react';
import { Link, useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

const TABS = [
  { path: '/currencies', key: 'table', icon: IconTable },
  { path: '/currencies/devise', key: 'converter', icon: IconArrowsExchange },
] as const;

export function RatesNav() {
  const { t } = useTranslation('currencies');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs" mb="lg">
      {TABS.map(({ path, key, icon: Icon }) => {
        const isCurrent = pathname === path;
        return (
          <Button
            key={path}
            component={Link}
            to={path}
            radius="xl"
            variant={isCurrent ? 'filled' : 'default'}
            aria-current={isCurrent ? 'page' : undefined}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`nav.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
