/** Whether the signed-in user may send this type, from the session (pack, role, rights) and the config. */

import { ERROR_CODES } from '@baraka/contracts/shared/errors';
import type { TransferConfig } from '@baraka/contracts/transfers/config';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { hasPermission, useSession } from '../../../lib/session-store';
import { getTransferAvailability, type TransferAvailability } from '../utils/transfer-availability';
import { ORDER_SERVICES, type OrderType } from '../utils/transfer-types';

export function useTransferAvailability(
  type: OrderType,
  config: UseQueryResult<TransferConfig>,
): TransferAvailability {
  const session = useSession();
  const customer = session.user?.bankCustomer;
  return getTransferAvailability({
    type,
    canCreate: hasPermission(session, ORDER_SERVICES[type], 'CREATE'),
    allowedTypes: config.data?.allowedTypes ?? null,
    pack: customer?.pack ?? null,
    roleName: customer?.role.name ?? null,
    isConfigForbidden: config.error instanceof ApiError && config.error.code === ERROR_CODES.FORBIDDEN.code,
  });
}
