/**
 * Registration (spec §2): the identity must name an existing, unblocked customer without online
 * access; a code to the customer's phone confirms it; then a pack, a username and a password.
 * The first sign-in then asks for the terms and the security question like any first access.
 */
import { type FieldError, PACKS, type SignupRequest, type SignupResult } from '@baraka/contracts';
import { findPasswordProblems, isAdult, isValidRib } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { findIpPlace, toStoredPlace } from '../../../adapters/ip-place/ip-place.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import { type ChallengeDeps, challengeError, startChallenge } from '../challenges/challenge.service.ts';
import { describeForUser } from '../challenges/challenge-flow.ts';
import { hashPayload } from '../challenges/challenge-key.ts';
import {
  consumeForPayload,
  findVerifiedChallenge,
  readChallengeKey,
} from '../challenges/verified-challenge.ts';
import { recordDeviceSignIn } from '../devices/devices.queries.ts';
import { toPasswordFieldErrors } from '../password/password-errors.ts';
import { hashPassword } from '../password/password-hash.ts';
import { findUserByUsername } from '../users/users.queries.ts';
import {
  type CustomerRow,
  createHolderAccess,
  findCustomerByIdentity,
  hasOnlineHolder,
} from './signup.queries.ts';

export const SIGNUP_OPERATION = 'signup';

const SIGNUP_ACTION = {
  fr: "l'ouverture de votre accès à la banque en ligne",
  en: 'opening your online banking access',
  ar: 'فتح دخولك إلى البنك عبر الإنترنت',
};

const refuse = (fieldErrors: FieldError[]) => new AppError('INVALID_REQUEST', { fieldErrors });

/** The rules a schema cannot check alone: age on today's date, the RIB key. */
const checkIdentityRules = (input: SignupRequest, today: Date) => {
  const errors: FieldError[] = [];
  if (!isAdult(input.dateOfBirth, today)) {
    errors.push({ field: 'dateOfBirth', key: 'underAge' });
  }
  if (!isValidRib(input.rib)) {
    errors.push({ field: 'rib', key: 'invalidRib' });
  }
  if (errors.length > 0) {
    throw refuse(errors);
  }
};

const findRegistrableCustomer = async (deps: ChallengeDeps, input: SignupRequest): Promise<CustomerRow> => {
  const customer = await findCustomerByIdentity(deps.db, input);
  if (!customer) {
    throw new AppError('UNPROCESSABLE', { message: 'These details do not match a customer of the bank' });
  }
  if (customer.status === 'BLOCKED') {
    throw new AppError('CUSTOMER_BLOCKED');
  }
  if (await hasOnlineHolder(deps.db, customer.id)) {
    throw new AppError('CONFLICT', { message: 'This customer already has online access' });
  }
  return customer;
};

const offerOf = (
  customer: CustomerRow,
  username: string | null,
  status: SignupResult['status'],
): SignupResult => ({
  status,
  customerName: customer.name,
  customerKind: customer.kind === 'COMPANY' ? 'COMPANY' : 'INDIVIDUAL',
  packs: [...PACKS],
  username,
});

const checkCredentials = async (deps: ChallengeDeps, input: SignupRequest) => {
  const errors: FieldError[] = [];
  if (!input.pack) {
    errors.push({ field: 'pack', key: 'required' });
  }
  const username = input.username ?? '';
  if (await findUserByUsername(deps.db, username)) {
    errors.push({ field: 'username', key: 'unique' });
  }
  const password = input.password ?? '';
  errors.push(
    ...toPasswordFieldErrors(
      findPasswordProblems(password, username),
      password !== input.confirmPassword,
    ).map((error) => ({ ...error, field: error.field === 'newPassword' ? 'password' : error.field })),
  );
  if (errors.length > 0) {
    throw refuse(errors);
  }
};

export const signup = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  input: SignupRequest,
): Promise<SignupResult> => {
  checkIdentityRules(input, deps.clock.now());
  const customer = await findRegistrableCustomer(deps, input);
  const payload = {
    customerId: customer.id,
    cin: input.cin,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    rib: input.rib,
  };
  const key = readChallengeKey(request);
  const verified = key ? await findVerifiedChallenge(deps, key, SIGNUP_OPERATION) : null;
  if (!verified || verified.payloadHash !== hashPayload(payload)) {
    const started = await startChallenge(deps, {
      userId: null,
      recipient: {
        phoneNumber: customer.phoneNumber,
        email: customer.email,
        language: request.context.language,
      },
      sessionId: null,
      operation: SIGNUP_OPERATION,
      serviceName: 'SIGNUP',
      processName: 'CREATE',
      payload,
      steps: ['OTP.300'],
      action: SIGNUP_ACTION,
    });
    throw challengeError(await describeForUser(deps, started.row, started.key));
  }
  if (!input.username) {
    return offerOf(customer, null, 'OFFER');
  }
  await checkCredentials(deps, input);
  await consumeForPayload(deps, verified, payload);
  const userId = await createHolderAccess(deps.db, {
    customer,
    username: input.username,
    passwordHash: await hashPassword(input.password ?? ''),
    pack: input.pack ?? 'BASIC',
    language: request.context.language,
  });
  // The phone that received the code is this device: its first sign-in needs no second code.
  if (request.context.device) {
    const place = toStoredPlace(await findIpPlace(request.ip));
    await recordDeviceSignIn(deps.db, userId, request.context.device, deps.clock.now(), place);
  }
  return offerOf(customer, input.username, 'CREATED');
};
