/** The profile refusals of PROFILE_ERROR_CODES as AppErrors, each with a clear English detail. */
import { PROFILE_ERROR_CODES } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';

export const profileError = (name: keyof typeof PROFILE_ERROR_CODES, message: string): AppError =>
  new AppError(PROFILE_ERROR_CODES[name], { message });
