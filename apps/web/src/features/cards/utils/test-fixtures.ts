/** Cards and operations as the API answers them, for the unit tests of this area. */
import type { Card, CardOperation } from '@baraka/contracts/cards/schemas';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function makeOperation(overrides: Partial<CardOperation> = {}): CardOperation {
  return {
    id: nextId(),
    referenceFT: `FT${sequence}`,
    operationType: 'PURCHASE',
    amountDebited: '12.500',
    currency: 'TND',
    paymentDetails: 'Monoprix Lac',
    timeAutho: '2026-11-20T10:00:00.000Z',
    dateTransaction: '2026-11-20',
    processingDate: '2026-11-21',
    isSettled: true,
    status: 'VALIDE',
    referenceAnnulation: null,
    debitAccountNum: '•••• 0417',
    cardNumber: '4532 •••• •••• 0417',
    ...overrides,
  };
}

export function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    id: nextId(),
    cardProductCode: 'VISA_CLASSIC',
    wording: 'Visa Classic',
    abrvWording: 'VC',
    family: 'CLASSIC',
    kind: 'DEBIT',
    cardNumber: '4532 •••• •••• 0417',
    holderName: 'SAMI BEN ALI',
    accountId: nextId(),
    accountNumber: '•••• 0417',
    currency: 'TND',
    expirationDate: '2028-06',
    status: 'ACTIVE',
    blockReason: null,
    blockedAt: null,
    periodicity: 'MONTHLY',
    limitAmount: '1200',
    productLimit: '5000',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    onPerTotAmount: '300',
    limitAmountBeforeTrn: '900',
    total: '0',
    balance: '2500',
    operations: [],
    ...overrides,
  };
}
