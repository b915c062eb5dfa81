/**
 * Dynamic forms (spec §3 "Dynamic form"): a form the bank defines as data — complaints, suggestions,
 * e-requests, the onboarding first form — and that the web app draws from its definition.
 *
 * A definition (`data`) is a list of fields, each with:
 * - `key`: the answer's name (letters, digits, underscore), unique in the form;
 * - `type`: text, textarea, select, date, file or number;
 * - `label` (and optional `help`, `placeholder`) in fr, en and ar;
 * - `required`, `maxLength`, `minLength`, `min`/`max` (numbers), `dateRule` (dates: notPast/notFuture);
 * - `pattern`: one of PATTERN_KEYS, each answering its spec form key (lettersAndSpaces →
 *   numberAndSpecialCharactersValidation, cin → invalidCin...);
 * - `options` (select): values with labels; an option with `parent` is offered only while the field
 *   named in `dependsOn` holds that value; or `optionsSource: 'agencies'` for the bank's open agencies;
 * - `dependsOn`: { field, values? } — the field is shown (and checked) only once `field` is answered,
 *   and with `values` only while it holds one of them; `disableUntilAnswered` keeps it visible but
 *   disabled instead (the complaint's sub-category);
 * - `defaultValue`: the value a new form starts with.
 * `requireOneOf` lists fields of which at least one must be answered.
 */
import { z } from 'zod';
import { epochMillisSchema, localizedTextSchema } from '../shared/localized.ts';

export const FORM_FIELD_TYPES = ['text', 'textarea', 'select', 'date', 'file', 'number'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Named patterns a text field may require, and the form key each answers (spec §5, §8). */
export const PATTERN_KEYS = {
  lettersAndSpaces: 'numberAndSpecialCharactersValidation',
  address: 'specialCharactersValidation',
  phone: 'ErrorMsgInvalidPhoneNumber',
  email: 'email',
  cin: 'invalidCin',
  rib: 'invalidRib',
  digits: 'pattern',
  alphanumeric: 'pattern',
} as const;
export type PatternName = keyof typeof PATTERN_KEYS;
export const PATTERN_NAMES = Object.keys(PATTERN_KEYS) as [PatternName, ...PatternName[]];

export const FORM_CATEGORIES = ['CONTACT', 'RECLAMATION', 'SUGGESTION', 'E_REQUEST', 'ONBOARDING'] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];
export const FORM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const fieldKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/);

export const formOptionSchema = z.object({
  value: z.string().min(1).max(64),
  label: localizedTextSchema,
  /** Offered only while the field this one depends on holds this value. */
  parent: z.string().optional(),
});
export type FormOption = z.infer<typeof formOptionSchema>;

export const formFieldSchema = z.object({
  key: fieldKeySchema,
  type: z.enum(FORM_FIELD_TYPES),
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  placeholder: localizedTextSchema.optional(),
  required: z.boolean().default(false),
  defaultValue: z.string().optional(),
  maxLength: z.number().int().positive().optional(),
  minLength: z.number().int().positive().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: z.enum(PATTERN_NAMES).optional(),
  dateRule: z.enum(['notPast', 'notFuture']).optional(),
  options: z.array(formOptionSchema).optional(),
  optionsSource: z.literal('agencies').optional(),
  dependsOn: z.object({ field: fieldKeySchema, values: z.array(z.string()).min(1).optional() }).optional(),
  disableUntilAnswered: z.boolean().optional(),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** Checks what a list of fields cannot say on its own: unique keys, known dependencies, select options. */
const checkFields = (
  definition: { fields: FormField[]; requireOneOf?: string[] | undefined },
  context: z.RefinementCtx,
) => {
  const seen = new Map<string, FormField>();
  definition.fields.forEach((field, index) => {
    const report = (message: string) =>
      context.addIssue({ code: 'custom', message, path: ['fields', index] });
    if (seen.has(field.key)) {
      report(`duplicate key ${field.key}`);
    }
    if (field.dependsOn && !seen.has(field.dependsOn.field)) {
      report(`${field.key} depends on ${field.dependsOn.field}, which must come before it`);
    }
    const isSelect = field.type === 'select';
    if (isSelect && !field.options?.length && !field.optionsSource) {
      report(`select ${field.key} has no options`);
    }
    if (!isSelect && (field.options || field.optionsSource)) {
      report(`only a select has options (${field.key})`);
    }
    const parent = field.dependsOn ? seen.get(field.dependsOn.field) : undefined;
    for (const option of field.options ?? []) {
      if (option.parent !== undefined && !parent?.options?.some((choice) => choice.value === option.parent)) {
        report(`option ${option.value} of ${field.key} has an unknown parent ${option.parent}`);
      }
    }
    seen.set(field.key, field);
  });
  for (const name of definition.requireOneOf ?? []) {
    if (!seen.has(name)) {
      context.addIssue({
        code: 'custom',
        message: `requireOneOf names unknown ${name}`,
        path: ['requireOneOf'],
      });
    }
  }
};

export const formDefinitionSchema = z
  .object({
    version: z.literal(1),
    title: localizedTextSchema,
    intro: localizedTextSchema.optional(),
    fields: z.array(formFieldSchema).min(1).max(40),
    requireOneOf: z.array(fieldKeySchema).min(2).optional(),
    submitLabel: localizedTextSchema.optional(),
  })
  .superRefine(checkFields);
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** A stored form (spec §3 "Dynamic form"): GET api/forms lists them, GET form/byFormName answers one. */
export const dynamicFormSchema = z.object({
  idForm: z.number().int(),
  category: z.enum(FORM_CATEGORIES),
  subCategory: z.string().nullable(),
  description: localizedTextSchema,
  statusForm: z.enum(FORM_STATUSES),
  formName: z.string(),
  creationDate: epochMillisSchema,
  lastModification: epochMillisSchema,
  data: formDefinitionSchema,
});
export type DynamicForm = z.infer<typeof dynamicFormSchema>;

export const formByNameQuerySchema = z.object({
  formName: z.string().trim().min(1, { error: 'required' }).max(64),
});
export const formsQuerySchema = z.object({ category: z.enum(FORM_CATEGORIES).optional() });
