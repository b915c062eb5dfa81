/**
 * Contact calls (spec §3 "Contact", §5 "Contact form", §7 "Public"): the bank's contact directory,
 * the subjects and their requirements, the form's settings for the caller, and the request itself
 * (visitor with captcha, or signed-in customer). The field rules are those of shared/forms.ts.
 */
import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  attachmentUploadSchema,
  storedAttachmentSchema,
} from '../attachments/schemas.ts';
import { captchaField } from '../captcha/schemas.ts';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CONTACT_COUNTRIES,
  contactFormSchema,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  signedInContactFormSchema,
} from '../shared/forms.ts';
import { epochMillisSchema, localizedTextSchema } from '../shared/localized.ts';

export const CONTACT_METHODS = ['MAIL', 'FAX', 'PHONE', 'ADDRESS', 'WEBSITE'] as const;
export type ContactMethodKind = (typeof CONTACT_METHODS)[number];

export const contactMethodSchema = z.object({
  id: z.number().int(),
  labels: localizedTextSchema,
  values: z.array(z.string()),
  method: z.enum(CONTACT_METHODS),
});
export type ContactMethod = z.infer<typeof contactMethodSchema>;

export const contactGroupSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  contactMethods: z.array(contactMethodSchema),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** GET contacts: the result holds `listDto` (spec §7). */
export const contactDirectorySchema = z.object({ listDto: z.array(contactGroupSchema) });
export type ContactDirectory = z.infer<typeof contactDirectorySchema>;

export const contactSubCategorySchema = z.object({
  id: z.number().int(),
  subCategoryName: z.string(),
  description: localizedTextSchema,
  subCategoryOrder: z.number().int(),
  /** Id of the category (subject) this requirement belongs to. */
  category: z.number().int(),
});
export type ContactSubCategory = z.infer<typeof contactSubCategorySchema>;

/** A subject of the contact form; its sub-categories are the "requirement" choices (spec §5). */
export const contactCategorySchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  description: localizedTextSchema,
  categoryType: z.literal('CONTACT'),
  categoryOrder: z.number().int(),
  subCategories: z.array(contactSubCategorySchema),
});
export type ContactCategory = z.infer<typeof contactCategorySchema>;

/** GET contact_us: the form's settings, and for a signed-in customer what the bank already knows. */
export const contactFormSettingsSchema = z.object({
  countries: z.array(z.enum(CONTACT_COUNTRIES)),
  defaultCountry: z.enum(CONTACT_COUNTRIES),
  limits: z.object({
    name: z.literal(NAME_MAX_LENGTH),
    city: z.literal(CITY_MAX_LENGTH),
    address: z.literal(ADDRESS_MAX_LENGTH),
    message: z.literal(MESSAGE_MAX_LENGTH),
  }),
  attachment: z.object({
    contentTypes: z.array(z.enum(ATTACHMENT_CONTENT_TYPES)),
    maxBytes: z.number().int().positive(),
  }),
  /** Null for a visitor (identity fields and captcha shown). */
  customer: z
    .object({
      displayName: z.string(),
      /** The stored address, masked; null when none is on file. */
      maskedEmail: z.string().nullable(),
      maskedPhone: z.string().nullable(),
      /** The stored e-mail (phone) is missing or flagged invalid: the form asks for a replacement. */
      needsEmail: z.boolean(),
      needsPhone: z.boolean(),
      /** The customer's agency: the branch field is locked to it. */
      branchId: z.string().nullable(),
    })
    .nullable(),
});
export type ContactFormSettings = z.infer<typeof contactFormSettingsSchema>;

/** POST contact_us/start: the subject chosen, answered with its requirements. */
export const contactStartRequestSchema = z.object({
  subjectId: z.number({ error: 'required' }).int().positive({ error: 'invalidSelection' }),
});
export const contactStartResultSchema = z.object({
  subjectId: z.number().int(),
  requirements: z.array(contactSubCategorySchema),
});
export type ContactStartResult = z.infer<typeof contactStartResultSchema>;

/** What simulator-request mode adds beyond the §5 fields (amount and unit, to read the duration). */
const simulationExtraSchema = z.object({
  productId: z.number().int().positive().optional(),
  amount: z.number().nonnegative().optional(),
  durationUnit: z.enum(['MONTH', 'YEARS']).optional(),
});

/** A visitor's request: the §5 form, one optional attachment and the captcha. */
export const contactRequestSchema = contactFormSchema.extend({
  ...simulationExtraSchema.shape,
  attachment: attachmentUploadSchema.optional(),
  captcha: captchaField(),
});
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** A signed-in customer's request: no identity fields (the profile fills them), no captcha. */
export const signedInContactRequestSchema = signedInContactFormSchema.extend({
  ...simulationExtraSchema.shape,
  attachment: attachmentUploadSchema.optional(),
});
export type SignedInContactRequest = z.output<typeof signedInContactRequestSchema>;

/** What the person sees once the request is stored. */
export const contactReceiptSchema = z.object({
  reference: z.string(),
  /** The process of the engine (bankerisebpm) that follows the request until the branch answers it. */
  processId: z.uuid(),
  subject: localizedTextSchema,
  requirement: localizedTextSchema,
  branchId: z.string(),
  branchName: localizedTextSchema,
  /** Where the acknowledgment went (e-mail, or phone when no e-mail can be used). */
  acknowledgedTo: z.string().nullable(),
  attachment: storedAttachmentSchema.omit({ id: true }).nullable(),
  isSimulationRequest: z.boolean(),
  createdAt: epochMillisSchema,
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** Checked by the API's service: which fields are needed depends on whether a session came along. */
export const contactSendBodySchema = contactRequestSchema.partial().loose();
