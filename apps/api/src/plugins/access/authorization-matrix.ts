/**
 * Every route that needs a session, and what else it needs. Calls defined in @baraka/contracts get
 * their entry from their definition; the calls not defined there yet are listed by hand below, a
 * list that only shrinks. The authorization-matrix test reads the live route table: a route needing
 * a session that neither lists fails it. Key: "METHOD /full/path" as registered.
 */
import { ENDPOINTS, type Endpoint, routeKeyOf } from '@baraka/contracts';
import type { Permission } from '@baraka/domain';

export type MatrixEntry =
  /** Any signed-in session. */
  | { kind: 'session' }
  /** The user's role must grant this (declared on the route as `config.access.permission`). */
  | ({ kind: 'permission' } & Permission)
  /** A company's account holder only (checked by the handler). */
  | { kind: 'holder' }
  /** One of these at least (checked before the body is read); the handler keeps to the ones granted. */
  | { kind: 'any-permission'; permissions: readonly Permission[] };

const SESSION: MatrixEntry = { kind: 'session' };
const HOLDER: MatrixEntry = { kind: 'holder' };

/** The entry of a defined endpoint, or null when it needs no session. */
export const matrixEntryOf = (endpoint: Endpoint): MatrixEntry | null => {
  const { access } = endpoint;
  if (access.auth !== 'session') {
    return null;
  }
  if (access.permission) {
    return { kind: 'permission', ...access.permission };
  }
  if (access.holder) {
    return HOLDER;
  }
  if (access.anyOf) {
    return { kind: 'any-permission', permissions: access.anyOf };
  }
  return SESSION;
};

const DEFINED_ENTRIES = ENDPOINTS.flatMap((endpoint) => {
  const entry = matrixEntryOf(endpoint);
  return entry ? [[routeKeyOf(endpoint), entry] as const] : [];
});

/** Routes whose call has no definition in @baraka/contracts yet. */
export const NOT_YET_DEFINED: Readonly<Record<string, MatrixEntry>> = {
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
};

export const AUTHORIZATION_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  ...NOT_YET_DEFINED,
  ...Object.fromEntries(DEFINED_ENTRIES),
};
