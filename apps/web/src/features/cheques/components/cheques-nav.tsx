/** The cheque area's pages side by side: the cheques, the chequebooks, an order, a loss declaration. */
import { Button, Group } from '@mantine/core';
import { IconAlertOctagon, IconBook2, IconList, IconPlus } from '@tabler/icons-react';
import { usePermission } from '../../../components/ui/permission-gate';
import { Link, useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

export function ChequesNav() {
  const { t } = useTranslation('cheques');
  const { pathname } = useLocation();
  const canOrder = usePermission('CHECKBOOK_REQUEST', 'CREATE');
  const canDeclare = usePermission('CHECK_LIST', 'UPDATE');
  const links = [
    { to: '/cheques/list', label: t('nav.list'), Icon: IconList, isShown: true },
    { to: '/cheques/checkbook-requests', label: t('nav.requests'), Icon: IconBook2, isShown: true },
    { to: '/cheques/add-cheque-request', label: t('nav.order'), Icon: IconPlus, isShown: canOrder },
    { to: '/cheque-process', label: t('nav.declare'), Icon: IconAlertOctagon, isShown: canDeclare },
  ];
  return (
    <Group gap="xs" mb="lg" wrap="wrap" component="nav" aria-label={t('nav.label')}>
      {links
        .filter((link) => link.isShown)
        .map(({ to, label, Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            size="xs"
            radius="xl"
            variant={pathname === to ? 'filled' : 'light'}
            leftSection={<Icon size={16} aria-hidden />}
            aria-current={pathname === to ? 'page' : undefined}
          >
            {label}
          </Button>
        ))}
    </Group>
  );
}
