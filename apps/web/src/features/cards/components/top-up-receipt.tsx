/** The booked top-up: reference, amount, booking date and the prepaid card's new balance. */
import type { Card, CardTopUpReceipt } from '@baraka/contracts/cards/schemas';
import { Button, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { toCardDetailsUrl } from '../utils/card-links';

export function TopUpReceipt({ receipt, card }: { receipt: CardTopUpReceipt; card: Card | undefined }) {
  const { t, i18n } = useTranslation('cards');
  const rows: DetailRow[] = [
    { key: 'reference', label: t('requests.reference'), value: <bdi dir="ltr">{receipt.reference}</bdi> },
    { key: 'card', label: t('topUp.card'), value: card ? `${card.wording} · ${card.cardNumber}` : '' },
    { key: 'date', label: t('topUp.bookingDate'), value: formatIsoDate(receipt.bookingDate, i18n.language) },
    {
      key: 'cardBalance',
      label: t('topUp.newBalance'),
      value: <Amount value={receipt.cardBalance} currency={receipt.currency} fz="sm" fw={600} />,
    },
  ];
  return (
    <Stack gap="lg" data-testid="top-up-receipt">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={36} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('topUp.done')}
          </Title>
          <Amount value={receipt.amount} currency={receipt.currency} fz={28} fw={700} />
        </Stack>
      </Paper>
      <DetailRows rows={rows} />
      <Group justify="center" gap="sm">
        <Button component={Link} to="/cards" variant="light">
          {t('actions.backToCards')}
        </Button>
        {card && (
          <Button component={Link} to={toCardDetailsUrl(card.id)}>
            {t('actions.details')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
