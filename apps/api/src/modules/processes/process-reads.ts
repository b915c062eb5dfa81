/** The customer's processes as the workflow calls answer them, with every transition they took and their documents. */
import type { ProcessView } from '@baraka/contracts';
import type { ProcessRow } from '../../core/processes/process-engine.ts';
import type { AppDb } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { listDocumentsOf } from './process-documents.ts';
import { describeProcess } from './process-view.ts';
import { getVisibleProcess, listCustomerProcesses, listTransitionsOf } from './processes.queries.ts';

export async function describeProcesses(db: AppDb, rows: readonly ProcessRow[]): Promise<ProcessView[]> {
  const ids = rows.map((row) => row.id);
  const [transitions, documents] = await Promise.all([listTransitionsOf(db, ids), listDocumentsOf(db, ids)]);
  return rows.map((row) => describeProcess(row, transitions.get(row.id) ?? [], documents.get(row.id) ?? []));
}

export const describeOne = async (db: AppDb, row: ProcessRow): Promise<ProcessView> => {
  const [view] = await describeProcesses(db, [row]);
  if (!view) {
    throw new Error('The process could not be described');
  }
  return view;
};

export const listProcesses = async (db: AppDb, auth: AuthContext) =>
  describeProcesses(db, await listCustomerProcesses(db, auth.record.customer.id));

export const getProcess = async (db: AppDb, auth: AuthContext, processId: string) =>
  describeOne(db, await getVisibleProcess(db, auth, processId));
