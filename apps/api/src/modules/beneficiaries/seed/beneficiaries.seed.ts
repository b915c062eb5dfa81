/**
 * Demo payees (embedded default only) for amina, leila, the company Société Nour and the demo
 * customer: within-bank ones are other seeded customers' real accounts, national ones valid RIBs
 * at other Tunisian banks, and Leila's daughter studies in Lyon.
 */
import { buildRib, computeIbanCheckDigits } from '@baraka/domain';
import { inArray } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import { bankCustomers, beneficiaries, users } from '../../../db/schema/index.ts';

type PayeeSeed = {
  type: 'LOCAL' | 'WITHINBANK' | 'INTERNATIONAL';
  firstName: string;
  lastName: string;
  nickName?: string;
  /** WITHINBANK: the customer number whose RIB it is. */
  customerNumber?: string;
  rib?: string;
  iban?: string;
  swiftCode?: string;
  bankName?: string;
  bankAddress?: string;
  email?: string;
  phoneNumber?: string;
  createdAt: string;
};

const frenchIban = (bban: string) => `FR${computeIbanCheckDigits('FR', bban)}${bban}`;

/** Payees per seeded username (the creator); a company user's go to the company. */
const PAYEES: Record<string, PayeeSeed[]> = {
  amina: [
    {
      type: 'WITHINBANK',
      firstName: 'Leila',
      lastName: 'Gharbi',
      customerNumber: '10000003',
      createdAt: '2025-02-03T10:15:00Z',
    },
    {
      type: 'WITHINBANK',
      firstName: 'Youssef',
      lastName: 'Trabelsi',
      nickName: 'Cousin Youssef',
      customerNumber: '10000002',
      phoneNumber: '22345678',
      createdAt: '2025-06-18T18:40:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Sami',
      lastName: 'Ben Salah',
      nickName: 'Frère',
      rib: buildRib('08', '006', '0123456789012'),
      email: 'sami.bensalah@example.com',
      createdAt: '2024-11-12T09:00:00Z',
    },
    {
      type: 'LOCAL',
      // The landlord amina pays each month (standing order and history): one person, one name, one RIB.
      firstName: 'Mohamed',
      lastName: 'Khelifi',
      nickName: 'Loyer',
      rib: buildRib('08', '001', '0001234567890'),
      phoneNumber: '98765432',
      createdAt: '2024-09-30T08:20:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Rania',
      lastName: 'Mejri',
      rib: buildRib('25', '101', '0007788990011'),
      createdAt: '2025-09-05T12:05:00Z',
    },
  ],
  leila: [
    {
      type: 'WITHINBANK',
      firstName: 'Amina',
      lastName: 'Ben Salah',
      customerNumber: '10000001',
      createdAt: '2025-01-20T16:00:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Hatem',
      lastName: 'Gharbi',
      nickName: 'Papa',
      rib: buildRib('07', '003', '0012003004005'),
      phoneNumber: '71234567',
      createdAt: '2023-05-14T10:30:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Ines',
      lastName: 'Bouzid',
      rib: buildRib('12', '108', '0055667788990'),
      email: 'ines.bouzid@example.com',
      createdAt: '2024-03-02T14:45:00Z',
    },
    {
      type: 'INTERNATIONAL',
      firstName: 'Yasmine',
      lastName: 'Gharbi',
      nickName: 'Yasmine Lyon',
      iban: frenchIban('30002005500000157841225'),
      swiftCode: 'CRLYFRPP',
      bankName: 'LCL Crédit Lyonnais',
      bankAddress: '18 rue de la République, Lyon',
      email: 'yasmine.gharbi@example.com',
      phoneNumber: '+33612345678',
      createdAt: '2024-09-01T09:10:00Z',
    },
  ],
  'nour.admin': [
    {
      type: 'WITHINBANK',
      firstName: 'Atelier',
      lastName: 'Zitouna',
      nickName: 'Sous traitant',
      customerNumber: '20000002',
      email: 'contact@atelier-zitouna.example.com',
      createdAt: '2024-04-08T08:30:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Karim',
      lastName: 'Ben Amor',
      nickName: 'Transports Sahel',
      rib: buildRib('10', '041', '0300400500601'),
      phoneNumber: '73221100',
      createdAt: '2023-10-10T11:00:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Emballages',
      lastName: 'Carthage',
      nickName: 'Emballages',
      rib: buildRib('03', '020', '0101202303404'),
      email: 'ventes@emballages-carthage.example.com',
      createdAt: '2024-01-22T15:20:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Hela',
      lastName: 'Mansouri',
      nickName: 'Comptable',
      rib: buildRib('04', '055', '0909080807070'),
      createdAt: '2025-03-17T09:40:00Z',
    },
  ],
  demo: [
    {
      type: 'WITHINBANK',
      firstName: 'Mehdi',
      lastName: 'Jaziri',
      nickName: 'Mehdi',
      customerNumber: '10000005',
      createdAt: '2025-04-11T13:00:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Nadia',
      lastName: 'Hammami',
      rib: buildRib('14', '012', '0203040506070'),
      createdAt: '2025-07-07T17:30:00Z',
    },
    {
      type: 'LOCAL',
      firstName: 'Omar',
      lastName: 'Jlassi',
      nickName: 'Omar CCP',
      rib: buildRib('17', '001', '0000123456789'),
      createdAt: '2025-10-01T08:00:00Z',
    },
  ],
};

export const seedBeneficiaries = async (tx: AppTx): Promise<void> => {
  const creators = await tx
    .select({ id: users.id, username: users.username, customerId: users.customerId })
    .from(users)
    .where(inArray(users.username, Object.keys(PAYEES)));
  const customers = await tx
    .select({ customerNumber: bankCustomers.customerNumber, rib: bankCustomers.rib })
    .from(bankCustomers);
  const ribOf = (customerNumber: string) => {
    const rib = customers.find((customer) => customer.customerNumber === customerNumber)?.rib;
    if (!rib) {
      throw new Error(`seed: no RIB for customer ${customerNumber}`);
    }
    return rib;
  };
  const rows = creators.flatMap((creator) =>
    (PAYEES[creator.username] ?? []).map(({ type, customerNumber, createdAt, rib, ...payee }) => ({
      ...payee,
      beneficiaryType: type,
      customerId: creator.customerId,
      creatorUserId: creator.id,
      rib: customerNumber ? ribOf(customerNumber) : (rib ?? null),
      createdAt: new Date(createdAt),
      lastModifiedAt: new Date(createdAt),
    })),
  );
  await tx.insert(beneficiaries).values(rows);
};
