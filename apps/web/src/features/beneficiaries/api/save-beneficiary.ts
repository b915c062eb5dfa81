/**
 * POST addLocal, addwithinbank, addInternational and PUT updateLocal, updateWithInBank,
 * updateInternational (spec §7). Adding, or moving a payee to another account, first answers
 * OTP.300; once the code is validated the same body goes again with the challenge key.
 */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries';
import { apiRequest } from '../../../lib/api-client';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import type { BeneficiaryRequest, FormMode } from '../utils/beneficiary-form';

const PATHS: Record<BeneficiaryTypeName, Record<FormMode, string>> = {
  LOCAL: { add: 'addLocal', update: 'updateLocal' },
  WITHINBANK: { add: 'addwithinbank', update: 'updateWithInBank' },
  INTERNATIONAL: { add: 'addInternational', update: 'updateInternational' },
};

export type SaveBeneficiaryInput = {
  type: BeneficiaryTypeName;
  mode: FormMode;
  request: BeneficiaryRequest;
  challengeKey?: string;
};

export function saveBeneficiary({
  type,
  mode,
  request,
  challengeKey,
}: SaveBeneficiaryInput): Promise<Beneficiary> {
  return apiRequest<Beneficiary>(PATHS[type][mode], {
    method: mode === 'add' ? 'POST' : 'PUT',
    body: request,
    ...(challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {}),
  });
}
