/**
 * What a form cannot check alone: a within-bank payee's account must exist and be active at Al
 * Baraka (and not be the customer's own), and a customer keeps one live payee per RIB or IBAN.
 */
import type { FieldError, FormKey } from '@baraka/contracts';
import type { BeneficiaryType } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import {
  type BeneficiaryChanges,
  findDuplicateBeneficiary,
  findLedgerAccountByRib,
} from './beneficiaries.queries.ts';

export const rejectBeneficiaryField = (field: string, key: FormKey, http: number, message: string): never => {
  const fieldError: FieldError = { field, key };
  throw new AppError({ code: key, http }, { message, fieldErrors: [fieldError] });
};

export const accountFieldOf = (changes: BeneficiaryChanges): 'rib' | 'iban' => (changes.rib ? 'rib' : 'iban');

export async function checkPayeeAccount(
  db: AppDb,
  customerId: string,
  type: BeneficiaryType,
  changes: BeneficiaryChanges,
  exceptId: string | null,
): Promise<void> {
  if (type === 'WITHINBANK' && changes.rib) {
    const account = await findLedgerAccountByRib(db, changes.rib);
    if (account?.status !== 'ACTIVE') {
      rejectBeneficiaryField('rib', 'ribUnknownAccount', 422, 'No active account of the bank has this RIB');
    }
    if (account?.customerId === customerId) {
      rejectBeneficiaryField('rib', 'ribOwnAccount', 422, "The customer's own account is not a beneficiary");
    }
  }
  if (await findDuplicateBeneficiary(db, customerId, changes, exceptId)) {
    rejectBeneficiaryField(accountFieldOf(changes), 'unique', 409, 'A beneficiary with this account exists');
  }
}
