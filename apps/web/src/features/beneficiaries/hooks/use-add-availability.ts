/** Which kinds of payee this user may add now (rights, and the bank's international switch). */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { hasPermission, useSession } from '../../../lib/session-store';
import { useBeneficiaryGroups } from '../api/get-beneficiary-groups';
import { type AddAvailability, getAddAvailability, getBeneficiaryService } from '../utils/beneficiary-types';

export function useAddAvailability() {
  const session = useSession();
  const groups = useBeneficiaryGroups();
  const availabilityOf = (type: BeneficiaryTypeName): AddAvailability =>
    getAddAvailability(
      type,
      groups.data?.find((group) => group.beneficiaryType === type),
      hasPermission(session, getBeneficiaryService(type), 'CREATE'),
    );
  return {
    isPending: groups.isPending,
    isError: groups.isError,
    retry: () => void groups.refetch(),
    availabilityOf,
  };
}
