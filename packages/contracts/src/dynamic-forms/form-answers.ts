/**
 * Checks a customer's answers against a dynamic form's definition, the same way in the browser and
 * on the server: each failing field answers its spec form key, hidden fields are dropped, and the
 * kept answers come back cleaned (trimmed text, numbers as numbers).
 */
import { z } from 'zod';
import { type AttachmentUpload, attachmentUploadSchema } from '../attachments/schemas.ts';
import type { FieldError } from '../shared/envelope.ts';
import type { FormKey } from '../shared/errors.ts';
import { ADDRESS_PATTERN, LETTERS_AND_SPACES_PATTERN, PHONE_PATTERN } from '../shared/forms.ts';
import type { FormDefinition, FormField, FormOption, PatternName } from './schemas.ts';
import { PATTERN_KEYS } from './schemas.ts';

export type CleanAnswer = string | number | AttachmentUpload;
export type CleanAnswers = Record<string, CleanAnswer>;

/** What the rules need beyond the definition: today (Tunis) and the open agencies' codes. */
export type FormAnswerContext = { today: string; agencyCodes?: readonly string[] };

/** A submitted set of answers, before checking: at most one entry per field of the largest form. */
export const formAnswersSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((answers) => Object.keys(answers).length <= 40, { error: 'invalidType' });

const PATTERNS: Record<PatternName, RegExp> = {
  lettersAndSpaces: LETTERS_AND_SPACES_PATTERN,
  address: ADDRESS_PATTERN,
  phone: PHONE_PATTERN,
  // One @, then a domain with at least one dot.
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  cin: /^\d{8}$/,
  rib: /^\d{20}$/,
  digits: /^\d+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
};

const NUMBER_PATTERN = /^-?\d+(?:[.,]\d+)?$/;

const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Whether a field is in play: shown and not waiting for the field it depends on. */
export function isFieldActive(field: FormField, answers: Readonly<Record<string, unknown>>): boolean {
  if (!field.dependsOn) {
    return true;
  }
  const parent = answers[field.dependsOn.field];
  if (typeof parent !== 'string' || parent.trim() === '') {
    return false;
  }
  return field.dependsOn.values?.includes(parent) ?? true;
}

/** Whether the page shows the field at all (a disabled-until-answered field stays visible). */
export function isFieldShown(field: FormField, answers: Readonly<Record<string, unknown>>): boolean {
  return field.disableUntilAnswered === true || isFieldActive(field, answers);
}

/** The options a select offers given the other answers (children of the chosen parent only). */
export function getFieldOptions(field: FormField, answers: Readonly<Record<string, unknown>>): FormOption[] {
  const parent = field.dependsOn ? answers[field.dependsOn.field] : undefined;
  return (field.options ?? []).filter((option) => option.parent === undefined || option.parent === parent);
}

type Checked = { value: CleanAnswer } | { key: FormKey; params?: FieldError['params'] };

const checkText = (field: FormField, raw: unknown): Checked => {
  if (typeof raw !== 'string') {
    return { key: 'invalidType' };
  }
  const value = raw.trim();
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return { key: 'maxLength', params: { maxLength: field.maxLength } };
  }
  if (field.minLength !== undefined && value.length < field.minLength) {
    return { key: 'minLength', params: { minLength: field.minLength } };
  }
  if (field.pattern && !PATTERNS[field.pattern].test(value)) {
    return { key: PATTERN_KEYS[field.pattern] };
  }
  return { value };
};

const checkNumber = (field: FormField, raw: unknown): Checked => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!NUMBER_PATTERN.test(text)) {
    return { key: 'InvalidNumber' };
  }
  const value = Number(text.replace(',', '.'));
  if (field.min !== undefined && value < field.min) {
    return { key: 'min', params: { min: field.min } };
  }
  if (field.max !== undefined && value > field.max) {
    return { key: 'max', params: { max: field.max } };
  }
  return { value };
};

const checkDate = (field: FormField, raw: unknown, today: string): Checked => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isCalendarDate(value)) {
    return { key: 'date' };
  }
  if (field.dateRule === 'notPast' && value < today) {
    return { key: 'minDate', params: { min: today } };
  }
  if (field.dateRule === 'notFuture' && value > today) {
    return { key: 'maxDate', params: { max: today } };
  }
  return { value };
};

const checkSelect = (
  field: FormField,
  raw: unknown,
  answers: CleanAnswers,
  context: FormAnswerContext,
): Checked => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const allowed =
    field.optionsSource === 'agencies'
      ? (context.agencyCodes ?? [])
      : getFieldOptions(field, answers).map((option) => option.value);
  return allowed.includes(value) ? { value } : { key: 'invalidSelection' };
};

const checkFile = (raw: unknown): Checked => {
  const parsed = attachmentUploadSchema.safeParse(raw);
  if (parsed.success) {
    return { value: parsed.data };
  }
  const message = parsed.error.issues[0]?.message;
  return { key: message === 'fileTooLarge' || message === 'required' ? message : 'fileType' };
};

const checkField = (
  field: FormField,
  raw: unknown,
  answers: CleanAnswers,
  context: FormAnswerContext,
): Checked => {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return checkText(field, raw);
    case 'number':
      return checkNumber(field, raw);
    case 'date':
      return checkDate(field, raw, context.today);
    case 'select':
      return checkSelect(field, raw, answers, context);
    case 'file':
      return checkFile(raw);
  }
};

/** Every field error of the answers (field = the field's key), and the answers worth keeping. */
export function checkFormAnswers(
  definition: FormDefinition,
  answers: Readonly<Record<string, unknown>>,
  context: FormAnswerContext,
): { values: CleanAnswers; errors: FieldError[] } {
  const values: CleanAnswers = {};
  const errors: FieldError[] = [];
  for (const field of definition.fields) {
    const raw = answers[field.key];
    if (!isFieldActive(field, values) || isAbsent(raw)) {
      if (field.required && isFieldActive(field, values)) {
        errors.push({ field: field.key, key: 'required' });
      }
      continue;
    }
    const checked = checkField(field, raw, values, context);
    if ('value' in checked) {
      values[field.key] = checked.value;
    } else {
      errors.push({
        field: field.key,
        key: checked.key,
        ...(checked.params ? { params: checked.params } : {}),
      });
    }
  }
  const oneOf = definition.requireOneOf ?? [];
  const [first] = oneOf;
  if (first && errors.length === 0 && oneOf.every((name) => values[name] === undefined)) {
    errors.push({ field: first, key: 'required' });
  }
  return { values, errors };
}
