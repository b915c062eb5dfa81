/**
 * Draws a dynamic form (spec §3 "Dynamic form") from its definition: each field the answers make
 * visible, with its translated label and its translated error. The page owns the submit button.
 */

import { isFieldShown } from '@baraka/contracts/dynamic-forms/form-answers';
import type { FormDefinition } from '@baraka/contracts/dynamic-forms/schemas';
import { Stack } from '@mantine/core';
import { translateFieldError } from '../../lib/form-errors';
import { type AgencyOption, DynamicField } from './dynamic-field';
import type { DynamicFormState } from './use-dynamic-form';

type DynamicFormFieldsProps = {
  definition: FormDefinition;
  form: DynamicFormState;
  agencies?: readonly AgencyOption[];
  disabled?: boolean;
};

export function DynamicFormFields({ definition, form, agencies, disabled }: DynamicFormFieldsProps) {
  return (
    <Stack gap="md">
      {definition.fields
        .filter((field) => isFieldShown(field, form.values))
        .map((field) => {
          const error = form.errors[field.key];
          return (
            <DynamicField
              key={field.key}
              field={field}
              form={form}
              message={error ? translateFieldError(error) : undefined}
              {...(agencies ? { agencies } : {})}
              {...(disabled ? { disabled } : {})}
            />
          );
        })}
    </Stack>
  );
}
