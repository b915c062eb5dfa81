/**
 * The kinds of account operation of spec §3, each with its direction, the core's numeric
 * operation codes and the icon the apps draw. One transfer is TRANSFER_ISSUED on the payer's side
 * and TRANSFER_RECEIVED on the payee's.
 */

export type Direction = 'C' | 'D';

export type OperationKindInfo = {
  direction: Direction;
  /** The core's codes for this kind; the first is the default. */
  codes: readonly number[];
  /** A name of the icon set the web app draws (Tabler icon names). */
  icon: string;
};

export const OPERATION_KINDS = {
  ATM_WITHDRAWAL: { direction: 'D', codes: [101], icon: 'building-bank' },
  AGENCY_WITHDRAWAL: { direction: 'D', codes: [104], icon: 'cash' },
  AGENCY_DEPOSIT: { direction: 'C', codes: [109], icon: 'pig-money' },
  CHEQUE_PAYMENT: { direction: 'D', codes: [113], icon: 'writing' },
  CARD_PAYMENT: { direction: 'D', codes: [114, 641], icon: 'credit-card' },
  FINANCING_PRINCIPAL_REPAYMENT: { direction: 'D', codes: [116], icon: 'home-dollar' },
  PROFIT_INSTALMENT_REPAYMENT: { direction: 'D', codes: [118], icon: 'percentage' },
  CHEQUE_RECEIVED: { direction: 'C', codes: [119], icon: 'file-invoice' },
  TRANSFER_ISSUED: { direction: 'D', codes: [123], icon: 'arrow-up-right' },
  TRANSFER_RECEIVED: { direction: 'C', codes: [175], icon: 'arrow-down-left' },
} as const satisfies Record<string, OperationKindInfo>;

export type OperationKind = keyof typeof OPERATION_KINDS;
export const OPERATION_KIND_NAMES = Object.keys(OPERATION_KINDS) as OperationKind[];

/** Card payments in a shop and on the internet share a kind but not a code. */
export const CARD_PAYMENT_CODES = { SHOP: 114, INTERNET: 641 } as const;

export function isOperationKind(value: string): value is OperationKind {
  return Object.hasOwn(OPERATION_KINDS, value);
}

export function getOperationCode(kind: OperationKind): number {
  const [code] = OPERATION_KINDS[kind].codes;
  return code;
}

/** The kind a core code stands for, or undefined for a code the bank has not described. */
export function findOperationKind(code: number): OperationKind | undefined {
  return OPERATION_KIND_NAMES.find((kind) =>
    (OPERATION_KINDS[kind].codes as readonly number[]).includes(code),
  );
}
