/** Reads of the bank's dynamic forms. */
import type { FormCategory } from '@baraka/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { dynamicForms } from '../../db/schema/index.ts';

export type DynamicFormRow = typeof dynamicForms.$inferSelect;

export async function listActiveForms(db: AppDb, category?: FormCategory): Promise<DynamicFormRow[]> {
  return db
    .select()
    .from(dynamicForms)
    .where(
      and(eq(dynamicForms.statusForm, 'ACTIVE'), category ? eq(dynamicForms.category, category) : undefined),
    )
    .orderBy(asc(dynamicForms.sortOrder), asc(dynamicForms.id));
}

export async function findActiveForm(db: AppDb, formName: string): Promise<DynamicFormRow | undefined> {
  const [row] = await db
    .select()
    .from(dynamicForms)
    .where(and(eq(dynamicForms.formName, formName), eq(dynamicForms.statusForm, 'ACTIVE')));
  return row;
}
