/** The server's field errors (form keys of spec §5) as translated messages for one field. */
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { ApiError } from './api-error';
import { i18n } from './i18n';

/** Server parameters are named after the rule (minLength...); the texts say {{min}} and {{max}}. */
const toTextParams = (params: FieldError['params'] = {}) => ({
  ...params,
  min: params.minLength ?? params.min,
  max: params.maxLength ?? params.max,
});

export function translateFieldError(error: Pick<FieldError, 'key' | 'params'>): string {
  return i18n.t(`form.${error.key}`, { ns: 'errors', ...toTextParams(error.params) });
}

/** The first message for `field` in an API error, or null. */
export function readFieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  const found = error.fieldErrors.find((item) => item.field === field);
  return found ? translateFieldError(found) : null;
}
