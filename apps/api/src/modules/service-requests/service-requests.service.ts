/**
 * Complaints, suggestions and e-requests: the form to draw, a customer's answers checked against
 * the form's definition and stored with it (files included) under a reference, acknowledged through
 * the outbox in the same transaction, and the customer's own history.
 */
import {
  checkFormAnswers,
  type DynamicForm,
  formDefinitionSchema,
  type Language,
  type SaveServiceRequest,
  SERVICE_REQUEST_FORM_NAMES,
  type ServiceRequestKind,
  type ServiceRequestReceipt,
  type ServiceRequestSummary,
  type StoredAttachment,
  serviceRequestSummarySchema,
} from '@baraka/contracts';
import { toTunisTime } from '@baraka/domain';
import { insertOutboxMessage } from '../../adapters/outbox/outbox.queries.ts';
import type { AppDb } from '../../db/client.ts';
import { rejectFields } from '../../lib/form-rejection.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { checkAttachment, insertAttachment } from '../attachments/index.ts';
import { findContactPoints } from '../contact/index.ts';
import { findActiveForm, getFormByName, toDynamicForm } from '../dynamic-forms/index.ts';
import { listOpenAgencyCodes } from './agency-codes.ts';
import { describeAnswers, toStoredAnswers } from './service-request-answers.ts';
import { formatServiceReference, kindOfCategory } from './service-request-kinds.ts';
import { buildServiceRequestAcknowledgment } from './service-request-message.ts';
import {
  insertServiceRequest,
  linkAttachments,
  listUserRequests,
  type ServiceRequestRow,
  takeServiceRequestNumber,
} from './service-requests.queries.ts';

/** GET secure/service-request: the complaint or suggestion form. */
export async function getServiceRequestForm(
  db: AppDb,
  type: keyof typeof SERVICE_REQUEST_FORM_NAMES,
): Promise<DynamicForm> {
  return getFormByName(db, SERVICE_REQUEST_FORM_NAMES[type]);
}

/** The form a request is filed with; a form that files no request (contact, onboarding) is refused. */
async function requireRequestForm(db: AppDb, formName: string) {
  const row = await findActiveForm(db, formName);
  const form = row ? toDynamicForm(row) : undefined;
  const kind = form ? kindOfCategory(form.category) : null;
  if (!form || !kind) {
    return rejectFields([{ field: 'formName', key: 'invalidSelection' }]);
  }
  return { form, kind };
}

/** The profile's e-mail or phone, unless the bank flagged it invalid. */
async function acknowledgmentDestination(db: AppDb, auth: AuthContext) {
  const { user } = auth.record;
  const points = await findContactPoints(db, user.id);
  return {
    email: points?.emailInvalid ? null : user.email,
    phone: points?.phoneInvalid ? null : user.phoneNumber,
    userId: user.id,
  };
}

export async function saveServiceRequest(
  db: AppDb,
  input: { auth: AuthContext; request: SaveServiceRequest; language: Language; now: Date },
): Promise<ServiceRequestReceipt> {
  const { form, kind } = await requireRequestForm(db, input.request.formName);
  const definition = form.data;
  const needsAgencies = definition.fields.some((field) => field.optionsSource === 'agencies');
  const { values, errors } = checkFormAnswers(definition, input.request.answers, {
    today: toTunisTime(input.now).date,
    agencyCodes: needsAgencies ? await listOpenAgencyCodes(db) : [],
  });
  if (errors.length > 0) {
    rejectFields(errors.map((error) => ({ ...error, field: `answers.${error.field}` })));
  }
  const files = definition.fields.flatMap((field) => {
    const value = values[field.key];
    return field.type === 'file' && typeof value === 'object'
      ? [{ key: field.key, file: checkAttachment(value, `answers.${field.key}`) }]
      : [];
  });
  const destination = await acknowledgmentDestination(db, input.auth);
  return db.transaction(async (tx) => {
    const stored = new Map<string, StoredAttachment>();
    for (const { key, file } of files) {
      stored.set(key, await insertAttachment(tx, file));
    }
    const reference = formatServiceReference(
      kind,
      toTunisTime(input.now).year,
      await takeServiceRequestNumber(tx),
    );
    const row = await insertServiceRequest(tx, {
      reference,
      kind,
      userId: input.auth.userId,
      formId: form.idForm,
      formName: form.formName,
      definition,
      answers: toStoredAnswers(values, stored),
      language: input.language,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await linkAttachments(
      tx,
      row.id,
      [...stored].map(([fieldKey, file]) => ({ fieldKey, attachmentId: file.id })),
    );
    const message = buildServiceRequestAcknowledgment(
      { reference, firstName: input.auth.record.user.firstName, kind, title: definition.title },
      destination,
      input.language,
    );
    // Same transaction: no request without its acknowledgment, nor the reverse.
    if (message) {
      await insertOutboxMessage(tx, message);
    }
    return {
      reference,
      kind,
      formName: form.formName,
      title: definition.title,
      status: 'RECEIVED',
      acknowledgedTo: message?.to ?? null,
      createdAt: row.createdAt.getTime(),
    };
  });
}

const toSummary = (row: ServiceRequestRow): ServiceRequestSummary => {
  const definition = formDefinitionSchema.parse(row.definition);
  return serviceRequestSummarySchema.parse({
    reference: row.reference,
    kind: row.kind,
    formName: row.formName,
    title: definition.title,
    status: row.status,
    answers: describeAnswers(definition, row.answers),
    response: row.response,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  });
};

/** The signed-in customer's own requests of one kind, newest first. */
export async function listServiceRequests(
  db: AppDb,
  auth: AuthContext,
  kind: ServiceRequestKind,
): Promise<ServiceRequestSummary[]> {
  return (await listUserRequests(db, auth.userId, kind)).map(toSummary);
}
