/**
 * `/transfers/add-card`: tops up a prepaid card from one of the customer's accounts — card, account,
 * amount; review and one-time code; the booked receipt. One `Idempotency-Key` per confirmation.
 */
import type { CardTopUpReceipt } from '@baraka/contracts/cards/schemas';
import { Box, Button, Flex, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { CodeStep } from '../../../components/challenge/code-step';
import { AccountPicker } from '../../../components/ui/account-picker';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { FlowSteps } from '../../../components/ui/flow-steps';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { translateFieldError } from '../../../lib/form-errors';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { topUpCard } from '../api/card-top-up';
import { useCards } from '../api/cards-list';
import { TopUpReceipt } from '../components/top-up-receipt';
import { CARD_ID_PARAM } from '../utils/card-links';
import { readTopUpAmount } from '../utils/top-up-amount';
import '../mantine-styles';

export function TopUpPage() {
  const { t } = useTranslation('cards');
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const cards = useCards();
  const accounts = useAccounts();
  const canTopUp = usePermission('OWN_ACCOUNT_TRANSFER', 'CREATE');
  // A blocked card takes no money: only active prepaid cards are offered.
  const prepaid = (cards.data ?? []).filter((card) => card.kind === 'PREPAID' && card.status === 'ACTIVE');
  const [cardId, setCardId] = useState<string | null>(search.get(CARD_ID_PARAM));
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [isReviewing, setIsReviewing] = useState(false);
  const [receipt, setReceipt] = useState<CardTopUpReceipt | null>(null);
  const card = prepaid.find((item) => item.id === cardId) ?? (prepaid.length === 1 ? prepaid[0] : undefined);
  const debitAccounts = (accounts.data ?? []).filter((account) => account.id !== card?.accountId);
  const typed = readTopUpAmount(amount);
  const action = useCodedAction({
    isIdempotent: true,
    send: (confirmation) =>
      card && accountId
        ? topUpCard({ cardId: card.id, debitAccountId: accountId, amount: amount.trim() }, confirmation)
        : Promise.reject(new Error(t('order.required'))),
    onDone: (result) => {
      setReceipt(result);
      void invalidateCardAnswers(queryClient);
    },
  });
  const debit = debitAccounts.find((account) => account.id === accountId);
  const rows: DetailRow[] = [
    { key: 'card', label: t('topUp.card'), value: card ? `${card.wording} · ${card.cardNumber}` : '' },
    {
      key: 'account',
      label: t('topUp.account'),
      value: debit ? `${debit.title} · ${debit.accountNumber}` : '',
    },
    {
      key: 'amount',
      label: t('topUp.amount'),
      value: (
        <Amount
          value={typed.decimal}
          currency={card?.currency ?? 'TND'}
          fz="sm"
          fw={700}
          isHideable={false}
        />
      ),
    },
  ];
  const canReview = Boolean(card && debit && typed.isPositive);

  return (
    <Box maw={760} mx="auto">
      <PageHeader title={t('topUp.title')} description={t('topUp.description')} />
      <FlowSteps ns="cards" active={receipt ? 3 : isReviewing ? 1 : 0} />
      {(cards.isPending || accounts.isPending) && <LoadingState rows={3} height={56} />}
      {(cards.isError || accounts.isError) && (
        <ErrorState
          onRetry={() => {
            void cards.refetch();
            void accounts.refetch();
          }}
        />
      )}
      {!canTopUp && <EmptyState title={t('permissions.noTopUp')} />}
      {canTopUp && cards.data && prepaid.length === 0 && (
        <EmptyState title={t('topUp.noPrepaid')}>
          <Button component={Link} to="/cards" variant="light">
            {t('actions.backToCards')}
          </Button>
        </EmptyState>
      )}
      {receipt && <TopUpReceipt receipt={receipt} card={card} />}
      {canTopUp && !receipt && prepaid.length > 0 && accounts.data && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {!isReviewing ? (
            <Stack gap="md">
              <Select
                label={t('topUp.card')}
                data={prepaid.map((item) => ({
                  value: item.id,
                  label: `${item.wording} · ${item.cardNumber}`,
                }))}
                value={card?.id ?? null}
                onChange={setCardId}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid="top-up-card"
              />
              <AccountPicker
                label={t('topUp.account')}
                accounts={debitAccounts}
                value={accountId}
                onChange={setAccountId}
              />
              <TextInput
                label={t('topUp.amount')}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                rightSection={card?.currency ?? 'TND'}
                rightSectionWidth={52}
                error={amount && !typed.isValid ? translateFieldError({ key: 'InvalidNumber' }) : undefined}
                data-testid="top-up-amount"
              />
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                <Button component={Link} to="/cards" variant="subtle">
                  {t('actions.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    action.reset();
                    setIsReviewing(true);
                  }}
                  disabled={!canReview}
                  data-testid="top-up-continue"
                >
                  {t('actions.continue')}
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="lg">
              <DetailRows rows={rows} />
              <CodeStep action={action} ns="cards" errorTestId="card-error" />
              {!action.challenge && (
                <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                  <Button variant="default" onClick={() => setIsReviewing(false)}>
                    {t('actions.edit')}
                  </Button>
                  <Button onClick={action.start} loading={action.isBusy} data-testid="top-up-confirm">
                    {t('actions.confirm')}
                  </Button>
                </Flex>
              )}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
