/**
 * `/cheques/add-cheque-request`: orders a chequebook — account, type, 25 or 50 leaves, crossed or
 * not; review and one-time code (one `Idempotency-Key` per confirmation); the order placed.
 */
import type { ChequebookRequest } from '@baraka/contracts/cheques/schemas';
import {
  Alert,
  Box,
  Button,
  Flex,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pickMainAccount, useAccounts } from '../../../api/accounts';
import { CodeStep } from '../../../components/challenge/code-step';
import { AccountPicker } from '../../../components/ui/account-picker';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { FlowSteps } from '../../../components/ui/flow-steps';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { isolate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateChequeAnswers } from '../api/cheque-answers';
import { orderChequebook } from '../api/chequebook-order';
import { useChequebookTypes } from '../api/chequebook-types';
import { ChequesNav } from '../components/cheques-nav';
import { typeNameKey } from '../utils/type-name';
import '../mantine-styles';

type Size = 25 | 50;
type Crossing = 1 | 2;

export function AddChequeRequestPage() {
  const { t } = useTranslation('cheques');
  const queryClient = useQueryClient();
  const canOrder = usePermission('CHECKBOOK_REQUEST', 'CREATE');
  const accounts = useAccounts();
  // Chequebooks are drawn on demand accounts, never on savings.
  const eligible = (accounts.data ?? []).filter((account) => account.accountType !== 'SAVING');
  const [accountId, setAccountId] = useState<string | null>(null);
  // The main account unless another is chosen: the one a chequebook is usually drawn on.
  const account = eligible.find((item) => item.id === accountId) ?? pickMainAccount(eligible);
  const types = useChequebookTypes(account?.id ?? null);
  const [typeCode, setTypeCode] = useState<string | null>(null);
  const type = types.data?.find((item) => item.code === typeCode) ?? types.data?.[0];
  const [size, setSize] = useState<Size>(25);
  const [crossing, setCrossing] = useState<Crossing>(1);
  const [isReviewing, setIsReviewing] = useState(false);
  const [placed, setPlaced] = useState<ChequebookRequest | null>(null);
  const sizes = type?.sizes ?? [25, 50];
  const chosenSize: Size = sizes.includes(size) ? size : (sizes[0] ?? 25);
  const action = useCodedAction({
    isIdempotent: true,
    send: (confirmation) =>
      account && type
        ? orderChequebook(
            { accountId: account.id, requestType: type.code, CheckCount: chosenSize, crossing },
            confirmation,
          )
        : Promise.reject(new Error(t('order.required'))),
    onDone: (result) => {
      setPlaced(result);
      void invalidateChequeAnswers(queryClient);
    },
  });
  const rows: DetailRow[] = [
    {
      key: 'account',
      label: t('order.account'),
      value: account ? `${account.title} · ${isolate(account.accountNumber)}` : '',
    },
    { key: 'type', label: t('order.type'), value: type ? t(typeNameKey(type.code)) : '' },
    { key: 'size', label: t('order.size'), value: t('order.leaves', { count: chosenSize }) },
    { key: 'crossing', label: t('order.crossing'), value: t(`crossing.${crossing}`) },
  ];

  return (
    <Box maw={760} mx="auto">
      <PageHeader title={t('order.title')} description={t('order.description')} />
      <ChequesNav />
      <FlowSteps ns="cheques" active={placed ? 3 : isReviewing ? 1 : 0} />
      {accounts.isPending && <LoadingState rows={3} height={56} />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {!canOrder && <EmptyState title={t('order.notInPack')} />}
      {placed && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          data-testid="order-placed"
          data-reference={placed.reference}
        >
          <Stack gap="md" align="center" ta="center">
            <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text fw={700} fz="lg">
              {t('order.placedTitle')}
            </Text>
            <Text c="dimmed">{t('order.placedText', { reference: isolate(placed.reference) })}</Text>
            <Group>
              <Button component={Link} to="/cheques/checkbook-requests" data-testid="order-follow">
                {t('order.follow')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {canOrder && !placed && accounts.data && eligible.length === 0 && (
        <EmptyState title={t('order.noAccount')} />
      )}
      {canOrder && !placed && eligible.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {!isReviewing ? (
            <Stack gap="md">
              <AccountPicker
                label={t('order.account')}
                accounts={eligible}
                value={account?.id ?? null}
                onChange={(value) => {
                  setAccountId(value);
                  setTypeCode(null);
                }}
                data-testid="order-account"
              />
              {types.isPending && account && <LoadingState rows={1} height={56} />}
              {types.isError && <ErrorState error={types.error} onRetry={() => void types.refetch()} />}
              {types.data && types.data.length === 0 && (
                <Alert color="orange" radius="lg" variant="light">
                  {t('order.noType')}
                </Alert>
              )}
              {types.data && types.data.length > 0 && (
                <>
                  <Select
                    label={t('order.type')}
                    data={types.data.map((item) => ({ value: item.code, label: t(typeNameKey(item.code)) }))}
                    value={type?.code ?? null}
                    onChange={setTypeCode}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="order-type"
                  />
                  <Stack gap={6}>
                    <Text fz="sm" fw={500} id="order-size-label">
                      {t('order.size')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="order-size-label"
                      value={String(chosenSize)}
                      onChange={(value) => setSize(value === '50' ? 50 : 25)}
                      data={sizes.map((item) => ({
                        value: String(item),
                        label: t('order.leaves', { count: item }),
                      }))}
                      data-testid="order-size"
                    />
                  </Stack>
                  <Radio.Group
                    label={t('order.crossing')}
                    description={t('order.crossingHelp')}
                    value={String(crossing)}
                    onChange={(value) => setCrossing(value === '2' ? 2 : 1)}
                  >
                    <Group mt="xs" gap="lg">
                      <Radio value="1" label={t('crossing.1')} data-testid="order-crossed" />
                      <Radio value="2" label={t('crossing.2')} data-testid="order-not-crossed" />
                    </Group>
                  </Radio.Group>
                </>
              )}
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                <Button component={Link} to="/cheques/checkbook-requests" variant="subtle">
                  {t('actions.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    action.reset();
                    setIsReviewing(true);
                  }}
                  disabled={!account || !type}
                  data-testid="order-continue"
                >
                  {t('actions.continue')}
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="lg">
              <DetailRows rows={rows} />
              <CodeStep action={action} ns="cheques" errorTestId="cheque-error" />
              {!action.challenge && (
                <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                  <Button variant="default" onClick={() => setIsReviewing(false)}>
                    {t('actions.edit')}
                  </Button>
                  <Button onClick={action.start} loading={action.isBusy} data-testid="order-confirm">
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
