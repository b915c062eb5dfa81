/** One account as a card: its name and kind, the booked balance large, the other two balances, IBAN and actions. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate, IconFileText, IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import { getAccountTone, TONE_ICONS } from '../../../components/ui/account-tone';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { toPdfViewUrl } from '../utils/account-documents';
import classes from './account-card.module.css';
import { ActionTiles } from './action-tiles';
import { IbanBlock } from './iban-block';

export function AccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('accounts');
  const titleId = useId();
  const tone = getAccountTone(account);
  const Icon = TONE_ICONS[tone];
  const isActive = account.state === 'ACTIVE';
  return (
    <Paper
      component="article"
      className={classes.card}
      radius="lg"
      withBorder
      aria-labelledby={titleId}
      data-testid="account-card"
    >
      <div className={classes.hero} data-tone={tone}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <span className={classes.heroIcon} aria-hidden>
              <Icon size={22} stroke={1.7} />
            </span>
            <Stack gap={0} miw={0}>
              <Title order={2} id={titleId} className={classes.title}>
                {account.title}
              </Title>
              <Text fz="sm" className={classes.heroMuted}>
                {t(`types.${account.accountType}`)} · <MaskedNumber value={account.accountNumber} />
              </Text>
            </Stack>
          </Group>
          <Badge
            variant={isActive ? 'white' : 'filled'}
            color={isActive ? 'dark' : 'gray'}
            className={classes.state}
          >
            {t(`states.${account.state}`)}
          </Badge>
        </Group>
        <Stack gap={2} mt="lg">
          <Text fz="sm" className={classes.heroMuted}>
            {t('balances.current')} · {account.currency}
          </Text>
          <Amount
            value={account.currentBalance}
            currency={account.currency}
            className={classes.balance}
            data-testid="account-balance"
          />
        </Stack>
      </div>
      <Stack gap="md" p="md" className={classes.body}>
        <SimpleGrid cols={2} spacing="sm">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" title={t('balances.workingHint')}>
              {t('balances.working')}
            </Text>
            <Amount value={account.workingBalance} currency={account.currency} fw={600} />
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" title={t('balances.availableHint')}>
              {t('balances.available')}
            </Text>
            <Amount value={account.onlineActualBalance} currency={account.currency} fw={600} />
          </Stack>
        </SimpleGrid>
        <IbanBlock account={account} />
        {!isActive && (
          <Text fz="sm" c="dimmed">
            {t('list.inactiveNote')}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('list.branch', { name: account.branchName })} ·{' '}
          {t('list.openedOn', { date: formatIsoDate(account.openDate, i18n.language) })}
        </Text>
        <ActionTiles
          actions={[
            {
              key: 'history',
              label: t('actions.history'),
              to: `/accounts/transactions?account=${account.id}`,
              icon: IconHistory,
              testId: 'open-history',
            },
            {
              key: 'statement',
              label: t('actions.statement'),
              to: `/accounts/statement?account=${account.id}`,
              icon: IconFileText,
              isDisabled: !account.eligibleAccountStatement,
            },
            {
              key: 'rib',
              label: t('actions.rib'),
              to: toPdfViewUrl({ type: 'rib', accountId: account.id }),
              icon: IconFileCertificate,
              isDisabled: !account.eligibleRib,
              testId: 'open-rib',
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
