/**
 * Which payee types a user may see or change (spec §6): each type is its own service
 * (LOCAL_BENEFICIARIES, WITHIN_BANK_BENEFICIARIES, INTERNATIONAL_BENEFICIARIES). Calls that span
 * types (the lists, getOne) need one of them and show only the types granted.
 */
import {
  BENEFICIARY_SERVICES,
  BENEFICIARY_TYPES,
  type BeneficiaryType,
  isPermitted,
  type Permission,
  type ProcessName,
} from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors/index.ts';
import { type AuthContext, requireAuth } from '../../plugins/session/auth-context.ts';

export const beneficiaryPermission = (type: BeneficiaryType, process: ProcessName): Permission => ({
  service: BENEFICIARY_SERVICES[type],
  process,
});

/** Every VIEW of a payee type: the list calls need one of them (authorization matrix). */
export const VIEW_ANY_BENEFICIARY: readonly Permission[] = BENEFICIARY_TYPES.map((type) =>
  beneficiaryPermission(type, 'VIEW'),
);

export const mayOnBeneficiaries = (auth: AuthContext, type: BeneficiaryType, process: ProcessName): boolean =>
  isPermitted(auth.grants, beneficiaryPermission(type, process), auth.channel);

export const listViewableTypes = (auth: AuthContext): BeneficiaryType[] =>
  BENEFICIARY_TYPES.filter((type) => mayOnBeneficiaries(auth, type, 'VIEW'));

export const requireBeneficiaryRight = (auth: AuthContext, type: BeneficiaryType, process: ProcessName) => {
  if (!mayOnBeneficiaries(auth, type, process)) {
    throw new AppError('FORBIDDEN', { message: `Needs ${process} on ${BENEFICIARY_SERVICES[type]}` });
  }
};

/** Route hook (before the body is read): the caller may see at least one type of payee. */
export const requireSomeBeneficiaryView = async (request: FastifyRequest): Promise<void> => {
  if (listViewableTypes(requireAuth(request)).length === 0) {
    throw new AppError('FORBIDDEN', { message: 'Needs VIEW on one of the beneficiary services' });
  }
};
