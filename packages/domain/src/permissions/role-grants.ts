/**
 * What each role may do (spec §6): service × process × channel. Packs (spec §1): Basic covers
 * consultation, statements, loss declarations and simulation; Basic Plus adds chequebook and card
 * orders and transfers (own accounts, same bank, other Tunisian banks); for businesses Basic Plus
 * has the same list without loss declaration and simulation. A company's delegate gets only what
 * its account holder granted, within the holder's own role.
 */
import type { ChannelName, Permission, ProcessName, ServiceName } from './catalogue.ts';
import type { RoleName } from './roles.ts';

export type Grant = Permission & { channels: readonly ChannelName[] };

const BOTH: readonly ChannelName[] = ['MOB', 'WEB'];

const grant = (service: ServiceName, processes: readonly ProcessName[], channels = BOTH): Grant[] =>
  processes.map((process) => ({ service, process, channels }));

/** Consultation common to every pack. */
const CONSULTATION: Grant[] = [
  // UPDATE: the account's balance alert thresholds.
  ...grant('ACCOUNT_MANAGEMENT', ['VIEW', 'UPDATE']),
  ...grant('CHECKBOOK_LIST', ['VIEW']),
  ...grant('CHECK_LIST', ['VIEW']),
  ...grant('BLOCK_CARD', ['VIEW']),
  ...grant('FINANCE', ['VIEW']),
];

/**
 * Every account holder, individual or company, may ask the bank for a financing (a request the bank
 * reviews, not a simulation): companies for their export, import and market financing.
 */
const FINANCING_REQUEST: Grant[] = grant('FINANCE', ['CREATE']);

/** Basic, individuals: loss declarations (card, cheque, chequebook) and financing simulation. */
const LOSS_AND_SIMULATION: Grant[] = [
  ...grant('BLOCK_CARD', ['UPDATE']),
  ...grant('CHECK_LIST', ['UPDATE']),
  ...grant('INTERESTED_SIMULATION', ['VIEW', 'CREATE']),
];

/** What Basic Plus adds: orders, transfers in Tunisia, and their beneficiaries. */
const ORDERS_AND_TRANSFERS: Grant[] = [
  ...grant('CHECKBOOK_REQUEST', ['VIEW', 'CREATE']),
  ...grant('CARD_REQUEST', ['VIEW', 'CREATE']),
  ...grant('UNBLOCK_CARD', ['UPDATE']),
  ...grant('UPDATE_LIMITS_CARD', ['VIEW', 'UPDATE']),
  ...grant('OWN_ACCOUNT_TRANSFER', ['VIEW', 'CREATE']),
  ...grant('WITHIN_BANK_TRANSFER', ['VIEW', 'CREATE']),
  ...grant('LOCAL_TRANSFER', ['VIEW', 'CREATE']),
  ...grant('PERMANENT_TRANSFER', ['VIEW', 'CREATE', 'DELETE']),
  ...grant('WITHIN_BANK_BENEFICIARIES', ['VIEW', 'CREATE', 'EDIT', 'UPDATE', 'DELETE']),
  ...grant('LOCAL_BENEFICIARIES', ['VIEW', 'CREATE', 'EDIT', 'UPDATE', 'DELETE']),
  // Spec §6: the product adds within-bank and national payees only; adding an international one
  // is the bank's choice (the API's INTERNATIONAL_BENEFICIARY_ADD_ENABLED switch, off by default).
  ...grant('INTERNATIONAL_BENEFICIARIES', ['VIEW', 'CREATE', 'EDIT', 'UPDATE', 'DELETE']),
];

/** Companies follow their trade effects whatever the pack; bulk transfers are a web task. */
const BUSINESS_TRADE: Grant[] = [
  ...grant('TRADING_EFFECTS_LIST', ['VIEW']),
  ...grant('TRADING_EFFECTS_IN', ['VIEW']),
  ...grant('TRADING_EFFECTS_OUT', ['VIEW']),
];
const BUSINESS_BULK: Grant[] = grant('MULTIPLE_TRANSFER', ['VIEW', 'CREATE'], ['WEB']);

const RETAIL_BASIC = [...CONSULTATION, ...FINANCING_REQUEST, ...LOSS_AND_SIMULATION];
const RETAIL_BASIC_PLUS = [...RETAIL_BASIC, ...ORDERS_AND_TRANSFERS];

export const ROLE_GRANTS: Readonly<Record<RoleName, readonly Grant[]>> = {
  RETAIL_BASIC,
  RETAIL_BASIC_PLUS,
  BUSINESS_BASIC: [...CONSULTATION, ...FINANCING_REQUEST, ...LOSS_AND_SIMULATION, ...BUSINESS_TRADE],
  BUSINESS_BASIC_PLUS: [
    ...CONSULTATION,
    ...FINANCING_REQUEST,
    ...ORDERS_AND_TRANSFERS,
    ...BUSINESS_TRADE,
    ...BUSINESS_BULK,
  ],
  // A delegate's grants come from its holder's role and the rights granted (see restrictToRights).
  BUSINESS_DELEGATE: [],
  // Demo shows everything a Basic Plus customer sees; its writes are refused as demo mode.
  DEMO: RETAIL_BASIC_PLUS,
};

export const getRoleGrants = (role: RoleName): readonly Grant[] => ROLE_GRANTS[role];

export const isPermitted = (
  grants: readonly Grant[],
  permission: Permission,
  channel: ChannelName,
): boolean =>
  grants.some(
    (item) =>
      item.service === permission.service &&
      item.process === permission.process &&
      item.channels.includes(channel),
  );

/** A right the holder granted: a process of a service, on the channels it chose (both when unsaid). */
export type DelegatedRight = Permission & { channels?: readonly ChannelName[] };

/**
 * A delegate may do what the holder's role allows AND the holder granted, on the channels both
 * allow, nothing more.
 */
export const restrictToRights = (
  holderGrants: readonly Grant[],
  rights: readonly DelegatedRight[],
): Grant[] =>
  holderGrants.flatMap((item) => {
    const right = rights.find(
      (candidate) => candidate.service === item.service && candidate.process === item.process,
    );
    if (!right) {
      return [];
    }
    const channels = item.channels.filter((channel) => (right.channels ?? BOTH).includes(channel));
    return channels.length > 0 ? [{ ...item, channels }] : [];
  });
