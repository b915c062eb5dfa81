/** The stated password policy's broken rules as form errors the web app translates. */
import type { FieldError } from '@baraka/contracts';
import { PASSWORD_POLICY, type PasswordRule } from '@baraka/domain';

export const toPasswordFieldErrors = (rules: readonly PasswordRule[], isMismatch: boolean): FieldError[] => [
  ...rules.map((rule): FieldError => {
    if (rule === 'minLength') {
      return { field: 'newPassword', key: 'minLength', params: { minLength: PASSWORD_POLICY.minLength } };
    }
    if (rule === 'maxLength') {
      return { field: 'newPassword', key: 'maxLength', params: { maxLength: PASSWORD_POLICY.maxLength } };
    }
    return { field: 'newPassword', key: 'pattern', params: { rule } };
  }),
  ...(isMismatch ? [{ field: 'confirmPassword', key: 'passwordMismatch' }] : []),
];
