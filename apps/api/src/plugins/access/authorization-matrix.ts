/**
 * Every route that needs a session, and what else it needs, derived from the endpoint definitions of
 * @baraka/contracts: nothing is listed by hand. The authorization-matrix test reads the live route
 * table: a route needing a session that no definition declares fails it. Key: "METHOD /full/path" as
 * registered.
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

export const AUTHORIZATION_MATRIX: Readonly<Record<string, MatrixEntry>> =
  Object.fromEntries(DEFINED_ENTRIES);
