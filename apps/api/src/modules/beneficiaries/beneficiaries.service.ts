/**
 * Reading and deleting a customer's payees (spec §7 beneficiaries/all, getOne, beneficiaries/byType,
 * byBenefType, delete*). A company's payees are the company's; a user sees the types granted.
 */
import type { Beneficiary, BeneficiaryGroup } from '@baraka/contracts';
import type { BeneficiaryType } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import {
  type BeneficiaryWithCreator,
  findCustomerBeneficiary,
  listCustomerBeneficiaries,
  softDeleteBeneficiary,
} from './beneficiaries.queries.ts';
import { listViewableTypes, mayOnBeneficiaries, requireBeneficiaryRight } from './beneficiary-access.ts';
import { toBeneficiary } from './beneficiary-mapper.ts';

const customerOf = (auth: AuthContext) => auth.record.customer.id;

export const getAllBeneficiaries = async (db: AppDb, auth: AuthContext): Promise<Beneficiary[]> =>
  (await listCustomerBeneficiaries(db, customerOf(auth), listViewableTypes(auth))).map(toBeneficiary);

export const getBeneficiariesOfType = async (
  db: AppDb,
  auth: AuthContext,
  type: BeneficiaryType,
): Promise<Beneficiary[]> => {
  requireBeneficiaryRight(auth, type, 'VIEW');
  return (await listCustomerBeneficiaries(db, customerOf(auth), [type])).map(toBeneficiary);
};

/** A live payee of the caller's customer, of this type when one is named; 404 otherwise. */
export const findOwnBeneficiaryOrFail = async (
  db: AppDb,
  auth: AuthContext,
  id: string,
  type?: BeneficiaryType,
): Promise<BeneficiaryWithCreator> => {
  const row = await findCustomerBeneficiary(db, customerOf(auth), id);
  if (!row || (type && row.beneficiaryType !== type)) {
    throw new AppError('NOT_FOUND', { message: `No such ${type ?? ''} beneficiary`.replace('  ', ' ') });
  }
  return row;
};

export const getBeneficiary = async (db: AppDb, auth: AuthContext, id: string): Promise<Beneficiary> => {
  const row = await findOwnBeneficiaryOrFail(db, auth, id);
  requireBeneficiaryRight(auth, row.beneficiaryType as BeneficiaryType, 'VIEW');
  return toBeneficiary(row);
};

/** byBenefType: the payees grouped by type, each group saying what the user may do in it. */
export const getBeneficiaryGroups = async (
  db: AppDb,
  auth: AuthContext,
  options: { only?: BeneficiaryType; isInternationalAddEnabled: boolean },
): Promise<BeneficiaryGroup[]> => {
  if (options.only) {
    requireBeneficiaryRight(auth, options.only, 'VIEW');
  }
  const types = options.only ? [options.only] : listViewableTypes(auth);
  const rows = await listCustomerBeneficiaries(db, customerOf(auth), types);
  return types.map((type) => ({
    beneficiaryType: type,
    canAdd:
      mayOnBeneficiaries(auth, type, 'CREATE') &&
      (type !== 'INTERNATIONAL' || options.isInternationalAddEnabled),
    canEdit: mayOnBeneficiaries(auth, type, 'UPDATE'),
    canDelete: mayOnBeneficiaries(auth, type, 'DELETE'),
    beneficiaries: rows.filter((row) => row.beneficiaryType === type).map(toBeneficiary),
  }));
};

export const deleteBeneficiary = async (
  db: AppDb,
  now: Date,
  auth: AuthContext,
  type: BeneficiaryType,
  id: string,
): Promise<true> => {
  const row = await findOwnBeneficiaryOrFail(db, auth, id, type);
  if (!(await softDeleteBeneficiary(db, row.id, now))) {
    throw new AppError('NOT_FOUND', { message: 'No such beneficiary' });
  }
  return true;
};
