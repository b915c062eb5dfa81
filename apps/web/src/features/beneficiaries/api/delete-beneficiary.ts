/** POST deleteLocal, deleteWithInBank, deleteInternational (spec §7): the payee leaves every list. */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateBeneficiaryAnswers } from './get-beneficiary-groups';

const DELETE_CALLS = {
  LOCAL: beneficiariesEndpoints.deleteLocal,
  WITHINBANK: beneficiariesEndpoints.deleteWithinBank,
  INTERNATIONAL: beneficiariesEndpoints.deleteInternational,
} as const satisfies Record<BeneficiaryTypeName, unknown>;

export function deleteBeneficiary(type: BeneficiaryTypeName, id: string): Promise<boolean> {
  return call(DELETE_CALLS[type], { body: { id } });
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beneficiary: Pick<Beneficiary, 'id' | 'beneficiaryType'>) =>
      deleteBeneficiary(beneficiary.beneficiaryType, beneficiary.id),
    onSettled: () => invalidateBeneficiaryAnswers(queryClient),
  });
}
