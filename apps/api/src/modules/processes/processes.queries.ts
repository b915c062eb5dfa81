/** Reads of the customer's processes and their transitions. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProcessRow } from '../../core/processes/process-engine.ts';
import type { AppDb } from '../../db/client.ts';
import { processes, processTransitions } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';

export type TransitionRow = typeof processTransitions.$inferSelect;

/** One of the customer's processes, or 404: another customer's is indistinguishable from a missing one. */
export async function getVisibleProcess(
  db: AppDb,
  auth: AuthContext,
  processId: string,
): Promise<ProcessRow> {
  const [row] = await db
    .select()
    .from(processes)
    .where(and(eq(processes.id, processId), eq(processes.customerId, auth.record.customer.id)));
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such process' });
  }
  return row;
}

export const listCustomerProcesses = (db: AppDb, customerId: string) =>
  db
    .select()
    .from(processes)
    .where(eq(processes.customerId, customerId))
    .orderBy(desc(processes.createdAt), desc(processes.id));

export async function listTransitionsOf(
  db: AppDb,
  processIds: readonly string[],
): Promise<Map<string, TransitionRow[]>> {
  const byProcess = new Map<string, TransitionRow[]>(processIds.map((id) => [id, []]));
  if (processIds.length === 0) {
    return byProcess;
  }
  const rows = await db
    .select()
    .from(processTransitions)
    .where(inArray(processTransitions.processId, [...processIds]))
    .orderBy(asc(processTransitions.id));
  for (const row of rows) {
    byProcess.get(row.processId)?.push(row);
  }
  return byProcess;
}
