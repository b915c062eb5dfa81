/** The dashboard's hero: what the customer holds, per currency, the hide switch, and each account in a line. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { getAccountTone, TONE_ICONS } from '../../../components/ui/account-tone';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { totalByCurrency } from '../utils/account-totals';
import classes from './balance-overview.module.css';
import { HideBalancesButton } from './hide-balances-button';

export function BalanceOverview({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useTranslation('accounts');
  const [main, ...others] = totalByCurrency(accounts);
  return (
    <Paper component="section" radius="lg" className={classes.card} aria-labelledby="overview-title">
      <div className={classes.hero}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text component="h2" id="overview-title" className={classes.label}>
            {t('dashboard.overview')}
          </Text>
          <HideBalancesButton variant="white" size="compact-sm" color="dark" />
        </Group>
        {main && (
          <Stack gap={0} mt="sm" data-testid="total-main">
            <Text fz="sm" className={classes.muted}>
              {t('dashboard.totalIn', { currency: main.currency })}{' '}
              {t('dashboard.accounts', { count: main.accountCount })}
            </Text>
            <Amount value={main.amount} currency={main.currency} className={classes.total} />
          </Stack>
        )}
        {others.map((total) => (
          <Group key={total.currency} gap="xs" mt={6} data-testid="total-other">
            <Text fz="sm" className={classes.muted}>
              {t('dashboard.totalIn', { currency: total.currency })}
            </Text>
            <Amount value={total.amount} currency={total.currency} fw={700} fz="lg" />
          </Group>
        ))}
      </div>
      <Stack gap={0} component="ul" className={classes.accounts} aria-label={t('dashboard.myAccounts')}>
        {accounts.map((account) => {
          const Icon = TONE_ICONS[getAccountTone(account)];
          return (
            <li key={account.id}>
              <UnstyledButton
                component={Link}
                to={`/accounts/transactions?account=${account.id}`}
                className={classes.account}
              >
                <span className={classes.accountIcon} data-tone={getAccountTone(account)} aria-hidden>
                  <Icon size={18} stroke={1.7} />
                </span>
                <div className={classes.accountText}>
                  <Text fz="sm" fw={600} lineClamp={2} dir="auto" className={classes.accountTitle}>
                    {account.title}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t(`types.${account.accountType}`)} · <MaskedNumber value={account.accountNumber} />
                  </Text>
                </div>
                <Amount value={account.currentBalance} currency={account.currency} fz="sm" fw={700} />
                <IconChevronRight size={16} className="mirror-in-rtl" aria-hidden />
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
