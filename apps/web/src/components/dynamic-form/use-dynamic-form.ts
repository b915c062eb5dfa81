/**
 * A dynamic form's state: the answers (defaults filled in), the field errors from the shared checker
 * (the API runs the same one), and the server's refusals mapped back onto the fields.
 */
import type { AttachmentUpload } from '@baraka/contracts/attachments/schemas';
import { type CleanAnswers, checkFormAnswers } from '@baraka/contracts/dynamic-forms/form-answers';
import type { FormDefinition } from '@baraka/contracts/dynamic-forms/schemas';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import type { FormKey } from '@baraka/contracts/shared/errors';
import { toTunisTime } from '@baraka/domain/calendar/tunis-time';
import { useState } from 'react';

export type DynamicValue = string | AttachmentUpload | undefined;
export type DynamicValues = Record<string, DynamicValue>;
export type DynamicErrors = Record<string, FieldError>;

const initialValues = (definition: FormDefinition): DynamicValues =>
  Object.fromEntries(
    definition.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]],
    ),
  );

/** Fields that depend, directly or not, on `key`: their answers no longer hold once it changes. */
const dependentsOf = (definition: FormDefinition, key: string): string[] => {
  const direct = definition.fields
    .filter((field) => field.dependsOn?.field === key)
    .map((field) => field.key);
  return direct.flatMap((child) => [child, ...dependentsOf(definition, child)]);
};

const SERVER_PREFIX = 'answers.';

export function useDynamicForm(
  definition: FormDefinition,
  options: { agencyCodes?: readonly string[] } = {},
) {
  const [values, setValues] = useState<DynamicValues>(() => initialValues(definition));
  const [errors, setErrors] = useState<DynamicErrors>({});

  const setValue = (key: string, value: DynamicValue) => {
    const cleared = dependentsOf(definition, key);
    setValues((current) => {
      const next = { ...current, [key]: value };
      for (const child of cleared) {
        delete next[child];
      }
      return next;
    });
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => field !== key && !cleared.includes(field)),
      ),
    );
  };

  const rejectField = (key: string, formKey: FormKey) =>
    setErrors((current) => ({ ...current, [key]: { field: key, key: formKey } }));

  /** The cleaned answers to send, or null after showing every error. */
  const validate = (): CleanAnswers | null => {
    const result = checkFormAnswers(definition, values, {
      today: toTunisTime(new Date()).date,
      ...(options.agencyCodes ? { agencyCodes: options.agencyCodes } : {}),
    });
    setErrors(Object.fromEntries(result.errors.map((error) => [error.field, error])));
    return result.errors.length === 0 ? result.values : null;
  };

  /** The API's field errors ("answers.<key>"), shown on their fields; answers whether any was. */
  const applyServerErrors = (fieldErrors: readonly FieldError[]): boolean => {
    const mine = fieldErrors
      .filter((error) => error.field.startsWith(SERVER_PREFIX))
      .map((error) => ({ ...error, field: error.field.slice(SERVER_PREFIX.length) }));
    setErrors(Object.fromEntries(mine.map((error) => [error.field, error])));
    return mine.length > 0;
  };

  const reset = () => {
    setValues(initialValues(definition));
    setErrors({});
  };

  return { values, errors, setValue, rejectField, validate, applyServerErrors, reset };
}

export type DynamicFormState = ReturnType<typeof useDynamicForm>;
