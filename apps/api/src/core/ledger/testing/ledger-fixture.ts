/** A migrated, empty database with one customer, for the ledger's own tests. */
import { bankCustomers } from '../../../db/schema/index.ts';
import { MIGRATED } from '../../../test/snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { openCustomerAccount } from '../open-account.ts';

export type LedgerFixture = TestDatabase & {
  customerId: string;
  openAccount(number: number, overdraft?: bigint, currency?: string): Promise<string>;
};

/** On PostgreSQL when `env.DATABASE_URL` is set (a throw-away database), else on in-memory PGlite. */
export async function createLedgerFixture(env: NodeJS.ProcessEnv = process.env): Promise<LedgerFixture> {
  const testDatabase = await openTestDatabase(MIGRATED, env);
  const [customer] = await testDatabase.database.db
    .insert(bankCustomers)
    .values({
      customerNumber: '77000001',
      kind: 'INDIVIDUAL',
      name: 'Ledger Test',
      segmentCode: '02',
      segmentName: 'Grand Public',
      universe: 'start',
      pack: 'BASIC_PLUS',
      branchName: 'Tunis Centre',
      bankName: 'Al Baraka Bank Tunisia',
    })
    .returning({ id: bankCustomers.id });
  if (!customer) {
    throw new Error('no customer');
  }
  return {
    ...testDatabase,
    customerId: customer.id,
    openAccount: (number, overdraft = 0n, currency = 'TND') =>
      testDatabase.database.db.transaction((tx) =>
        openCustomerAccount(tx, {
          customerId: customer.id,
          branchCode: '001',
          branchName: 'Tunis Centre',
          accountNumber: String(number).padStart(13, '0'),
          currency,
          accountType: 'CURRENT',
          category: '1001',
          title: `Compte ${number}`,
          openDate: '2026-01-01',
          overdraftLimitMinor: overdraft,
        }),
      ),
  };
}
