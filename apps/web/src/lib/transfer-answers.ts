/**
 * After a transfer was booked, cancelled or set up: every answer of the transfer calls (lists, one
 * transfer, standing orders, bulk transfers, today's use of the limits, quotes) is stale.
 */
import { bulkTransfersEndpoints } from '@baraka/contracts/bulk-transfers/endpoints';
import { standingOrdersEndpoints } from '@baraka/contracts/standing-orders/endpoints';
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { keyOf } from './call';

export function invalidateTransferAnswers(queryClient: QueryClient): Promise<void> {
  const endpoints = [
    ...Object.values(transfersEndpoints),
    ...Object.values(standingOrdersEndpoints),
    ...Object.values(bulkTransfersEndpoints),
  ];
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
  ).then(() => undefined);
}
