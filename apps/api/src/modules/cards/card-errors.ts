/** The card refusals of CARD_ERROR_CODES as AppErrors, each with a clear English detail. */
import { CARD_ERROR_CODES } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

export { fieldError } from '../../lib/form-rejection.ts';

export type CardErrorName = keyof typeof CARD_ERROR_CODES;

export const cardError = (name: CardErrorName, message: string, result?: unknown): AppError =>
  new AppError(CARD_ERROR_CODES[name], { message, ...(result === undefined ? {} : { result }) });
