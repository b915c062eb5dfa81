/**
 * The seeded people of the embedded default (never in production): one password for all, listed in
 * the README. Each has a phone and an e-mail whose messages land in the outbox.
 */

import { getRoleGrants } from '@baraka/domain';
import type { AppTx } from '../../db/client.ts';
import { bankCustomers, userRights, users } from '../../db/schema/index.ts';
import { hashPassword } from './password/password-hash.ts';
import { normalizeAnswer } from './password/security-answer.ts';

export const SEEDED_PASSWORD = 'Baraka#2026';
export const SEEDED_TERMS_VERSION = '2026-01';
/** The security question every seeded person (but the first-access one) enrolled, and its answer. */
export const SEEDED_SECURITY_QUESTION = 'BIRTH_CITY';
export const SEEDED_SECURITY_ANSWER = 'Tunis';
const BANK_NAME = 'Al Baraka Bank Tunisia';

type CustomerSeed = typeof bankCustomers.$inferInsert;
type UserSeed = Omit<typeof users.$inferInsert, 'customerId' | 'passwordHash'> & { customer: string };

const CUSTOMERS: CustomerSeed[] = [
  // Customers without online access yet (README "Registration"): one to register, one blocked, one company.
  {
    customerNumber: '10000005',
    rib: '32004007890123456771',
    kind: 'INDIVIDUAL',
    name: 'Mehdi Jaziri',
    segmentCode: '03',
    segmentName: 'Avenir',
    universe: 'youth',
    pack: 'BASIC',
    branchName: 'Monastir',
    bankName: BANK_NAME,
    cin: '07654321',
    dateOfBirth: '1992-06-15',
    phoneNumber: '21987654',
    email: 'mehdi.jaziri@example.com',
  },
  {
    customerNumber: '10000006',
    rib: '32006008901234567817',
    kind: 'INDIVIDUAL',
    name: 'Rim Ferchichi',
    segmentCode: '02',
    segmentName: 'Grand Public',
    universe: 'start',
    status: 'BLOCKED',
    pack: 'BASIC',
    branchName: 'Gabès',
    bankName: BANK_NAME,
    cin: '06543210',
    dateOfBirth: '1988-02-20',
    phoneNumber: '29876543',
    email: 'rim.ferchichi@example.com',
  },
  {
    customerNumber: '20000002',
    rib: '32009009012345678960',
    kind: 'COMPANY',
    name: 'Atelier Zitouna',
    segmentCode: '15',
    segmentName: 'Privilège Professionnels',
    universe: 'business',
    pack: 'BASIC',
    branchName: 'Nabeul',
    bankName: BANK_NAME,
    cin: '04321098',
    dateOfBirth: '1975-09-09',
    phoneNumber: '26543210',
    email: 'contact@atelier-zitouna.example.com',
  },
  {
    customerNumber: '10000001',
    rib: '32001001234567890151',
    kind: 'INDIVIDUAL',
    name: 'Amina Ben Salah',
    segmentCode: '02',
    segmentName: 'Grand Public',
    universe: 'start',
    pack: 'BASIC_PLUS',
    branchName: 'Tunis Centre',
    bankName: BANK_NAME,
    cin: '08123456',
    dateOfBirth: '1990-04-12',
    phoneNumber: '20123456',
    email: 'amina.bensalah@example.com',
    // Bulk transfers (paying several people at once) are enabled on her contract (spec §6).
    contractServices: ['MULTIPLE_TRANSFER'],
  },
  {
    customerNumber: '10000002',
    rib: '32002002345678901230',
    kind: 'INDIVIDUAL',
    name: 'Youssef Trabelsi',
    segmentCode: '06',
    segmentName: 'Jeune',
    universe: 'youth',
    pack: 'BASIC',
    branchName: 'Sfax Medina',
    bankName: BANK_NAME,
    cin: '11234567',
    dateOfBirth: '2004-09-03',
    phoneNumber: '22345678',
    email: 'youssef.trabelsi@example.com',
  },
  {
    customerNumber: '10000003',
    rib: '32005003456789012350',
    kind: 'INDIVIDUAL',
    name: 'Leila Gharbi',
    segmentCode: '05',
    segmentName: 'Prestige',
    universe: 'premium',
    pack: 'BASIC_PLUS',
    branchName: 'Les Berges du Lac',
    bankName: BANK_NAME,
    cin: '05345678',
    dateOfBirth: '1978-01-25',
    phoneNumber: '98456789',
    email: 'leila.gharbi@example.com',
    // International transfers are enabled on the contract, not by the pack (spec §1, §6).
    contractServices: ['INTERNATIONAL_TRANSFER'],
  },
  {
    customerNumber: '20000001',
    rib: '32010004567890123429',
    kind: 'COMPANY',
    name: 'Société Nour',
    segmentCode: '15',
    segmentName: 'Privilège Professionnels',
    universe: 'business',
    pack: 'BASIC_PLUS',
    branchName: 'Sousse Corniche',
    bankName: BANK_NAME,
    phoneNumber: '73567890',
    email: 'contact@societe-nour.example.com',
  },
  {
    customerNumber: '90000001',
    rib: '32003005678901234568',
    kind: 'INDIVIDUAL',
    name: 'Client démo',
    segmentCode: '02',
    segmentName: 'Grand Public',
    universe: 'start',
    pack: 'BASIC_PLUS',
    branchName: 'Tunis Centre',
    bankName: BANK_NAME,
    phoneNumber: '70000000',
    email: 'demo@example.com',
  },
  {
    customerNumber: '10000004',
    rib: '32007006789012345650',
    kind: 'INDIVIDUAL',
    name: 'Hédi Mansour',
    segmentCode: '02',
    segmentName: 'Grand Public',
    universe: 'start',
    pack: 'BASIC',
    branchName: 'Bizerte',
    bankName: BANK_NAME,
    cin: '09456789',
    dateOfBirth: '1985-11-30',
    phoneNumber: '55678901',
    email: 'hedi.mansour@example.com',
  },
];

const person = (firstName: string, lastName: string, fullNameAr: string) => ({
  firstName,
  lastName,
  fullNameAr,
  fullNameEn: `${firstName} ${lastName}`,
  countryCode: 'TN',
  countryName: 'Tunisie',
  nationality: 'TN',
});

const USERS: UserSeed[] = [
  {
    username: 'amina',
    customer: '10000001',
    ...person('Amina', 'Ben Salah', 'أمينة بن صالح'),
    email: 'amina.bensalah@example.com',
    phoneNumber: '20123456',
    cin: '08123456',
    dateOfBirth: '1990-04-12',
    gender: 'F',
    fullAddress: '12 rue de Marseille, Tunis',
    postCode: '1000',
  },
  {
    username: 'youssef',
    customer: '10000002',
    ...person('Youssef', 'Trabelsi', 'يوسف الطرابلسي'),
    email: 'youssef.trabelsi@example.com',
    phoneNumber: '22345678',
    cin: '11234567',
    dateOfBirth: '2004-09-03',
    gender: 'M',
    fullAddress: '4 avenue Hédi Chaker, Sfax',
    postCode: '3000',
  },
  {
    username: 'leila',
    customer: '10000003',
    ...person('Leila', 'Gharbi', 'ليلى الغربي'),
    email: 'leila.gharbi@example.com',
    phoneNumber: '98456789',
    cin: '05345678',
    dateOfBirth: '1978-01-25',
    gender: 'F',
    fullAddress: '7 rue du Lac Léman, Les Berges du Lac',
    postCode: '1053',
    language: 'en',
  },
  {
    username: 'nour.admin',
    customer: '20000001',
    ...person('Karim', 'Nour', 'كريم نور'),
    email: 'karim.nour@societe-nour.example.com',
    phoneNumber: '23678901',
    officePhoneNumber: '73567890',
    gender: 'M',
    fullAddress: 'Zone industrielle, Sousse',
    postCode: '4000',
  },
  {
    username: 'nour.viewer',
    customer: '20000001',
    isHolder: false,
    ...person('Sonia', 'Jlassi', 'سنية الجلاصي'),
    email: 'sonia.jlassi@societe-nour.example.com',
    phoneNumber: '24789012',
    officePhoneNumber: '73567891',
    gender: 'F',
    fullAddress: 'Zone industrielle, Sousse',
    postCode: '4000',
  },
  {
    username: 'demo',
    customer: '90000001',
    ...person('Sara', 'Démo', 'سارة التجريبية'),
    email: 'demo@example.com',
    phoneNumber: '70000000',
    gender: 'F',
    fullAddress: 'Avenue Habib Bourguiba, Tunis',
    postCode: '1001',
    isDemo: true,
  },
  {
    username: 'newuser',
    customer: '10000004',
    ...person('Hédi', 'Mansour', 'الهادي منصور'),
    email: 'hedi.mansour@example.com',
    phoneNumber: '55678901',
    cin: '09456789',
    dateOfBirth: '1985-11-30',
    gender: 'M',
    fullAddress: '3 rue Ibn Khaldoun, Bizerte',
    postCode: '7000',
    mustChangePassword: true,
  },
];

/** Sonia (nour.viewer) may look at everything Société Nour's holder may, and do nothing else. */
const seedDelegateRights = async (tx: AppTx, byUsername: Map<string, string>) => {
  const viewer = byUsername.get('nour.viewer');
  const holder = byUsername.get('nour.admin');
  if (!viewer || !holder) {
    throw new Error('seed: Société Nour users missing');
  }
  const views = getRoleGrants('BUSINESS_BASIC_PLUS').filter((grant) => grant.process === 'VIEW');
  await tx.insert(userRights).values(
    views.map((grant) => ({
      userId: viewer,
      service: grant.service,
      process: grant.process,
      grantedBy: holder,
    })),
  );
};

export const seedIdentity = async (tx: AppTx): Promise<void> => {
  // One hash for all: they share the documented password, and scrypt is deliberately slow. Both
  // hashes run on libuv's threads while the customers are written.
  const hashes = Promise.all([
    hashPassword(SEEDED_PASSWORD),
    hashPassword(normalizeAnswer(SEEDED_SECURITY_ANSWER)),
  ]);
  // Awaited below; a failure while the customers are written must not end the process unreported.
  hashes.catch(() => undefined);
  const customers = await tx
    .insert(bankCustomers)
    .values(CUSTOMERS)
    .returning({ id: bankCustomers.id, customerNumber: bankCustomers.customerNumber });
  const customerIds = new Map(customers.map((row) => [row.customerNumber, row.id]));
  const [passwordHash, securityAnswerHash] = await hashes;
  const inserted = await tx
    .insert(users)
    .values(
      USERS.map(({ customer, ...user }) => {
        const customerId = customerIds.get(customer);
        if (!customerId) {
          throw new Error(`seed: no customer ${customer} for ${user.username}`);
        }
        const isFirstAccess = user.mustChangePassword === true;
        return {
          ...user,
          customerId,
          passwordHash,
          termsVersion: isFirstAccess ? null : SEEDED_TERMS_VERSION,
          termsAcceptedAt: isFirstAccess ? null : new Date('2026-01-05T09:00:00Z'),
          securityQuestion: isFirstAccess ? null : SEEDED_SECURITY_QUESTION,
          securityAnswerHash: isFirstAccess ? null : securityAnswerHash,
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  await seedDelegateRights(tx, new Map(inserted.map((row) => [row.username, row.id])));
};
