/** The dashboard's shortcuts, only those the user's role and pack allow (spec §6). */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconCoins,
  IconCreditCard,
  IconFileCertificate,
  IconFileText,
  IconHistory,
  IconNotebook,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { isFeatureAvailable } from '../../../lib/features';
import { Link } from '../../../lib/router';
import { hasPermission, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { toPdfViewUrl } from '../utils/account-documents';
import { type QuickActionKey, selectQuickActions } from '../utils/quick-actions';
import classes from './quick-actions.module.css';

const ICONS: Record<QuickActionKey, TablerIcon> = {
  transfer: IconArrowsLeftRight,
  beneficiaries: IconUsers,
  cards: IconCreditCard,
  statement: IconFileText,
  rib: IconFileCertificate,
  history: IconHistory,
  chequebook: IconNotebook,
  financing: IconCoins,
};

export function QuickActions({ mainAccount }: { mainAccount: Account | undefined }) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const actions = selectQuickActions({
    hasPermission: (service, process) => hasPermission(session, service, process),
    isFeatureAvailable,
  });
  const target = (key: QuickActionKey, to: string) =>
    key === 'rib' && mainAccount ? toPdfViewUrl({ type: 'rib', accountId: mainAccount.id }) : to;
  return (
    <SimpleGrid
      cols={{ base: 3, xs: 4 }}
      spacing="xs"
      verticalSpacing="xs"
      component="ul"
      className={classes.grid}
    >
      {actions.map((action) => {
        const Icon = ICONS[action.key];
        return (
          <li key={action.key}>
            <UnstyledButton
              component={Link}
              to={target(action.key, action.to)}
              className={classes.action}
              data-testid={`quick-${action.key}`}
            >
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <Icon size={22} stroke={1.7} />
              </ThemeIcon>
              <Text fz="xs" fw={600} ta="center" lh={1.25}>
                {t(`dashboard.quick.${action.key}`)}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
