/**
 * A form checked by a service rather than by the route's schema (the schema depends on who calls,
 * or on a definition read from the database) answers exactly like schema validation: a 400 whose
 * code is the first form key and whose result lists one error per field.
 */
import { type FieldError, FORM_KEYS, type FormKey } from '@baraka/contracts';
import type { z } from 'zod';
import { AppError } from '../plugins/errors/index.ts';

const isFormKey = (value: unknown): value is FormKey =>
  typeof value === 'string' && (FORM_KEYS as readonly string[]).includes(value);

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (current, segment) =>
      typeof current === 'object' && current !== null
        ? (current as Record<PropertyKey, unknown>)[segment]
        : undefined,
    data,
  );

/** The form key of an issue whose message is not one already (zod's own checks). */
const keyOf = (issue: z.core.$ZodIssue, data: unknown): FormKey => {
  if (isFormKey(issue.message)) {
    return issue.message;
  }
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(data, issue.path);
      return value === undefined || value === null ? 'required' : 'invalidType';
    }
    case 'too_big':
      return issue.origin === 'string' ? 'maxLength' : 'max';
    case 'too_small':
      return issue.origin === 'string' ? 'required' : 'min';
    case 'invalid_value':
      return 'invalidSelection';
    default:
      return 'invalidType';
  }
};

/** One field the service refused, answered like schema validation: 400 with the field and its form key. */
export const fieldError = (field: string, key: FormKey, params?: FieldError['params']): AppError =>
  new AppError({ code: key, http: 400 }, { fieldErrors: [{ field, key, ...(params ? { params } : {}) }] });

export function rejectFields(fieldErrors: FieldError[], message = 'The form has invalid fields'): never {
  const [first] = fieldErrors;
  throw new AppError(
    { code: first?.key ?? 'COMMON.INVALID_REQUEST', http: 400 },
    { message: first ? `Invalid field "${first.field}": ${first.key}` : message, fieldErrors },
  );
}

/** The parsed form, or a form rejection with the first issue of each field. */
export function parseForm<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) {
    return parsed.data;
  }
  const byField = new Map<string, FieldError>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!byField.has(field)) {
      byField.set(field, { field, key: keyOf(issue, data) });
    }
  }
  return rejectFields([...byField.values()]);
}
