/**
 * `/cheque-process`: declares a leaf or a whole chequebook lost or stolen — immediate and final, so
 * it is confirmed first; a later presentation of it is rejected for opposition.
 */
import type { ChequeOpposition } from '@baraka/contracts/cheques/schemas';
import { Alert, Box, Button, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateChequeAnswers } from '../api/cheque-answers';
import { declareChequeLoss } from '../api/cheque-loss';
import { useChequebookRequests } from '../api/chequebook-requests';
import { ChequesNav } from '../components/cheques-nav';
import { listDeclarableBooks } from '../utils/request-steps';
import { typeNameKey } from '../utils/type-name';
import '../mantine-styles';

type Scope = 'LEAF' | 'BOOK';
type Reason = 'LOST' | 'STOLEN';

export function ChequeProcessPage() {
  const { t } = useTranslation('cheques');
  const queryClient = useQueryClient();
  const canDeclare = usePermission('CHECK_LIST', 'UPDATE');
  const requests = useChequebookRequests();
  const books = listDeclarableBooks(requests.data ?? []);
  const [bookId, setBookId] = useState<string | null>(null);
  const book = books.find((item) => item.id === bookId) ?? books[0];
  const [scope, setScope] = useState<Scope>('LEAF');
  const [leafNumber, setLeafNumber] = useState<string | null>(null);
  const [reason, setReason] = useState<Reason>('LOST');
  const [isConfirming, setIsConfirming] = useState(false);
  const [done, setDone] = useState<ChequeOpposition | null>(null);
  const blankLeaves = book?.leaves.filter((leaf) => leaf.status === 'BLANK') ?? [];
  const leaf = blankLeaves.find((item) => item.number === leafNumber)?.number ?? null;
  const declare = useMutation({
    mutationFn: () =>
      declareChequeLoss({
        chequebookId: book?.id ?? '',
        reason,
        ...(scope === 'LEAF' && leaf ? { leafNumber: leaf } : {}),
      }),
    onSuccess: (result) => {
      setDone(result);
      setIsConfirming(false);
      setLeafNumber(null);
      void invalidateChequeAnswers(queryClient);
    },
  });
  const isReady = Boolean(book && (scope === 'BOOK' || leaf));

  return (
    <Box maw={760} mx="auto">
      <PageHeader title={t('loss.title')} description={t('loss.description')} />
      <ChequesNav />
      {!canDeclare && <EmptyState title={t('loss.notAllowed')} />}
      {canDeclare && requests.isPending && <LoadingState rows={3} height={56} />}
      {requests.isError && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {done && (
        <Alert
          color="teal"
          radius="lg"
          variant="light"
          icon={<IconShieldCheck aria-hidden />}
          title={t('loss.doneTitle')}
          mb="md"
          data-testid="loss-done"
          withCloseButton
          onClose={() => setDone(null)}
        >
          {t('loss.doneText', { count: done.leaves.length, reference: isolate(done.reference) })}
        </Alert>
      )}
      {canDeclare && requests.data && books.length === 0 && <EmptyState title={t('loss.noBook')} />}
      {canDeclare && book && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Select
              label={t('loss.book')}
              data={books.map((item) => ({
                value: item.id,
                label: t('loss.bookLabel', {
                  type: t(typeNameKey(item.requestType)),
                  first: item.firstLeaf ?? '',
                  last: item.lastLeaf ?? '',
                }),
              }))}
              value={book.id}
              onChange={(value) => {
                setBookId(value);
                setLeafNumber(null);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="loss-book"
            />
            <Radio.Group
              label={t('loss.scope')}
              value={scope}
              onChange={(value) => setScope(value === 'BOOK' ? 'BOOK' : 'LEAF')}
            >
              <Group mt="xs" gap="lg">
                <Radio value="LEAF" label={t('loss.oneLeaf')} data-testid="loss-scope-leaf" />
                <Radio value="BOOK" label={t('loss.wholeBook')} data-testid="loss-scope-book" />
              </Group>
            </Radio.Group>
            {scope === 'LEAF' && (
              <Select
                label={t('loss.leaf')}
                placeholder={t('loss.leafPlaceholder')}
                data={blankLeaves.map((item) => item.number)}
                value={leaf}
                onChange={setLeafNumber}
                searchable
                comboboxProps={{ withinPortal: true }}
                data-testid="loss-leaf"
              />
            )}
            <Radio.Group
              label={t('loss.reason')}
              value={reason}
              onChange={(value) => setReason(value === 'STOLEN' ? 'STOLEN' : 'LOST')}
            >
              <Group mt="xs" gap="lg">
                <Radio value="LOST" label={t('lossReasons.LOST')} />
                <Radio value="STOLEN" label={t('lossReasons.STOLEN')} />
              </Group>
            </Radio.Group>
            <Alert color="orange" variant="light" radius="lg" icon={<IconAlertTriangle aria-hidden />}>
              {t('loss.final')}
            </Alert>
            <Group justify="flex-end">
              <Button
                color="red"
                disabled={!isReady}
                onClick={() => setIsConfirming(true)}
                data-testid="loss-declare"
              >
                {t('loss.declare')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('loss.confirmTitle')}
        keepLabel={t('actions.cancel')}
        confirmLabel={t('loss.confirm')}
        isBusy={declare.isPending}
        error={declare.error ? declare.error.message : null}
        onConfirm={() => declare.mutate()}
        onClose={() => {
          setIsConfirming(false);
          declare.reset();
        }}
      >
        <Text fz="sm">
          {scope === 'LEAF' && leaf
            ? t('loss.confirmLeaf', { number: isolate(leaf), reason: t(`lossReasons.${reason}`) })
            : t('loss.confirmBook', {
                reference: isolate(book?.reference ?? ''),
                reason: t(`lossReasons.${reason}`),
              })}
        </Text>
      </ConfirmDialog>
    </Box>
  );
}
