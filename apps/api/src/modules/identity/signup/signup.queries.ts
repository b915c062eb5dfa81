/** Finding the bank customer a registration names, and creating its first online access. */
import type { SignupIdentity } from '@baraka/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { bankCustomers, users } from '../../../db/schema/index.ts';

export type CustomerRow = typeof bankCustomers.$inferSelect;

/** The customer whose CIN, phone, date of birth and RIB are all the ones given. */
export const findCustomerByIdentity = async (
  db: AppDb,
  identity: SignupIdentity,
): Promise<CustomerRow | undefined> => {
  const [row] = await db
    .select()
    .from(bankCustomers)
    .where(
      and(
        eq(bankCustomers.cin, identity.cin),
        eq(bankCustomers.phoneNumber, identity.phoneNumber),
        eq(bankCustomers.dateOfBirth, identity.dateOfBirth),
        eq(bankCustomers.rib, identity.rib),
      ),
    );
  return row;
};

export const hasOnlineHolder = async (db: AppDb, customerId: string): Promise<boolean> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.isHolder, true)))
    .limit(1);
  return rows.length > 0;
};

export const createHolderAccess = async (
  db: AppDb,
  input: { customer: CustomerRow; username: string; passwordHash: string; pack: string; language: string },
): Promise<string> =>
  db.transaction(async (tx) => {
    const { customer } = input;
    const [firstName = customer.name, ...rest] =
      customer.kind === 'INDIVIDUAL' ? customer.name.split(' ') : [customer.name];
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        customerId: customer.id,
        firstName,
        lastName: rest.join(' '),
        email: customer.email,
        phoneNumber: customer.phoneNumber,
        cin: customer.cin,
        dateOfBirth: customer.dateOfBirth,
        language: input.language,
        passwordHash: input.passwordHash,
        passwordChangedAt: new Date(),
      })
      .returning({ id: users.id });
    await tx.update(bankCustomers).set({ pack: input.pack }).where(eq(bankCustomers.id, customer.id));
    if (!user) {
      throw new Error('user insert returned nothing');
    }
    return user.id;
  });
