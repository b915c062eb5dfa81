/** Binds one text field of the payee form: value, change, translated error and a test id. */
import type { FieldError } from '@baraka/contracts/shared/envelope';
import type { ChangeEvent } from 'react';
import { translateFieldError } from '../../../lib/form-errors';
import type { TFunction } from '../../../lib/translator';
import type { BeneficiaryFormState } from '../hooks/use-beneficiary-form';
import type { BeneficiaryField } from '../utils/beneficiary-form';

/** A second payee on the same account is refused by the server ("unique"): say it plainly. */
function describeError(field: BeneficiaryField, error: FieldError, t: TFunction): string {
  if (error.key === 'unique' && (field === 'rib' || field === 'iban')) {
    return t('errors.duplicate', { ns: 'beneficiaries' });
  }
  return translateFieldError(error);
}

export type BoundField = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  'data-testid': string;
};

export function bindField(
  form: BeneficiaryFormState,
  t: TFunction,
  field: BeneficiaryField,
  transform: (text: string) => string = (text) => text,
): BoundField {
  const error = form.errors[field];
  return {
    value: form.values[field],
    onChange: (event) => form.setValue(field, transform(event.currentTarget.value)),
    error: error ? describeError(field, error, t) : undefined,
    'data-testid': `field-${field}`,
  };
}
