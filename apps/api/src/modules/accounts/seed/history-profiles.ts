/**
 * Twelve months of believable operations per kind of customer (salary, rent, cash, cards, cheques,
 * transfers), generated deterministically from the account number.
 */
import { addDays, addMonths, type OperationKind } from '@baraka/domain';
import type { BankPurpose } from '../../../core/ledger/index.ts';
import {
  ATM_PLACES,
  CARD_MERCHANTS,
  CLIENTS,
  EMPLOYERS,
  FOREIGN_SENDERS,
  SUPPLIERS,
} from './history-labels.ts';
import { createRandom, type Random } from './seed-random.ts';

export type HistoryProfile =
  | 'salaried'
  | 'premium'
  | 'student'
  | 'retired'
  | 'savings'
  | 'foreignFamily'
  | 'company'
  | 'companySuppliers'
  | 'companyExport';

export type SeedMovement = {
  date: string;
  valueDate: string;
  kind: OperationKind;
  operationCode?: number;
  /** Whole units with decimals as a number, rounded to the currency when posted; sign = direction. */
  amount: number;
  label: string;
  counterparty?: string;
  chequeNumber?: string;
  /** The other side: one of the bank's accounts, or the customer's main account. */
  counterpart: BankPurpose | 'OWN_MAIN';
};

type Builder = {
  add(movement: Omit<SeedMovement, 'valueDate'> & { valueDate?: string }): void;
  random: Random;
};

const MONTH_NAMES = [
  'JANV',
  'FEVR',
  'MARS',
  'AVR',
  'MAI',
  'JUIN',
  'JUIL',
  'AOUT',
  'SEPT',
  'OCT',
  'NOV',
  'DEC',
];
const monthName = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;

function everyday(b: Builder, month: string, scale: number): void {
  const { random } = b;
  for (let i = random.integer(6, 12); i > 0; i -= 1) {
    const merchant = random.pick(CARD_MERCHANTS);
    const online = merchant.online;
    b.add({
      date: dayOf(month, random.integer(1, 28)),
      kind: 'CARD_PAYMENT',
      operationCode: online ? 641 : 114,
      amount: -random.between(merchant.min, merchant.max) * scale,
      label: `${online ? 'PAIEMENT INTERNET' : 'PAIEMENT CARTE'} ${merchant.name}`,
      counterparty: merchant.name,
      counterpart: 'CARD_SETTLEMENT',
    });
  }
  for (let i = random.integer(2, 4); i > 0; i -= 1) {
    b.add({
      date: dayOf(month, random.integer(1, 28)),
      kind: 'ATM_WITHDRAWAL',
      amount:
        -random.pick(scale < 1 ? [20, 30, 40, 50] : [60, 100, 150, 200, 300, 400]) *
        Math.max(1, Math.round(scale)),
      label: `RETRAIT DAB ${random.pick(ATM_PLACES)}`,
      counterpart: 'CASH',
    });
  }
}

function cheques(b: Builder, month: string, paid: number, received: number, min: number, max: number): void {
  const { random } = b;
  for (let i = 0; i < paid; i += 1) {
    const number = String(random.integer(4_000_000, 4_999_999));
    b.add({
      date: dayOf(month, random.integer(2, 27)),
      kind: 'CHEQUE_PAYMENT',
      amount: -random.between(min, max),
      label: `PAIEMENT CHEQUE N° ${number}`,
      chequeNumber: number,
      counterpart: 'INTERBANK_CLEARING',
    });
  }
  for (let i = 0; i < received; i += 1) {
    const number = String(random.integer(1_000_000, 3_999_999));
    const date = dayOf(month, random.integer(2, 25));
    b.add({
      date,
      valueDate: addDays(date, 2),
      kind: 'CHEQUE_RECEIVED',
      amount: random.between(min, max),
      label: `REMISE CHEQUE N° ${number}`,
      chequeNumber: number,
      counterpart: 'INTERBANK_CLEARING',
    });
  }
}

const PROFILES: Record<HistoryProfile, (b: Builder, month: string, isFirst: boolean) => void> = {
  salaried: (b, month, isFirst) => {
    const employer = EMPLOYERS[0] as string;
    b.add({
      date: dayOf(month, 25),
      kind: 'TRANSFER_RECEIVED',
      amount: 2_850 + b.random.integer(0, 3) * 12.5,
      label: `VIR RECU SALAIRE ${monthName(month)} ${employer}`,
      counterparty: employer,
      counterpart: 'INTERBANK_CLEARING',
    });
    b.add({
      date: dayOf(month, 2),
      kind: 'TRANSFER_ISSUED',
      amount: -750,
      label: 'VIR EMIS LOYER M. KHELIFI',
      counterparty: 'Mohamed Khelifi',
      counterpart: 'INTERBANK_CLEARING',
    });
    everyday(b, month, 1);
    cheques(b, month, b.random.chance(0.4) ? 1 : 0, b.random.chance(0.15) ? 1 : 0, 80, 450);
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 3_200,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  premium: (b, month, isFirst) => {
    const employer = EMPLOYERS[1] as string;
    b.add({
      date: dayOf(month, 24),
      kind: 'TRANSFER_RECEIVED',
      amount: 7_800,
      label: `VIR RECU SALAIRE ${monthName(month)} ${employer}`,
      counterparty: employer,
      counterpart: 'INTERBANK_CLEARING',
    });
    everyday(b, month, 2.4);
    cheques(b, month, b.random.integer(0, 2), b.random.chance(0.3) ? 1 : 0, 150, 1_800);
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 12_000,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  student: (b, month, isFirst) => {
    b.add({
      date: dayOf(month, 1),
      kind: 'TRANSFER_RECEIVED',
      amount: 300,
      label: 'VIR RECU ARGENT DE POCHE',
      counterparty: 'Famille',
      counterpart: 'INTERBANK_CLEARING',
    });
    if (b.random.chance(0.5)) {
      b.add({
        date: dayOf(month, 15),
        kind: 'AGENCY_DEPOSIT',
        amount: b.random.pick([50, 100, 150]),
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
    everyday(b, month, 0.35);
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 400,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  retired: (b, month, isFirst) => {
    b.add({
      date: dayOf(month, 10),
      kind: 'TRANSFER_RECEIVED',
      amount: 1_640.75,
      label: `VIR RECU PENSION CNRPS ${monthName(month)}`,
      counterparty: 'CNRPS',
      counterpart: 'INTERBANK_CLEARING',
    });
    b.add({
      date: dayOf(month, 12),
      kind: 'AGENCY_WITHDRAWAL',
      amount: -b.random.pick([300, 400, 500]),
      label: 'RETRAIT ESPECES AGENCE',
      counterpart: 'CASH',
    });
    everyday(b, month, 0.6);
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 2_500,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  savings: (b, month, isFirst) => {
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: b.random.pick([500, 1_000, 1_500, 2_000]),
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
    b.add({
      date: dayOf(month, 26),
      kind: 'TRANSFER_RECEIVED',
      amount: b.random.pick([150, 200, 250, 300]),
      label: 'VIR PERMANENT EPARGNE',
      counterparty: 'Compte courant',
      counterpart: 'OWN_MAIN',
    });
  },
  foreignFamily: (b, month, isFirst) => {
    if (isFirst || b.random.chance(0.35)) {
      const sender = b.random.pick(FOREIGN_SENDERS);
      b.add({
        date: dayOf(month, b.random.integer(3, 20)),
        kind: 'TRANSFER_RECEIVED',
        amount: b.random.pick([150, 200, 300, 500]),
        label: `VIR RECU ETRANGER ${sender}`,
        counterparty: sender,
        counterpart: 'INTERBANK_CLEARING',
      });
    }
    if (b.random.chance(0.4)) {
      b.add({
        date: dayOf(month, b.random.integer(5, 27)),
        kind: 'CARD_PAYMENT',
        operationCode: 641,
        amount: -b.random.between(9, 120),
        label: 'PAIEMENT INTERNET BOOKING.COM',
        counterparty: 'Booking.com',
        counterpart: 'CARD_SETTLEMENT',
      });
    }
  },
  company: (b, month, isFirst) => {
    for (let i = b.random.integer(3, 6); i > 0; i -= 1) {
      const client = b.random.pick(CLIENTS);
      b.add({
        date: dayOf(month, b.random.integer(1, 27)),
        kind: 'TRANSFER_RECEIVED',
        amount: b.random.between(4_000, 38_000),
        label: `VIR RECU FACTURE ${client}`,
        counterparty: client,
        counterpart: 'INTERBANK_CLEARING',
      });
    }
    b.add({
      date: dayOf(month, 28),
      kind: 'TRANSFER_ISSUED',
      amount: -24_350.6,
      label: `VIR EMIS SALAIRES ${monthName(month)}`,
      counterparty: 'Personnel',
      counterpart: 'INTERBANK_CLEARING',
    });
    b.add({
      date: dayOf(month, 15),
      kind: 'TRANSFER_ISSUED',
      amount: -b.random.between(2_000, 6_000),
      label: 'VIR EMIS CNSS COTISATIONS',
      counterparty: 'CNSS',
      counterpart: 'INTERBANK_CLEARING',
    });
    cheques(b, month, b.random.integer(1, 3), b.random.integer(1, 3), 800, 9_500);
    if (b.random.chance(0.6)) {
      b.add({
        date: dayOf(month, b.random.integer(2, 26)),
        kind: 'AGENCY_DEPOSIT',
        amount: b.random.between(1_500, 7_000),
        label: 'VERSEMENT ESPECES RECETTES',
        counterpart: 'CASH',
      });
    }
    everyday(b, month, 1.5);
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 60_000,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  companySuppliers: (b, month, isFirst) => {
    b.add({
      date: dayOf(month, 3),
      kind: 'TRANSFER_RECEIVED',
      amount: 18_000,
      label: 'VIR RECU ALIMENTATION COMPTE',
      counterparty: 'Compte professionnel',
      counterpart: 'OWN_MAIN',
    });
    for (let i = b.random.integer(2, 4); i > 0; i -= 1) {
      const supplier = b.random.pick(SUPPLIERS);
      b.add({
        date: dayOf(month, b.random.integer(4, 27)),
        kind: 'TRANSFER_ISSUED',
        amount: -b.random.between(1_200, 5_500),
        label: `VIR EMIS FOURNISSEUR ${supplier}`,
        counterparty: supplier,
        counterpart: 'INTERBANK_CLEARING',
      });
    }
    if (isFirst) {
      b.add({
        date: dayOf(month, 1),
        kind: 'AGENCY_DEPOSIT',
        amount: 8_000,
        label: 'VERSEMENT ESPECES',
        counterpart: 'CASH',
      });
    }
  },
  companyExport: (b, month) => {
    for (let i = b.random.integer(1, 2); i > 0; i -= 1) {
      const client = b.random.pick(FOREIGN_SENDERS);
      b.add({
        date: dayOf(month, b.random.integer(2, 26)),
        kind: 'TRANSFER_RECEIVED',
        amount: b.random.between(2_500, 14_000),
        label: `VIR RECU EXPORT ${client}`,
        counterparty: client,
        counterpart: 'INTERBANK_CLEARING',
      });
    }
    if (b.random.chance(0.5)) {
      b.add({
        date: dayOf(month, b.random.integer(5, 27)),
        kind: 'TRANSFER_ISSUED',
        amount: -b.random.between(800, 3_000),
        label: 'VIR EMIS TRANSITAIRE MARSEILLE FRET',
        counterparty: 'Marseille Fret',
        counterpart: 'INTERBANK_CLEARING',
      });
    }
  },
};

/** Movements of one account from `startDate` (a month's first day) to `endDate`, oldest first. */
export function generateHistory(
  profile: HistoryProfile,
  accountNumber: string,
  startDate: string,
  endDate: string,
): SeedMovement[] {
  const random = createRandom(`${profile}:${accountNumber}`);
  const movements: SeedMovement[] = [];
  const builder: Builder = {
    random,
    add: (movement) => {
      if (movement.date <= endDate && movement.date >= startDate) {
        movements.push({ ...movement, valueDate: movement.valueDate ?? movement.date });
      }
    },
  };
  for (let month = startDate; month <= endDate; month = addMonths(month, 1)) {
    PROFILES[profile](builder, month, month === startDate);
  }
  return movements.sort((a, b) => a.date.localeCompare(b.date) || b.amount - a.amount);
}
