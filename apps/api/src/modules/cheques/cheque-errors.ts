/** The cheque refusals of CHEQUE_ERROR_CODES as AppErrors, each with a clear English detail. */
import { CHEQUE_ERROR_CODES } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

export { fieldError } from '../../lib/form-rejection.ts';

export type ChequeErrorName = keyof typeof CHEQUE_ERROR_CODES;

export const chequeError = (name: ChequeErrorName, message: string): AppError =>
  new AppError(CHEQUE_ERROR_CODES[name], { message });
