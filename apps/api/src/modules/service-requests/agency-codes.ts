/** The codes of the open agencies: the answers a form's "agency" select accepts. */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { branches } from '../../db/schema/index.ts';

export async function listOpenAgencyCodes(db: AppDb): Promise<string[]> {
  const rows = await db
    .select({ code: branches.code })
    .from(branches)
    .where(and(eq(branches.branchType, 'AGENCY'), eq(branches.status, 'OPENED')))
    .orderBy(asc(branches.code));
  return rows.map((row) => row.code);
}
