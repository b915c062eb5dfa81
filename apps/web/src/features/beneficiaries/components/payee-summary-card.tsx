/** The payee being confirmed or just saved, as a short list of what matters: who and which account. */

import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { PayeeSummary } from '../utils/payee-summary';
import classes from './payee-summary-card.module.css';
import { TYPE_COLORS } from './type-appearance';

type Row = { key: string; label: string; value: string; isCode?: boolean };

export function PayeeSummaryCard({ summary, type }: { summary: PayeeSummary; type: BeneficiaryTypeName }) {
  const { t } = useTranslation('beneficiaries');
  const initials = summary.name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
  const rows: Row[] = [
    { key: 'type', label: t('summary.type'), value: t(`types.${type}.title`) },
    ...(summary.bankName ? [{ key: 'bank', label: t('summary.bank'), value: summary.bankName }] : []),
    {
      key: 'account',
      label: t(summary.account.kind === 'RIB' ? 'card.rib' : 'card.iban'),
      value: summary.account.value,
      isCode: true,
    },
    ...(summary.swiftCode
      ? [{ key: 'bic', label: t('card.bic'), value: summary.swiftCode, isCode: true }]
      : []),
  ];
  return (
    <Paper withBorder radius="lg" p="md" className={classes.summary} data-testid="payee-summary">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <Avatar color={TYPE_COLORS[type]} radius="xl" size={42} variant="filled" aria-hidden>
          {initials}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={700}>{summary.name}</Text>
          {summary.nickName && (
            <Text fz="sm" c="dimmed">
              {summary.nickName}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap={6} component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" gap="xs" wrap="wrap">
            <Text component="dt" fz="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" fz="sm" fw={600} m={0} ta="end">
              {row.isCode ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
