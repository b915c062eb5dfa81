/**
 * Changes a card's limit and period: the choices come from the `limits` call (up to the product's
 * ceiling); the customer reviews old against new, then confirms with the one-time code bound to them.
 */
import { CARD_LIMIT_CHOICES, CARD_PERIODICITIES, type Card } from '@baraka/contracts/cards/schemas';
import { Button, Group, Input, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeStep } from '../../../components/challenge/code-step';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { usePermission } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { formatMoney } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { useCardLimits } from '../api/card-limits';
import { updateCardLimit } from '../api/card-update-limit';

type LimitChoice = (typeof CARD_LIMIT_CHOICES)[number];
type Periodicity = (typeof CARD_PERIODICITIES)[number];
/** "1200.000" from the limits call → the "1200" the update takes, when it is one of the choices. */
const toChoice = (amount: string): LimitChoice | undefined =>
  CARD_LIMIT_CHOICES.find((choice) => Number(choice) === Number(amount));
const isPeriodicity = (value: string): value is Periodicity =>
  (CARD_PERIODICITIES as readonly string[]).includes(value);

export function LimitChange({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('cards');
  const queryClient = useQueryClient();
  const canChange = usePermission('UPDATE_LIMITS_CARD', 'UPDATE');
  const limits = useCardLimits(card.id, canChange);
  const [limit, setLimit] = useState<LimitChoice | null>(null);
  const [periodicity, setPeriodicity] = useState<Periodicity>(card.periodicity);
  const [isReviewing, setIsReviewing] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const action = useCodedAction({
    send: (confirmation) =>
      limit
        ? updateCardLimit({ cardId: card.id, limit, periodicity }, confirmation)
        : Promise.reject(new Error(t('order.required'))),
    onDone: () => {
      setIsReviewing(false);
      setLimit(null);
      setIsDone(true);
      void invalidateCardAnswers(queryClient);
    },
  });
  if (!canChange || card.status === 'BLOCKED') {
    return null;
  }
  const choices = (limits.data ?? []).flatMap((amount) => {
    const choice = toChoice(amount);
    return choice ? [{ value: choice, label: formatMoney(amount, card.currency, i18n.language) }] : [];
  });
  const money = (value: string) => (
    <Amount value={value} currency={card.currency} fz="sm" fw={600} isHideable={false} />
  );
  const rows: DetailRow[] = [
    {
      key: 'limit-old',
      label: t('limitChange.current'),
      value: (
        <>
          {money(card.limitAmount)} · {t(`periodicity.${card.periodicity}`)}
        </>
      ),
    },
    {
      key: 'limit-new',
      label: t('limitChange.new'),
      value: (
        <>
          {money(limit ?? '0')} · {t(`periodicity.${periodicity}`)}
        </>
      ),
    },
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="limit-change-title"
    >
      <Title order={2} fz="h5" id="limit-change-title" mb="sm">
        {t('limitChange.title')}
      </Title>
      {isDone && !isReviewing && (
        <Text fz="sm" c="teal" mb="sm" role="status" data-testid="limit-changed">
          {t('limitChange.done')}
        </Text>
      )}
      {!isReviewing ? (
        <Stack gap="sm">
          <Select
            label={t('limitChange.amount')}
            placeholder={t('limitChange.amountPlaceholder')}
            data={choices}
            value={limit}
            onChange={(value) => setLimit(value ? (toChoice(value) ?? null) : null)}
            disabled={limits.isPending}
            error={limits.isError ? t('errors.limits') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="limit-select"
          />
          <div>
            <Input.Label labelElement="div" id="periodicity-label" mb={4}>
              {t('limitChange.periodicity')}
            </Input.Label>
            <SegmentedControl
              fullWidth
              aria-labelledby="periodicity-label"
              value={periodicity}
              onChange={(value) => isPeriodicity(value) && setPeriodicity(value)}
              data={CARD_PERIODICITIES.map((value) => ({ value, label: t(`periodicity.${value}`) }))}
              data-testid="periodicity-control"
            />
          </div>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setIsDone(false);
                setIsReviewing(true);
              }}
              disabled={!limit}
              data-testid="limit-review"
            >
              {t('actions.continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <DetailRows rows={rows} />
          {action.challenge ? (
            <CodeStep action={action} ns="cards" errorTestId="card-error" />
          ) : (
            <>
              <CodeStep action={action} ns="cards" errorTestId="card-error" />
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => {
                    action.reset();
                    setIsReviewing(false);
                  }}
                >
                  {t('actions.edit')}
                </Button>
                <Button onClick={action.start} loading={action.isBusy} data-testid="limit-confirm">
                  {t('actions.confirm')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
