/**
 * Every route that needs a session, and what else it needs. Calls defined in @baraka/contracts get
 * their entry from their definition; the calls not defined there yet are listed by hand below, a
 * list that only shrinks. The authorization-matrix test reads the live route table: a route needing
 * a session that neither lists fails it. Key: "METHOD /full/path" as registered.
 */
import { ENDPOINTS, type Endpoint, routeKeyOf } from '@baraka/contracts';
import type { Permission, ProcessName, ServiceName } from '@baraka/domain';

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
const permission = (service: ServiceName, process: ProcessName): MatrixEntry => ({
  kind: 'permission',
  service,
  process,
});
/** Transfer reads and cancel check the transfer's own type in the service as well. */
const VIEW_TRANSFERS = permission('OWN_ACCOUNT_TRANSFER', 'VIEW');

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
  'POST /gateway/transfer/quote': VIEW_TRANSFERS,
  'POST /gateway/transfer/personal': permission('OWN_ACCOUNT_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/withinBankTransfer': permission('WITHIN_BANK_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/addwithinbank': permission('WITHIN_BANK_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/localTransfer': permission('LOCAL_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/internationalTransfer': permission('INTERNATIONAL_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/permanentTransfer': permission('PERMANENT_TRANSFER', 'CREATE'),
  'POST /gateway/transfer/cancel': permission('OWN_ACCOUNT_TRANSFER', 'CREATE'),
  'GET /gateway/secure/transfer/config': VIEW_TRANSFERS,
  'POST /gateway/secure/api/transfer/display': VIEW_TRANSFERS,
  'POST /gateway/secure/transfer/receipt': VIEW_TRANSFERS,
  'POST /gateway/transfer/displayTransferListByCustomer': VIEW_TRANSFERS,
  'POST /gateway/transfer/displayMultipleTransferListByCustomer': permission('MULTIPLE_TRANSFER', 'VIEW'),
  'POST /gateway/transfer/multipleTransfer': permission('MULTIPLE_TRANSFER', 'CREATE'),
  'POST /gateway/secure/api/transfer/multiple/display': permission('MULTIPLE_TRANSFER', 'VIEW'),
  'POST /gateway/transfer/displayPermanentTransferListByCustomer': permission('PERMANENT_TRANSFER', 'VIEW'),
};

export const AUTHORIZATION_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  ...NOT_YET_DEFINED,
  ...Object.fromEntries(DEFINED_ENTRIES),
};
