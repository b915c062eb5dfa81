/** The card refusals of CARD_ERROR_CODES as AppErrors, each with a clear English detail. */
import { CARD_ERROR_CODES, type FormKey } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

export type CardErrorName = keyof typeof CARD_ERROR_CODES;

export const cardError = (name: CardErrorName, message: string, result?: unknown): AppError =>
  new AppError(CARD_ERROR_CODES[name], { message, ...(result === undefined ? {} : { result }) });

/** A field the service refused, answered like the schema's own validation. */
export const cardFieldError = (field: string, key: FormKey): AppError =>
  new AppError({ code: key, http: 400 }, { fieldErrors: [{ field, key }] });
