/**
 * The supporting documents of a financing request: which one its product requires, each file
 * checked (size, declared type, first bytes) before anything is written, stored with the request in
 * its transaction, listed with the request, and downloaded by the customer who sent it.
 */
import {
  FINANCING_DOCUMENT_KINDS,
  type FinancingDocumentKind,
  type FinancingDocuments,
  type FinancingRequestProduct,
  type ProcessDocument,
  REQUIRED_FINANCING_DOCUMENT,
} from '@baraka/contracts';
import { isDocumentContentType } from '@baraka/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { processAttachments, requestAttachments } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/form-rejection.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type CheckedAttachment, checkAttachment, insertAttachment } from '../attachments/index.ts';
import { getVisibleProcess } from './processes.queries.ts';

export type CheckedDocument = { kind: FinancingDocumentKind; file: CheckedAttachment };

/** The files as they will be stored, or the field error of the first one missing or refused. */
export function checkFinancingDocuments(
  productCode: FinancingRequestProduct,
  documents: FinancingDocuments,
): CheckedDocument[] {
  const required = REQUIRED_FINANCING_DOCUMENT[productCode];
  if (!documents[required]) {
    throw fieldError(`documents.${required}`, 'fileRequired');
  }
  return FINANCING_DOCUMENT_KINDS.flatMap((kind) => {
    const upload = documents[kind];
    return upload ? [{ kind, file: checkAttachment(upload, `documents.${kind}`) }] : [];
  });
}

export async function storeProcessDocuments(
  tx: AppTx,
  processId: string,
  documents: readonly CheckedDocument[],
): Promise<void> {
  for (const { kind, file } of documents) {
    const stored = await insertAttachment(tx, file);
    await tx.insert(processAttachments).values({ processId, attachmentId: stored.id, kind });
  }
}

/** Each process's documents (name, type, size; never the bytes), in the order of the kinds. */
export async function listDocumentsOf(
  db: AppDb,
  processIds: readonly string[],
): Promise<Map<string, ProcessDocument[]>> {
  const byProcess = new Map<string, ProcessDocument[]>(processIds.map((id) => [id, []]));
  if (processIds.length === 0) {
    return byProcess;
  }
  const rows = await db
    .select({
      processId: processAttachments.processId,
      kind: processAttachments.kind,
      id: requestAttachments.id,
      fileName: requestAttachments.fileName,
      contentType: requestAttachments.contentType,
      size: requestAttachments.size,
    })
    .from(processAttachments)
    .innerJoin(requestAttachments, eq(requestAttachments.id, processAttachments.attachmentId))
    .where(inArray(processAttachments.processId, [...processIds]));
  // One request's files share their instant (one transaction): the kinds give the order.
  for (const kind of FINANCING_DOCUMENT_KINDS) {
    for (const { processId, kind: rowKind, contentType, ...file } of rows) {
      if (rowKind === kind && isDocumentContentType(contentType)) {
        byProcess.get(processId)?.push({ ...file, contentType, kind });
      }
    }
  }
  return byProcess;
}

/** One document of one of the customer's requests, or 404 (another customer's is a missing one). */
export async function getProcessDocument(
  db: AppDb,
  auth: AuthContext,
  processId: string,
  attachmentId: string,
) {
  const process = await getVisibleProcess(db, auth, processId);
  const [row] = await db
    .select({
      fileName: requestAttachments.fileName,
      contentType: requestAttachments.contentType,
      content: requestAttachments.content,
    })
    .from(processAttachments)
    .innerJoin(requestAttachments, eq(requestAttachments.id, processAttachments.attachmentId))
    .where(
      and(eq(processAttachments.processId, process.id), eq(processAttachments.attachmentId, attachmentId)),
    );
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such document' });
  }
  return row;
}
