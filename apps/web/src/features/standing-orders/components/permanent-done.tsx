/** The end of setting up a standing order: what was set up and where to see it. */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatIsoDate } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { toPermanentDetailUrl } from './permanent-order-card';

export function PermanentDone({ order }: { order: PermanentTransferInfo }) {
  const { t, i18n } = useTranslation('standing-orders');
  const next = order.nextExecutionDate ?? order.firstExecutionDate;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="permanent-done">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" color="teal" aria-hidden>
          <IconCheck size={40} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('review.doneTitle')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('review.doneBody', {
            amount: isolateAmount(formatMoney(order.amount, order.currencySender, i18n.language)),
            every: t(`permanent.every.${order.frequency}`),
            name: order.payee.name,
            date: formatIsoDate(next, i18n.language),
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm" w="100%" maw={480}>
          <Button component={Link} to="/transfers/permanent-list" data-testid="see-permanent-list">
            {t('review.seeList')}
          </Button>
          <Button component={Link} to={toPermanentDetailUrl(order.id)} variant="default">
            {t('review.seeOrder')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
