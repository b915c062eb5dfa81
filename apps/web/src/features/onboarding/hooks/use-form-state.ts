/**
 * A small form state for the onboarding steps: values, one form key per field (from the shared zod
 * schema, or from the API's field errors), and a parse that reports like the API would.
 */
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

export type FieldErrors = Record<string, FieldError>;

/** The field a path names, without the step's own prefix ("identity.cinNumber" → "cinNumber"). */
const fieldOf = (path: string) => path.split('.').at(-1) ?? path;

const toFieldErrors = (errors: readonly FieldError[]): FieldErrors =>
  // The first issue per field wins, as the API reports it.
  Object.fromEntries([...errors].reverse().map((error) => [fieldOf(error.field), error]));

export function useFormState<TValues extends Record<string, string>>(initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = (field: keyof TValues & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  /** The parsed data, or null with the errors shown. Blank fields count as missing. */
  const parse = <TSchema extends z.ZodType>(schema: TSchema, extra: Record<string, unknown> = {}) => {
    const input = Object.fromEntries(
      Object.entries({ ...values, ...extra }).map(([key, value]) => [key, value === '' ? undefined : value]),
    );
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      return parsed.data as z.output<TSchema>;
    }
    setErrors(
      toFieldErrors(
        parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message })),
      ),
    );
    return null;
  };

  /** Shows the API's field errors; answers whether there were any. */
  const takeServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) {
      return false;
    }
    setErrors(toFieldErrors(error.fieldErrors));
    return true;
  };

  return { values, setValues, setValue, errors, setErrors, parse, takeServerErrors };
}
