/** Dynamic forms as the spec shows them: the stored row with its definition checked on the way out. */
import {
  type DynamicForm,
  FORM_CATEGORIES,
  type FormCategory,
  formDefinitionSchema,
} from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { type DynamicFormRow, findActiveForm, listActiveForms } from './dynamic-forms.queries.ts';

const isCategory = (value: string): value is FormCategory =>
  (FORM_CATEGORIES as readonly string[]).includes(value);

/** A row whose definition no longer reads is a fault of the data, not of the caller: it fails loudly. */
export function toDynamicForm(row: DynamicFormRow): DynamicForm {
  if (!isCategory(row.category)) {
    throw new Error(`Form ${row.formName} has an unknown category ${row.category}`);
  }
  return {
    idForm: row.id,
    category: row.category,
    subCategory: row.subCategory,
    description: row.description,
    statusForm: row.statusForm,
    formName: row.formName,
    creationDate: row.creationDate.getTime(),
    lastModification: row.lastModification.getTime(),
    data: formDefinitionSchema.parse(row.data),
  };
}

export async function listForms(db: AppDb, category?: FormCategory): Promise<DynamicForm[]> {
  return (await listActiveForms(db, category)).map(toDynamicForm);
}

/** An active form by name, or NOT_FOUND. */
export async function getFormByName(db: AppDb, formName: string): Promise<DynamicForm> {
  const row = await findActiveForm(db, formName);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: `No active form is named ${formName}` });
  }
  return toDynamicForm(row);
}
