/**
 * The operation a details page shows: the one the list handed over, or (reloaded page, shared
 * address) read again from that day's history of the account.
 */
import { type AccountTransaction, accountTransactionSchema } from '@baraka/contracts/accounts/schemas';
import { useLocation, useSearchParams } from '../../../lib/router';
import { useTransactionSample } from '../api/get-transaction-history';
import type { TransactionLinkState } from '../components/transaction-row';

/** More operations than any account books in one day. */
const DAY_PAGE_SIZE = 100;

function readLinkState(state: unknown, id: string | null): Partial<TransactionLinkState> {
  if (typeof state !== 'object' || state === null) {
    return {};
  }
  const transaction = accountTransactionSchema.safeParse(Reflect.get(state, 'transaction'));
  const backTo: unknown = Reflect.get(state, 'backTo');
  return {
    ...(transaction.success && transaction.data.id === id ? { transaction: transaction.data } : {}),
    ...(typeof backTo === 'string' ? { backTo } : {}),
  };
}

export function useTransaction() {
  const [params] = useSearchParams();
  const location = useLocation();
  const accountId = params.get('account');
  const id = params.get('id');
  const date = params.get('date');
  const handed = readLinkState(location.state, id);
  const canRead = !handed.transaction && Boolean(accountId && id && date);
  const day = useTransactionSample(
    canRead && accountId && date ? { accountId, startDate: date, endDate: date, direction: 'ALL' } : null,
    DAY_PAGE_SIZE,
  );
  const transaction: AccountTransaction | undefined =
    handed.transaction ?? day.data?.items.find((item) => item.id === id);
  return {
    accountId,
    transaction,
    backTo:
      handed.backTo ?? (accountId ? `/accounts/transactions?account=${accountId}` : '/accounts/transactions'),
    isPending: canRead && day.isPending,
    isError: canRead && day.isError,
    retry: () => void day.refetch(),
  };
}
