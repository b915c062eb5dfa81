/**
 * Whether this user may send this type of transfer, and if not, why (spec §1, §6): a Basic pack
 * has no transfers, a company's user has only the rights the account holder granted, and
 * international transfers are enabled contract by contract.
 */
import type { Pack } from '@baraka/contracts/identity/auth';
import type { OrderType } from './transfer-types';

export type TransferAvailability = 'available' | 'pack' | 'delegate' | 'contract' | 'role';

export type AvailabilityInput = {
  type: OrderType;
  /** The session's CREATE permission on the type's service. */
  canCreate: boolean;
  /** The transfer config's allowedTypes; null while unknown. */
  allowedTypes: readonly string[] | null;
  pack: Pack | null;
  roleName: string | null;
  /** The transfer config itself was refused: the pack has no transfers. */
  isConfigForbidden: boolean;
};

export const DELEGATE_ROLE = 'BUSINESS_DELEGATE';

export function getTransferAvailability(input: AvailabilityInput): TransferAvailability {
  if (input.pack === 'BASIC' || input.isConfigForbidden) {
    return 'pack';
  }
  const isAllowed = input.allowedTypes ? input.allowedTypes.includes(input.type) : input.canCreate;
  if (isAllowed) {
    return 'available';
  }
  if (input.roleName === DELEGATE_ROLE) {
    return 'delegate';
  }
  return input.type === 'INTERNATIONAL' ? 'contract' : 'role';
}
