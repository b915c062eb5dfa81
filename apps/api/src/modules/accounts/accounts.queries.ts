/** Reads of customer accounts and their postings; every list is one indexed query, no N+1. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { preparedPerDatabase, uuidArray } from '../../db/prepared.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { PREPAID_CARD_CATEGORY } from './account-categories.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;

const accountOrder = [
  sql`case ${ledgerAccounts.accountType} when 'MAIN' then 0 when 'CURRENT' then 1 else 2 end`,
  asc(ledgerAccounts.openDate),
];

/** The customer's accounts (a prepaid card's own account is shown on its card, not here). */
export async function listAccounts(db: AppDb, visible: SQL, accountType?: string): Promise<AccountRow[]> {
  const listed = and(visible, ne(ledgerAccounts.category, PREPAID_CARD_CATEGORY));
  const where = accountType ? and(listed, eq(ledgerAccounts.accountType, accountType)) : listed;
  return db
    .select()
    .from(ledgerAccounts)
    .where(where)
    .orderBy(...accountOrder);
}

const allCustomerAccounts = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(ledgerAccounts),
      // An index-only range of postings_account_value_date_idx per account, in the same round trip.
      // Columns named in full: Drizzle writes a one-table query's columns without their table.
      notYetValueDatedMinor: sql<string>`(select coalesce(sum(pending.amount_minor), 0) from postings pending
        where pending.account_id = ledger_accounts.id and pending.value_date > ${sql.placeholder('today')})`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, 'CUSTOMER'),
        eq(ledgerAccounts.customerId, sql.placeholder('customerId')),
        ne(ledgerAccounts.category, PREPAID_CARD_CATEGORY),
      ),
    )
    .orderBy(...accountOrder)
    .prepare('accounts_of_customer'),
);

/**
 * Every account of one customer, as listAccounts lists them (what an account holder sees), each
 * with the sum of its postings not yet value-dated on `today`.
 */
export async function listCustomerAccounts(
  db: AppDb,
  customerId: string,
  today: string,
): Promise<(AccountRow & { notYetValueDatedMinor: bigint })[]> {
  const rows = await allCustomerAccounts(db).execute({ customerId, today });
  return rows.map((row) => ({ ...row, notYetValueDatedMinor: BigInt(row.notYetValueDatedMinor) }));
}

const customerAccountsById = preparedPerDatabase((db) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        sql`${ledgerAccounts.id} = any(${sql.placeholder('accountIds')}::uuid[])`,
        eq(ledgerAccounts.owner, 'CUSTOMER'),
        eq(ledgerAccounts.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('accounts_of_customer_by_id'),
);

/** Those of the given accounts that belong to one customer (any category), in one query. */
export async function findCustomerAccounts(
  db: AppDb,
  customerId: string,
  accountIds: readonly string[],
): Promise<AccountRow[]> {
  return customerAccountsById(db).execute({ customerId, accountIds: uuidArray(accountIds) });
}

/** One account of one customer (any category), or undefined. */
export async function findCustomerAccount(
  db: AppDb,
  customerId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await findCustomerAccounts(db, customerId, [accountId]);
  return row;
}

/** Per account, the sum of postings whose value date is after `today` (not yet value-dated). */
export async function sumNotYetValueDated(
  db: AppDb,
  accountIds: string[],
  today: string,
): Promise<Map<string, bigint>> {
  if (accountIds.length === 0) {
    return new Map();
  }
  const rows = await notYetValueDated(db).execute({ accountIds: uuidArray(accountIds), today });
  return new Map(rows.map((row) => [row.accountId, BigInt(row.total ?? '0')]));
}

// An index-only range of postings_account_value_date_idx per account.
const notYetValueDated = preparedPerDatabase((db) =>
  db
    .select({ accountId: postings.accountId, total: sum(postings.amountMinor) })
    .from(postings)
    .where(
      and(
        sql`${postings.accountId} = any(${sql.placeholder('accountIds')}::uuid[])`,
        gt(postings.valueDate, sql.placeholder('today')),
      ),
    )
    .groupBy(postings.accountId)
    .prepare('postings_not_yet_value_dated'),
);

export type PostingFilter = {
  accountId: string;
  startDate: string;
  endDate: string;
  direction: 'C' | 'D' | 'ALL';
  minMinor?: bigint;
  maxMinor?: bigint;
  search?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function postingConditions(filter: PostingFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(postings.accountId, filter.accountId),
    gte(postings.bookingDate, filter.startDate),
    lte(postings.bookingDate, filter.endDate),
  ];
  if (filter.direction === 'C') {
    conditions.push(gt(postings.amountMinor, 0n));
  } else if (filter.direction === 'D') {
    conditions.push(lt(postings.amountMinor, 0n));
  }
  if (filter.minMinor !== undefined) {
    conditions.push(gte(sql`abs(${postings.amountMinor})`, filter.minMinor));
  }
  if (filter.maxMinor !== undefined) {
    conditions.push(lte(sql`abs(${postings.amountMinor})`, filter.maxMinor));
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(postings.label, pattern),
        ilike(postings.counterparty, pattern),
        ilike(journalEntries.reference, pattern),
        ilike(postings.chequeNumber, pattern),
      ),
    );
  }
  return and(...conditions) as SQL;
}

const postingColumns = {
  id: postings.id,
  reference: journalEntries.reference,
  chequeNumber: postings.chequeNumber,
  currency: postings.currency,
  amountMinor: postings.amountMinor,
  valueDate: postings.valueDate,
  bookingDate: postings.bookingDate,
  label: postings.label,
  kind: postings.kind,
  operationCode: postings.operationCode,
  counterparty: postings.counterparty,
  balanceAfterMinor: postings.balanceAfterMinor,
};
export type PostingRow = {
  id: bigint;
  reference: string;
  chequeNumber: string | null;
  currency: string;
  amountMinor: bigint;
  valueDate: string;
  bookingDate: string;
  label: string;
  kind: string;
  operationCode: number;
  counterparty: string | null;
  balanceAfterMinor: bigint;
};

/** The history's usual view: one account over a period, with no other filter. */
const isPlainPeriod = (filter: PostingFilter): boolean =>
  filter.direction === 'ALL' &&
  filter.minMinor === undefined &&
  filter.maxMinor === undefined &&
  !filter.search;

const periodConditions = and(
  eq(postings.accountId, sql.placeholder('accountId')),
  gte(postings.bookingDate, sql.placeholder('startDate')),
  lte(postings.bookingDate, sql.placeholder('endDate')),
);

// Every posting has its entry (a foreign key), so counting needs no join.
const periodCount = preparedPerDatabase((db) =>
  db.select({ total: count() }).from(postings).where(periodConditions).prepare('postings_count_of_period'),
);

const periodParams = (filter: Pick<PostingFilter, 'accountId' | 'startDate' | 'endDate'>) => ({
  accountId: filter.accountId,
  startDate: filter.startDate,
  endDate: filter.endDate,
});

// The account's visibility, the page and the period's total in one round trip. The page is a
// lateral subquery of the account row: no row at all means the user may not see the account, one
// row without a posting an empty page. The window counts every posting of the period (read in
// index order), and only the page's rows look up their entry's reference. Columns of the outer
// row are named in full: Drizzle writes a one-table subquery's columns without their table.
const visiblePeriodPage = preparedPerDatabase((db) => {
  const page = db
    .select({
      ...postingColumns,
      reference: sql<string>`(select journal_entries.reference from journal_entries
        where journal_entries.id = postings.entry_id)`.as('reference'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(postings)
    .where(
      and(
        sql`${postings.accountId} = ledger_accounts.id`,
        gte(postings.bookingDate, sql.placeholder('startDate')),
        lte(postings.bookingDate, sql.placeholder('endDate')),
      ),
    )
    .orderBy(desc(postings.bookingDate), desc(postings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      reference: page.reference,
      chequeNumber: page.chequeNumber,
      currency: page.currency,
      amountMinor: page.amountMinor,
      valueDate: page.valueDate,
      bookingDate: page.bookingDate,
      label: page.label,
      kind: page.kind,
      operationCode: page.operationCode,
      counterparty: page.counterparty,
      balanceAfterMinor: page.balanceAfterMinor,
      total: page.total,
    })
    .from(ledgerAccounts)
    .leftJoinLateral(page, sql`true`)
    .where(
      and(
        eq(ledgerAccounts.id, sql.placeholder('accountId')),
        eq(ledgerAccounts.owner, 'CUSTOMER'),
        eq(ledgerAccounts.customerId, sql.placeholder('customerId')),
        // An account holder sees every account of the customer, another user the granted ones.
        sql`(${sql.placeholder('isHolder')}::boolean or exists (select 1 from account_grants
          where account_grants.account_id = ledger_accounts.id
            and account_grants.user_id = ${sql.placeholder('userId')}::uuid))`,
      ),
    )
    .orderBy(desc(page.bookingDate), desc(page.id))
    .prepare('postings_page_of_visible_account');
});

/** Who asks for a history: the account must be one they may see (see account-access.ts). */
export type HistoryReader = { customerId: string; userId: string; isHolder: boolean };

/**
 * A page of one account's postings over a period, newest first, and how many the period holds;
 * undefined when the reader may not see the account.
 */
export async function findVisiblePeriodPage(
  db: AppDb,
  reader: HistoryReader,
  period: Pick<PostingFilter, 'accountId' | 'startDate' | 'endDate'>,
  limit: number,
  offset: number,
): Promise<{ rows: PostingRow[]; total: number } | undefined> {
  const found = await visiblePeriodPage(db).execute({ ...reader, ...periodParams(period), limit, offset });
  if (found.length === 0) {
    return undefined;
  }
  const rows: PostingRow[] = [];
  for (const { total: _total, ...row } of found) {
    if (row.id !== null) {
      rows.push(row as PostingRow);
    }
  }
  // A page past the end has no row to carry the total.
  const total =
    found[0]?.total ?? (offset > 0 ? await countPostings(db, { ...period, direction: 'ALL' }) : 0);
  return { rows, total };
}

/** Newest first (booking date, then posting order), a page of the filtered history. */
export async function findPostings(
  db: AppDb,
  filter: PostingFilter,
  limit?: number,
  offset = 0,
): Promise<PostingRow[]> {
  const query = db
    .select(postingColumns)
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(postingConditions(filter))
    .orderBy(desc(postings.bookingDate), desc(postings.id))
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

/** A page of the filtered history and how many postings the filter selects in all. */
export async function findPostingPage(
  db: AppDb,
  filter: PostingFilter,
  limit: number,
  offset: number,
): Promise<{ rows: PostingRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    findPostings(db, filter, limit, offset),
    countPostings(db, filter),
  ]);
  return { rows, total };
}

export async function countPostings(db: AppDb, filter: PostingFilter): Promise<number> {
  if (isPlainPeriod(filter)) {
    const [plain] = await periodCount(db).execute(periodParams(filter));
    return plain?.total ?? 0;
  }
  const [row] = await db
    .select({ total: count() })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(postingConditions(filter));
  return row?.total ?? 0;
}

export async function findPosting(
  db: AppDb,
  accountId: string,
  postingId: bigint,
): Promise<PostingRow | undefined> {
  const [row] = await db
    .select(postingColumns)
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, accountId), eq(postings.id, postingId)));
  return row;
}

/** The balance after the last posting booked on or before `date` (0 before the first). */
export async function balanceAt(db: AppDb, accountId: string, date: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: postings.balanceAfterMinor })
    .from(postings)
    .where(and(eq(postings.accountId, accountId), lte(postings.bookingDate, date)))
    .orderBy(desc(postings.bookingDate), desc(postings.id))
    .limit(1);
  return row?.balance ?? 0n;
}
