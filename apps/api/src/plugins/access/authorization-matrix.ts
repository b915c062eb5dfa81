/**
 * Every route that needs a session, and what else it needs. The authorization-matrix test reads
 * the live route table: a new route needing a session fails that test until it is listed here.
 * Key: "METHOD /full/path" as registered.
 */
import type { Permission } from '@baraka/domain';

export type MatrixEntry =
  /** Any signed-in session. */
  | { kind: 'session' }
  /** The user's role must grant this (declared on the route as `config.access.permission`). */
  | ({ kind: 'permission' } & Permission)
  /** A company's account holder only (checked by the handler). */
  | { kind: 'holder' };

const SESSION: MatrixEntry = { kind: 'session' };
const HOLDER: MatrixEntry = { kind: 'holder' };

export const AUTHORIZATION_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  'GET /gateway/secure/logout': SESSION,
  'GET /gateway/secure/ping': SESSION,
  'GET /gateway/secure/session': SESSION,
  'GET /gateway/secure/api/user/profile': SESSION,
  'PUT /gateway/secure/update-language': SESSION,
  'POST /gateway/secure/resetPwd': SESSION,
  'POST /gateway/secure/api/secretquestion/validateAndContinue': SESSION,
  'GET /gateway/devices/all': SESSION,
  'DELETE /gateway/devices/delete': SESSION,
  'POST /gateway/devices/updateStatus': SESSION,
  'GET /gateway/devices/makeTransactional': SESSION,
  'GET /gateway/secure/api/user/generateFingerPin': SESSION,
  'POST /gateway/secure/fingerPrint/challenge/activate': SESSION,
  'GET /gateway/secure/api/company/users': HOLDER,
  'PUT /gateway/secure/api/company/users/rights': HOLDER,
};
