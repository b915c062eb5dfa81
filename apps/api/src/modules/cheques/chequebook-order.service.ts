/**
 * Chequebooks one may order and ordering one (spec §7 getCheckbookTypes, checkbookRequest): a type
 * offered to the customer's segment and kind on the account's currency, one order on its way per
 * account at a time; the one-time code is bound to the account, type, size and crossing, and the
 * order is placed once per `Idempotency-Key` (through the transfers' confirm flow).
 */
import type { ChequebookRequest, ChequebookType, CreateChequebookRequestInput } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { and, arrayContains, asc, eq, max, ne } from 'drizzle-orm';
import { createReference } from '../../core/ledger/references.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { chequebookRequests, chequebookTransitions, chequebookTypes } from '../../db/schema/index.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount } from '../accounts/index.ts';
import { chequeError, fieldError } from './cheque-errors.ts';
import { readChequebookRequest } from './chequebook-requests.queries.ts';

/** The bank prints a chequebook a few minutes after the order, and delivers it a few minutes later. */
export const PRINT_DELAY_MS = 4 * 60 * 1000;
export const DELIVERY_DELAY_MS = 6 * 60 * 1000;

export const ORDER_ACTION = {
  fr: 'la commande de votre chéquier',
  en: 'your chequebook order',
  ar: 'طلب دفتر الشيكات',
};

type TypeRow = typeof chequebookTypes.$inferSelect;

const toChequebookType = (row: TypeRow): ChequebookType => ({
  code: row.code as ChequebookType['code'],
  wording: row.wording,
  sizes: row.sizes.filter((size): size is 25 | 50 => size === 25 || size === 50),
  currency: row.currency,
});

const listEligibleTypes = (db: AppDb, auth: AuthContext, currency?: string) =>
  db
    .select()
    .from(chequebookTypes)
    .where(
      and(
        arrayContains(chequebookTypes.segments, [auth.record.customer.segmentCode]),
        arrayContains(chequebookTypes.customerKinds, [auth.record.customer.kind]),
        currency ? eq(chequebookTypes.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(chequebookTypes.displayOrder));

export async function listChequebookTypes(
  db: AppDb,
  auth: AuthContext,
  accountId?: string,
): Promise<ChequebookType[]> {
  const currency = accountId ? (await getVisibleAccount(db, auth, accountId)).currency : undefined;
  return (await listEligibleTypes(db, auth, currency)).map(toChequebookType);
}

export type PreparedOrder = {
  binding: Record<string, string>;
  amountText: string;
  payeeText: string;
  quote: { requestType: string; wording: string; CheckCount: number; crossing: number };
  place: (tx: AppTx) => Promise<ChequebookRequest>;
};

async function insertOrder(
  tx: AppTx,
  values: {
    auth: AuthContext;
    body: CreateChequebookRequestInput;
    accountId: string;
    reference: string;
    now: Date;
  },
): Promise<void> {
  const [last] = await tx
    .select({ rank: max(chequebookRequests.rank) })
    .from(chequebookRequests)
    .where(eq(chequebookRequests.accountId, values.accountId));
  const [row] = await tx
    .insert(chequebookRequests)
    .values({
      reference: values.reference,
      customerId: values.auth.record.customer.id,
      createdBy: values.auth.userId,
      accountId: values.accountId,
      typeCode: values.body.requestType,
      leafCount: values.body.CheckCount,
      crossing: values.body.crossing,
      rank: (last?.rank ?? 0) + 1,
      createdAt: values.now,
      dueAt: new Date(values.now.getTime() + PRINT_DELAY_MS),
    })
    .returning({ id: chequebookRequests.id });
  if (!row) {
    throw new Error('The chequebook order was not written');
  }
  await tx.insert(chequebookTransitions).values({ requestId: row.id, status: 'REQUESTED', at: values.now });
}

/** Checks the order (through `db`, the claiming transaction when confirming); places it on `place`. */
export async function prepareChequebookOrder(
  db: AppDb,
  auth: AuthContext,
  body: CreateChequebookRequestInput,
  now: Date,
): Promise<PreparedOrder> {
  const account = await getVisibleAccount(db, auth, body.accountId);
  if (account.status !== 'ACTIVE' || account.accountType === 'SAVING') {
    throw fieldError('accountId', 'invalidSelection');
  }
  const type = (await listEligibleTypes(db, auth, account.currency)).find(
    (row) => row.code === body.requestType,
  );
  if (!type) {
    throw chequeError('TYPE_NOT_ELIGIBLE', 'This chequebook is not offered to this customer on this account');
  }
  if (!type.sizes.includes(body.CheckCount)) {
    throw fieldError('CheckCount', 'invalidSelection');
  }
  const [pending] = await db
    .select({ reference: chequebookRequests.reference })
    .from(chequebookRequests)
    .where(and(eq(chequebookRequests.accountId, account.id), ne(chequebookRequests.status, 'DELIVERED')));
  if (pending) {
    throw chequeError('REQUEST_IN_PROGRESS', `Order ${pending.reference} for this account is on its way`);
  }
  return {
    binding: {
      type: 'CHEQUEBOOK_ORDER',
      accountId: account.id,
      requestType: type.code,
      CheckCount: String(body.CheckCount),
      crossing: String(body.crossing),
    },
    amountText: `${body.CheckCount}`,
    payeeText: type.wording,
    quote: {
      requestType: type.code,
      wording: type.wording,
      CheckCount: body.CheckCount,
      crossing: body.crossing,
    },
    place: async (tx) => {
      const reference = createReference(toCalendarDate(now), 'CB');
      try {
        // A savepoint: the twin of a simultaneous order is refused, the transaction stays usable.
        await tx.transaction((savepoint) =>
          insertOrder(savepoint, { auth, body, accountId: account.id, reference, now }),
        );
      } catch (error) {
        if (findUniqueViolation(error) === null) {
          throw error;
        }
        throw chequeError(
          'REQUEST_IN_PROGRESS',
          'Another order for this account was placed at the same moment',
        );
      }
      return readChequebookRequest(tx, reference);
    },
  };
}
