/** The services and processes of spec §6 that a role grants per channel. */

export const SERVICE_CATEGORIES = [
  'BENEFICIARIES',
  'TRANSFER',
  'CARDS',
  'ACCOUNTS',
  'LOAN',
  'CHEQUE_BOOK',
  'TRADE',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Each service of spec §6 with its category. */
export const SERVICES = {
  LOCAL_BENEFICIARIES: 'BENEFICIARIES',
  WITHIN_BANK_BENEFICIARIES: 'BENEFICIARIES',
  INTERNATIONAL_BENEFICIARIES: 'BENEFICIARIES',
  WITHIN_BANK_TRANSFER: 'TRANSFER',
  LOCAL_TRANSFER: 'TRANSFER',
  OWN_ACCOUNT_TRANSFER: 'TRANSFER',
  PERMANENT_TRANSFER: 'TRANSFER',
  INTERNATIONAL_TRANSFER: 'TRANSFER',
  MULTIPLE_TRANSFER: 'TRANSFER',
  CARD_REQUEST: 'CARDS',
  BLOCK_CARD: 'CARDS',
  UNBLOCK_CARD: 'CARDS',
  UPDATE_LIMITS_CARD: 'CARDS',
  ACCOUNT_MANAGEMENT: 'ACCOUNTS',
  CHECKBOOK_REQUEST: 'CHEQUE_BOOK',
  CHECKBOOK_LIST: 'CHEQUE_BOOK',
  CHECK_LIST: 'CHEQUE_BOOK',
  INTERESTED_SIMULATION: 'LOAN',
  FINANCE: 'LOAN',
  TRADING_EFFECTS_IN: 'TRADE',
  TRADING_EFFECTS_OUT: 'TRADE',
  TRADING_EFFECTS_LIST: 'TRADE',
} as const satisfies Record<string, ServiceCategory>;
export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/** Spec §6: CREATE, UPDATE, DELETE, VIEW, and EDIT for beneficiaries. */
export const PROCESS_NAMES = ['CREATE', 'UPDATE', 'DELETE', 'VIEW', 'EDIT'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

export const CHANNEL_NAMES = ['MOB', 'WEB'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** One thing a route needs: a process of a service. */
export type Permission = { service: ServiceName; process: ProcessName };
