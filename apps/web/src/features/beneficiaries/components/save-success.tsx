/** The payee is saved: say so, show them, and offer the next useful step (send money). */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus, IconSend } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { getFullName } from '../utils/account-display';
import { BENEFICIARIES_PATH, BENEFICIARY_TYPE_PATH, getTransferPath } from '../utils/beneficiary-types';
import { summarizeBeneficiary } from '../utils/payee-summary';
import { PayeeSummaryCard } from './payee-summary-card';

export function SaveSuccess({ beneficiary, canSend }: { beneficiary: Beneficiary; canSend: boolean }) {
  const { t } = useTranslation('beneficiaries');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="beneficiary-saved">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={72} radius={72} variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={44} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={6} align="center">
          <Title order={2} fz="h3">
            {t('success.title')}
          </Title>
          <Text c="dimmed" maw={440}>
            {t('success.body', { name: getFullName(beneficiary) })}
          </Text>
        </Stack>
        <Stack w="100%" maw={440} ta="start">
          <PayeeSummaryCard summary={summarizeBeneficiary(beneficiary)} type={beneficiary.beneficiaryType} />
        </Stack>
        <Stack gap="sm" w="100%" maw={440}>
          {canSend && (
            <Button
              component={Link}
              to={getTransferPath(beneficiary.beneficiaryType, beneficiary.id)}
              radius="xl"
              size="md"
              leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
              data-testid="send-to-new-payee"
            >
              {t('card.send')}
            </Button>
          )}
          <Button
            component={Link}
            to={BENEFICIARIES_PATH}
            variant="default"
            radius="xl"
            size="md"
            data-testid="back-to-list"
          >
            {t('success.list')}
          </Button>
          <Button
            component={Link}
            to={BENEFICIARY_TYPE_PATH}
            variant="subtle"
            radius="xl"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('success.another')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
