/**
 * `/cards/add-card`: the card order — account, product, limit and period, delivery branch — then a
 * review confirmed with the one-time code; the order (TASK) opens `/cards/request-card-success`.
 */
import { Alert, Box, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAgencies } from '../../../api/branches';
import { CodeStep } from '../../../components/challenge/code-step';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { FlowSteps } from '../../../components/ui/flow-steps';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { useLocalize } from '../../../lib/localized';
import { Link, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { orderCard } from '../api/card-order';
import { useCardProducts } from '../api/card-products';
import { useCardRequestForm } from '../api/card-request-form';
import { OrderForm } from '../components/order-form';
import { OrderReview } from '../components/order-review';
import { toRequestSuccessUrl } from '../utils/card-links';
import { checkOrderDraft, EMPTY_ORDER, type OrderDraft } from '../utils/order-draft';
import '../mantine-styles';

export function AddCardPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const canOrder = usePermission('CARD_REQUEST', 'CREATE');
  const form = useCardRequestForm();
  const agencies = useAgencies();
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_ORDER);
  const [missing, setMissing] = useState<(keyof OrderDraft)[]>([]);
  const [isReviewing, setIsReviewing] = useState(false);
  const products = useCardProducts(draft.accountId);
  const check = checkOrderDraft(draft);
  const action = useCodedAction({
    send: (confirmation) =>
      check.request ? orderCard(check.request, confirmation) : Promise.reject(new Error(t('order.required'))),
    onDone: (request) => {
      void invalidateCardAnswers(queryClient);
      void navigate(toRequestSuccessUrl(request.referenceNumber), { replace: true });
    },
  });

  const header = <PageHeader title={t('order.title')} description={t('order.description')} />;
  if (!canOrder) {
    return (
      <Box maw={760} mx="auto">
        {header}
        <EmptyState title={t('permissions.noOrder')}>
          <Button component={Link} to="/cards" variant="light">
            {t('actions.backToCards')}
          </Button>
        </EmptyState>
      </Box>
    );
  }
  const queries = [form, agencies];
  const productList = products.data ?? form.data?.products ?? [];
  const product = productList.find((item) => item.productCode === draft.productCode);
  const branch = agencies.data?.find((item) => item.branchID === draft.agencyCode);
  const review = () => {
    setMissing(check.fields);
    if (check.request) {
      action.reset();
      setIsReviewing(true);
    }
  };

  return (
    <Box maw={760} mx="auto">
      {header}
      <FlowSteps ns="cards" active={isReviewing ? 1 : 0} />
      {queries.some((query) => query.isPending) && <LoadingState rows={4} height={56} />}
      {queries.some((query) => query.isError) && (
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      )}
      {form.data && form.data.accounts.length === 0 && <EmptyState title={t('order.noAccount')} />}
      {form.data && agencies.data && form.data.accounts.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {!isReviewing ? (
            <Stack gap="lg">
              <OrderForm
                form={form.data}
                products={productList}
                agencies={agencies.data}
                draft={draft}
                missing={missing}
                onChange={(next) => {
                  setDraft(next);
                  setMissing([]);
                }}
              />
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                <Button component={Link} to="/cards" variant="subtle">
                  {t('actions.cancel')}
                </Button>
                <Button onClick={review} data-testid="order-continue">
                  {t('actions.continue')}
                </Button>
              </Flex>
            </Stack>
          ) : (
            check.request && (
              <Stack gap="lg">
                <OrderReview
                  request={check.request}
                  form={form.data}
                  product={product}
                  branchName={branch ? localize(branch.branchName) : (draft.agencyCode ?? '')}
                />
                <CodeStep action={action} ns="cards" errorTestId="card-error" />
                {!action.challenge && (
                  <>
                    <Group gap="xs" wrap="nowrap" c="dimmed">
                      <IconLock size={16} aria-hidden style={{ flex: 'none' }} />
                      <Text fz="sm">{t('order.codeNotice')}</Text>
                    </Group>
                    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
                      <Button
                        variant="default"
                        leftSection={<IconPencil size={16} aria-hidden />}
                        onClick={() => setIsReviewing(false)}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button onClick={action.start} loading={action.isBusy} data-testid="order-confirm">
                        {t('actions.confirm')}
                      </Button>
                    </Flex>
                  </>
                )}
              </Stack>
            )
          )}
        </Paper>
      )}
      {form.data && form.data.products.length === 0 && form.data.accounts.length > 0 && (
        <Alert color="orange" variant="light" radius="lg" mt="md">
          {t('order.noProduct')}
        </Alert>
      )}
    </Box>
  );
}
