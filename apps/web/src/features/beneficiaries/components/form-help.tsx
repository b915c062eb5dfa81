/** Beside the form: what the bank checks and what happens next, in three short points. */

import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobileMessage, IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export function FormHelp({ type, mode }: { type: BeneficiaryTypeName; mode: 'add' | 'update' }) {
  const { t } = useTranslation('beneficiaries');
  const headingId = useId();
  const points = [
    { key: 'account', icon: IconShieldCheck, text: t(`help.account.${type}`) },
    {
      key: 'code',
      icon: IconDeviceMobileMessage,
      text: t(mode === 'add' ? 'help.codeAdd' : 'help.codeUpdate'),
    },
    { key: 'next', icon: IconUserCheck, text: t('help.next') },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="md" id={headingId}>
        {t('help.title')}
      </Title>
      <List spacing="md" center={false} listStyleType="none" p={0}>
        {points.map(({ key, icon: Icon, text }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" color="ocean" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
            }
          >
            <Text fz="sm">{text}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
