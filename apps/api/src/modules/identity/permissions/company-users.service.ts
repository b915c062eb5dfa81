/**
 * The holder's other changes to its company's users, each with a one-time code and recorded in the
 * same transaction: suspend or reactivate (a suspended user's sessions end at once, its next call is
 * refused), revoke for good, and invite a new login that chooses its password at first sign-in.
 */
import { randomInt } from 'node:crypto';
import type { CompanyUser, CompanyUserStatusRequest, InviteCompanyUserRequest } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userRights, users } from '../../../db/schema/index.ts';
import { findUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import type { ChallengeDeps } from '../challenges/challenge.service.ts';
import { requireStrongAuthentication } from '../challenges/strong-auth.ts';
import { hashPassword } from '../password/password-hash.ts';
import { revokeUserSessions } from '../session/sessions.queries.ts';
import { findCompanyDelegate, readCompanyUser, requireCompanyHolder } from './company.service.ts';
import { recordCompanyChange } from './company-changes.queries.ts';

const labelOf = (firstName: string, lastName: string) => `${firstName} ${lastName}`;

export const setCompanyUserStatus = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: CompanyUserStatusRequest,
): Promise<CompanyUser> => {
  const delegate = await findCompanyDelegate(deps.db, auth, input.userId);
  const name = labelOf(delegate.firstName, delegate.lastName);
  const isSuspension = input.status === 'INACTIVE';
  await requireStrongAuthentication(deps, request, {
    operation: 'company.status',
    serviceName: 'COMPANY_USERS',
    processName: 'UPDATE',
    payload: { userId: delegate.id, status: input.status },
    action: isSuspension
      ? { fr: `la suspension de ${name}`, en: `suspending ${name}`, ar: `تعليق وصول ${name}` }
      : { fr: `la réactivation de ${name}`, en: `reactivating ${name}`, ar: `إعادة تفعيل وصول ${name}` },
  });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ status: input.status }).where(eq(users.id, delegate.id));
    if (isSuspension) {
      await revokeUserSessions(tx, delegate.id, now, 'company-suspension');
    }
    await recordCompanyChange(tx, {
      customerId: auth.record.customer.id,
      actorUserId: auth.userId,
      targetUserId: delegate.id,
      action: isSuspension ? 'SUSPEND' : 'REACTIVATE',
      at: now,
    });
  });
  return readCompanyUser(deps.db, { ...delegate, status: input.status });
};

export const revokeCompanyUser = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  userId: string,
): Promise<boolean> => {
  const delegate = await findCompanyDelegate(deps.db, auth, userId);
  const name = labelOf(delegate.firstName, delegate.lastName);
  await requireStrongAuthentication(deps, request, {
    operation: 'company.revoke',
    serviceName: 'COMPANY_USERS',
    processName: 'DELETE',
    payload: { userId: delegate.id },
    action: {
      fr: `le retrait définitif de l'accès de ${name}`,
      en: `removing ${name}'s access for good`,
      ar: `سحب وصول ${name} نهائيًا`,
    },
  });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(userRights).where(eq(userRights.userId, delegate.id));
    await tx.update(users).set({ status: 'INACTIVE', removed: true }).where(eq(users.id, delegate.id));
    await revokeUserSessions(tx, delegate.id, now, 'company-revocation');
    await recordCompanyChange(tx, {
      customerId: auth.record.customer.id,
      actorUserId: auth.userId,
      targetUserId: delegate.id,
      action: 'REVOKE',
      at: now,
    });
  });
  return true;
};

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Meets every rule of the password policy (upper, lower, digit, symbol, 10+); changed at first sign-in. */
const createTemporaryPassword = (): string => {
  const random = Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
  return `Bk7#${random.join('')}`;
};

export const inviteCompanyUser = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: InviteCompanyUserRequest,
): Promise<CompanyUser> => {
  requireCompanyHolder(auth);
  const name = labelOf(input.firstName, input.lastName);
  await requireStrongAuthentication(deps, request, {
    operation: 'company.invite',
    serviceName: 'COMPANY_USERS',
    processName: 'CREATE',
    payload: input,
    action: {
      fr: `la création d'un accès pour ${name}`,
      en: `creating access for ${name}`,
      ar: `إنشاء وصول لـ ${name}`,
    },
  });
  const temporaryPassword = createTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const now = deps.clock.now();
  const created = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          customerId: auth.record.customer.id,
          isHolder: false,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          language: auth.record.user.language,
          passwordHash,
          mustChangePassword: true,
        })
        .returning({ id: users.id });
      if (!user) {
        throw new Error('user insert returned nothing');
      }
      await recordCompanyChange(tx, {
        customerId: auth.record.customer.id,
        actorUserId: auth.userId,
        targetUserId: user.id,
        action: 'INVITE',
        at: now,
      });
      return user;
    })
    .catch((error: unknown) => {
      if (findUniqueViolation(error) === 'users_username_key') {
        throw new AppError('INVALID_REQUEST', { fieldErrors: [{ field: 'username', key: 'unique' }] });
      }
      throw error;
    });
  // The code that confirmed the invitation went to the holder; the new user's password goes to them.
  await deps.outbox.send({
    channel: 'SMS',
    to: input.phoneNumber,
    body: `Al Baraka : ${auth.record.customer.name} vous donne accès à son espace. Identifiant ${input.username}, mot de passe provisoire ${temporaryPassword}, à changer à la première connexion.`,
    purpose: 'company-invitation',
    userId: created.id,
  });
  return {
    id: created.id,
    username: input.username,
    firstName: input.firstName,
    lastName: input.lastName,
    status: 'ACTIVE',
    isInvited: true,
    rights: [],
    accountIds: [],
  };
};
