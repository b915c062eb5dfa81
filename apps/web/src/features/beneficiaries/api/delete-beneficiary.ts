/** POST deleteLocal, deleteWithInBank, deleteInternational (spec §7): the payee leaves every list. */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENEFICIARIES_QUERY_KEY } from './get-beneficiary-groups';

const PATHS: Record<BeneficiaryTypeName, string> = {
  LOCAL: 'deleteLocal',
  WITHINBANK: 'deleteWithInBank',
  INTERNATIONAL: 'deleteInternational',
};

export function deleteBeneficiary(type: BeneficiaryTypeName, id: string): Promise<boolean> {
  return apiRequest<boolean>(PATHS[type], { method: 'POST', body: { id } });
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beneficiary: Pick<Beneficiary, 'id' | 'beneficiaryType'>) =>
      deleteBeneficiary(beneficiary.beneficiaryType, beneficiary.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BENEFICIARIES_QUERY_KEY }),
  });
}
