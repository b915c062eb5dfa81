/**
 * POST addLocal, addwithinbank, addInternational and PUT updateLocal, updateWithInBank,
 * updateInternational (spec §7). Adding, or moving a payee to another account, first answers
 * OTP.300; once the code is validated the same body goes again with the challenge key.
 */

import { beneficiariesEndpoints as calls } from '@baraka/contracts/beneficiaries/endpoints';
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import type { BeneficiaryRequest, FormMode } from '../utils/beneficiary-form';

const SAVE_CALLS = {
  LOCAL: { add: calls.addLocal, update: calls.updateLocal },
  WITHINBANK: { add: calls.addWithinBank, update: calls.updateWithinBank },
  INTERNATIONAL: { add: calls.addInternational, update: calls.updateInternational },
} as const satisfies Record<BeneficiaryTypeName, Record<FormMode, unknown>>;

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
  return call(
    SAVE_CALLS[type][mode],
    { body: request },
    challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {},
  );
}
