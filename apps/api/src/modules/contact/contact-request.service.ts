/**
 * The contact form for its caller, and storing a request: the visitor's (identity fields, captcha)
 * or the signed-in customer's (identity from the profile, a replacement e-mail or phone only when
 * the stored one is flagged invalid). The request, its file, its reference and its acknowledgment
 * are written in one transaction: all of them, or none.
 */
import {
  ADDRESS_MAX_LENGTH,
  ATTACHMENT_CONTENT_TYPES,
  CITY_MAX_LENGTH,
  CONTACT_COUNTRIES,
  type ContactFormSettings,
  type ContactReceipt,
  contactRequestSchema,
  DEFAULT_CONTACT_COUNTRY,
  type FieldError,
  type Language,
  MAX_ATTACHMENT_BYTES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  signedInContactRequestSchema,
} from '@baraka/contracts';
import { CONTACT_REQUEST_PROCESS, toTunisTime } from '@baraka/domain';
import { type CaptchaSettings, consumeCaptcha } from '../../adapters/captcha/captcha.ts';
import { insertOutboxMessage } from '../../adapters/outbox/outbox.queries.ts';
import { startProcess } from '../../core/processes/process-engine.ts';
import type { AppDb } from '../../db/client.ts';
import { parseForm, rejectFields } from '../../lib/form-rejection.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { findOpenAgency } from '../appointments/index.ts';
import { checkAttachment, insertAttachment } from '../attachments/index.ts';
import { maskDestination } from '../identity/index.ts';
import {
  findContactCategory,
  findContactPoints,
  findRequirement,
  insertContactRequest,
  takeContactNumber,
} from './contact.queries.ts';
import { buildContactAcknowledgment } from './contact-message.ts';
import { type ContactSender, toContactRow } from './contact-sender.ts';

/** What the profile holds, and whether the form must ask for a replacement e-mail or phone. */
async function readCustomerContact(db: AppDb, auth: AuthContext) {
  const { user } = auth.record;
  const points = await findContactPoints(db, user.id);
  return {
    user,
    homeBranchCode: points?.homeBranchCode ?? null,
    needsEmail: !user.email || (points?.emailInvalid ?? false),
    needsPhone: !user.phoneNumber || (points?.phoneInvalid ?? false),
  };
}

export async function getContactSettings(db: AppDb, auth: AuthContext | null): Promise<ContactFormSettings> {
  const settings: ContactFormSettings = {
    countries: [...CONTACT_COUNTRIES],
    defaultCountry: DEFAULT_CONTACT_COUNTRY,
    limits: {
      name: NAME_MAX_LENGTH,
      city: CITY_MAX_LENGTH,
      address: ADDRESS_MAX_LENGTH,
      message: MESSAGE_MAX_LENGTH,
    },
    attachment: { contentTypes: [...ATTACHMENT_CONTENT_TYPES], maxBytes: MAX_ATTACHMENT_BYTES },
    customer: null,
  };
  if (!auth) {
    return settings;
  }
  const contact = await readCustomerContact(db, auth);
  const { user } = contact;
  return {
    ...settings,
    customer: {
      displayName: `${user.firstName} ${user.lastName}`,
      maskedEmail: user.email && !contact.needsEmail ? maskDestination('EMAIL', user.email) : null,
      maskedPhone: user.phoneNumber && !contact.needsPhone ? maskDestination('SMS', user.phoneNumber) : null,
      needsEmail: contact.needsEmail,
      needsPhone: contact.needsPhone,
      branchId: contact.homeBranchCode,
    },
  };
}

async function readSignedInSender(db: AppDb, auth: AuthContext, body: unknown): Promise<ContactSender> {
  const form = parseForm(signedInContactRequestSchema, body);
  const contact = await readCustomerContact(db, auth);
  const missing: FieldError[] = [];
  if (contact.needsEmail && !form.email) {
    missing.push({ field: 'email', key: 'required' });
  }
  if (contact.needsPhone && !form.phone) {
    missing.push({ field: 'phone', key: 'required' });
  }
  if (missing.length > 0) {
    rejectFields(missing);
  }
  const { user } = contact;
  return {
    form,
    userId: user.id,
    lastName: user.lastName,
    firstName: user.firstName,
    city: null,
    // A replacement is taken only where the stored one cannot be used.
    email: contact.needsEmail ? (form.email ?? null) : user.email,
    phone: contact.needsPhone ? (form.phone ?? null) : user.phoneNumber,
    captcha: null,
    // The customer's agency is known: the branch is locked to it whatever the page sent.
    branchCode: contact.homeBranchCode ?? form.branchId,
  };
}

function readVisitorSender(body: unknown): ContactSender {
  const form = parseForm(contactRequestSchema, body);
  return {
    form,
    userId: null,
    lastName: form.lastName,
    firstName: form.firstName,
    city: form.city,
    email: form.email,
    phone: form.phone,
    captcha: form.captcha,
    branchCode: form.branchId,
  };
}

/** The subject, its requirement and the agency, or the field errors of those that do not exist. */
async function resolveChoices(db: AppDb, sender: ContactSender) {
  const subject = await findContactCategory(db, sender.form.subjectId);
  const requirement = subject ? await findRequirement(db, subject.id, sender.form.requirementId) : undefined;
  const agency = await findOpenAgency(db, sender.branchCode);
  const errors: FieldError[] = [];
  if (!subject) {
    errors.push({ field: 'subjectId', key: 'invalidSelection' });
  } else if (!requirement) {
    errors.push({ field: 'requirementId', key: 'invalidSelection' });
  }
  if (!agency) {
    errors.push({ field: 'branchId', key: 'invalidSelection' });
  }
  if (!subject || !requirement || !agency) {
    return rejectFields(errors);
  }
  return { subject, requirement, agency };
}

const formatReference = (year: number, number: number) => `CTC-${year}-${String(number).padStart(6, '0')}`;

export async function sendContact(
  db: AppDb,
  captcha: CaptchaSettings,
  input: { body: unknown; auth: AuthContext | null; language: Language; now: Date },
): Promise<ContactReceipt> {
  // The route reads the session only when there is one, so demo mode is refused here, like any write.
  if (input.auth?.isDemo) {
    throw new AppError('DEMO_MODE');
  }
  const sender = input.auth
    ? await readSignedInSender(db, input.auth, input.body)
    : readVisitorSender(input.body);
  const { subject, requirement, agency } = await resolveChoices(db, sender);
  const file = sender.form.attachment ? checkAttachment(sender.form.attachment, 'attachment') : null;
  return db.transaction(async (tx) => {
    if (sender.captcha !== null) {
      await consumeCaptcha(tx, captcha, sender.captcha);
    }
    const stored = file ? await insertAttachment(tx, file) : null;
    const reference = formatReference(toTunisTime(input.now).year, await takeContactNumber(tx));
    const row = await insertContactRequest(tx, {
      ...toContactRow(sender),
      reference,
      language: input.language,
      subjectId: subject.id,
      requirementId: requirement.id,
      branchId: agency.id,
      attachmentId: stored?.id ?? null,
      createdAt: input.now,
    });
    const process = await startProcess(tx, {
      definition: CONTACT_REQUEST_PROCESS,
      customerId: input.auth?.record.customer.id ?? null,
      userId: input.auth?.userId ?? null,
      variables: { reference, contactRequestId: String(row.id), branchCode: agency.code },
      now: input.now,
    });
    const isSimulationRequest = row.financingType !== null;
    const acknowledgment = buildContactAcknowledgment(
      {
        reference,
        firstName: row.firstName,
        subject: subject.description,
        branchName: agency.name,
        isSimulationRequest,
      },
      { email: row.email, phone: row.phone },
      input.language,
    );
    // Same transaction: no request without its acknowledgment, nor the reverse.
    if (acknowledgment) {
      await insertOutboxMessage(tx, { ...acknowledgment, userId: row.userId });
    }
    return {
      reference,
      processId: process.id,
      subject: subject.description,
      requirement: requirement.description,
      branchId: agency.code,
      branchName: agency.name,
      acknowledgedTo: acknowledgment?.to ?? null,
      attachment: stored
        ? { fileName: stored.fileName, contentType: stored.contentType, size: stored.size }
        : null,
      isSimulationRequest,
      createdAt: row.createdAt.getTime(),
    };
  });
}
