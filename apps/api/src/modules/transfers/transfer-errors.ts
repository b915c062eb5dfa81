/** The refusals of the transfer calls: field mistakes as form keys, the rest as transfer codes. */
import { TRANSFER_ERROR_CODES } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

export { fieldError } from '../../lib/form-rejection.ts';

export const transferError = (
  name: keyof typeof TRANSFER_ERROR_CODES,
  message: string,
  result?: Record<string, string>,
): AppError => new AppError(TRANSFER_ERROR_CODES[name], { message, ...(result ? { result } : {}) });
