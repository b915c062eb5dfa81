/** The refusals of the transfer calls: field mistakes as form keys, the rest as transfer codes. */
import { type FieldError, type FormKey, TRANSFER_ERROR_CODES } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

/** Speaks like schema validation: 400 with the field and its form key. */
export const fieldError = (field: string, key: FormKey, params?: FieldError['params']): AppError =>
  new AppError({ code: key, http: 400 }, { fieldErrors: [{ field, key, ...(params ? { params } : {}) }] });

export const transferError = (
  name: keyof typeof TRANSFER_ERROR_CODES,
  message: string,
  result?: Record<string, string>,
): AppError => new AppError(TRANSFER_ERROR_CODES[name], { message, ...(result ? { result } : {}) });
