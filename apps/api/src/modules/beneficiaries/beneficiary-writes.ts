/**
 * Adding a payee and changing one (spec §7 add*, update*). Adding, or pointing a payee at another
 * account, is confirmed with a one-time code naming the payee and the account (OTP.300, then the
 * same call with the `challenge-key` header); the form's own rules and the account checks come
 * first, so a refused payee never costs a code.
 */
import type { Beneficiary } from '@baraka/contracts';
import { BENEFICIARY_SERVICES, type BeneficiaryType } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type ChallengeDeps, requireStrongAuthentication } from '../identity/index.ts';
import {
  type BeneficiaryChanges,
  findCustomerBeneficiary,
  insertBeneficiary,
  updateBeneficiary,
} from './beneficiaries.queries.ts';
import { findOwnBeneficiaryOrFail } from './beneficiaries.service.ts';
import { accountFieldOf, checkPayeeAccount, rejectBeneficiaryField } from './beneficiary-checks.ts';
import { toBeneficiary } from './beneficiary-mapper.ts';
import {
  type BeneficiaryInput,
  describeBeneficiaryAction,
  isSameAccount,
  toBeneficiaryChanges,
} from './beneficiary-values.ts';

export type BeneficiaryDeps = ChallengeDeps & { isInternationalAddEnabled: boolean };

/** Two adds of the same account at once: the database's unique index answers the second. */
const refuseDuplicateOnRace = async <T>(changes: BeneficiaryChanges, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (findUniqueViolation(error) !== null) {
      return rejectBeneficiaryField(
        accountFieldOf(changes),
        'unique',
        409,
        'A beneficiary with this account exists',
      );
    }
    throw error;
  }
};

const readBack = async (deps: BeneficiaryDeps, auth: AuthContext, id: string): Promise<Beneficiary> => {
  const row = await findCustomerBeneficiary(deps.db, auth.record.customer.id, id);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such beneficiary' });
  }
  return toBeneficiary(row);
};

export async function addBeneficiary(
  deps: BeneficiaryDeps,
  request: FastifyRequest,
  auth: AuthContext,
  type: BeneficiaryType,
  input: BeneficiaryInput,
): Promise<Beneficiary> {
  if (type === 'INTERNATIONAL' && !deps.isInternationalAddEnabled) {
    throw new AppError('FORBIDDEN', { message: 'Adding international beneficiaries is not offered' });
  }
  const customerId = auth.record.customer.id;
  const changes = toBeneficiaryChanges(input);
  await checkPayeeAccount(deps.db, customerId, type, changes, null);
  await requireStrongAuthentication(deps, request, {
    operation: 'beneficiary.add',
    serviceName: BENEFICIARY_SERVICES[type],
    processName: 'CREATE',
    payload: { beneficiaryType: type, ...input },
    action: describeBeneficiaryAction('add', type, changes),
  });
  const now = deps.clock.now();
  const id = await refuseDuplicateOnRace(changes, () =>
    insertBeneficiary(deps.db, {
      ...changes,
      customerId,
      creatorUserId: auth.userId,
      beneficiaryType: type,
      createdAt: now,
      lastModifiedAt: now,
    }),
  );
  return readBack(deps, auth, id);
}

export async function changeBeneficiary(
  deps: BeneficiaryDeps,
  request: FastifyRequest,
  auth: AuthContext,
  type: BeneficiaryType,
  input: BeneficiaryInput & { id: string },
): Promise<Beneficiary> {
  const row = await findOwnBeneficiaryOrFail(deps.db, auth, input.id, type);
  const changes = toBeneficiaryChanges(input);
  if (!isSameAccount(row, changes)) {
    await checkPayeeAccount(deps.db, auth.record.customer.id, type, changes, row.id);
    await requireStrongAuthentication(deps, request, {
      operation: 'beneficiary.update',
      serviceName: BENEFICIARY_SERVICES[type],
      processName: 'UPDATE',
      payload: { beneficiaryType: type, ...input },
      action: describeBeneficiaryAction('update', type, changes),
    });
  }
  await refuseDuplicateOnRace(changes, () =>
    updateBeneficiary(deps.db, row.id, { ...changes, lastModifiedAt: deps.clock.now() }),
  );
  return readBack(deps, auth, row.id);
}
