/**
 * Reads and writes of onboarding applications, their documents and their history (the transitions
 * the process engine recorded for the application's process).
 */
import { and, asc, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  branches,
  challenges,
  onboardingApplications,
  onboardingDocuments,
  processes,
  processTransitions,
} from '../../db/schema/index.ts';

export type ApplicationRecord = typeof onboardingApplications.$inferSelect;
/** An application with the state of its process. */
export type ApplicationRow = ApplicationRecord & { state: string };
export type NewApplication = typeof onboardingApplications.$inferInsert;
export type ApplicationUpdate = Partial<Omit<NewApplication, 'id' | 'reference' | 'tokenHash' | 'processId'>>;
export type HistoryRow = typeof processTransitions.$inferSelect;
export type NewDocument = typeof onboardingDocuments.$inferInsert;

const withState = { ...getTableColumns(onboardingApplications), state: processes.state };

const single = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (row === undefined) {
    throw new Error(`${what} answered nothing`);
  }
  return row;
};

export async function takeOnboardingNumber(db: AppDb): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select nextval('onboarding_numbers')::int as n`);
  return Number(single(result.rows, 'The onboarding sequence').n);
}

export async function insertApplication(db: AppDb, values: NewApplication): Promise<ApplicationRecord> {
  return single(
    await db.insert(onboardingApplications).values(values).returning(),
    'Inserting an application',
  );
}

/**
 * With `lock`, the application and its process stay locked until the transaction ends: one
 * transition at a time.
 */
export async function findApplication(
  db: AppDb,
  by: { id: string } | { processId: string },
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const query = db
    .select(withState)
    .from(onboardingApplications)
    .innerJoin(processes, eq(processes.id, onboardingApplications.processId))
    .where(
      'id' in by ? eq(onboardingApplications.id, by.id) : eq(onboardingApplications.processId, by.processId),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateApplication(
  db: AppDb,
  id: string,
  values: ApplicationUpdate,
): Promise<ApplicationRecord> {
  return single(
    await db.update(onboardingApplications).set(values).where(eq(onboardingApplications.id, id)).returning(),
    'Updating an application',
  );
}

export async function listHistory(db: AppDb, application: ApplicationRecord): Promise<HistoryRow[]> {
  return db
    .select()
    .from(processTransitions)
    .where(eq(processTransitions.processId, application.processId))
    .orderBy(asc(processTransitions.id));
}

/** One document per side: a new upload replaces the bytes of the previous one. */
export async function upsertDocument(db: AppDb, document: NewDocument): Promise<void> {
  await db
    .insert(onboardingDocuments)
    .values(document)
    .onConflictDoUpdate({
      target: [onboardingDocuments.applicationId, onboardingDocuments.side],
      set: {
        contentType: document.contentType,
        byteSize: document.byteSize,
        sha256: document.sha256,
        content: document.content,
        uploadedAt: document.uploadedAt,
      },
    });
}

export async function deleteDocuments(db: AppDb, applicationId: string): Promise<number> {
  const deleted = await db
    .delete(onboardingDocuments)
    .where(eq(onboardingDocuments.applicationId, applicationId))
    .returning({ id: onboardingDocuments.id });
  return deleted.length;
}

/** What the applicant sees of their documents: never the bytes. */
export async function listDocumentInfo(db: AppDb, applicationId: string) {
  return db
    .select({
      side: onboardingDocuments.side,
      contentType: onboardingDocuments.contentType,
      byteSize: onboardingDocuments.byteSize,
      uploadedAt: onboardingDocuments.uploadedAt,
    })
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.applicationId, applicationId))
    .orderBy(asc(onboardingDocuments.side));
}

export async function findDocument(db: AppDb, applicationId: string, side: 'FRONT' | 'BACK') {
  const [row] = await db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.applicationId, applicationId), eq(onboardingDocuments.side, side)));
  return row;
}

export async function findBranchById(db: AppDb, id: number) {
  const [row] = await db
    .select({ code: branches.code, name: branches.name })
    .from(branches)
    .where(eq(branches.id, id));
  return row;
}

/** Codes sent for this application's contact since `since`: bounds what one application can send. */
export async function countContactChallenges(
  db: AppDb,
  operation: string,
  applicationId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(challenges)
    .where(
      and(
        eq(challenges.operation, operation),
        sql`${challenges.payload}->>'applicationId' = ${applicationId}`,
        gt(challenges.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
