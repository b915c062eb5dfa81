/** The one error type of the API: a catalogue code (spec §8), its HTTP status and optional details. */
import {
  CHALLENGE_HTTP_STATUS,
  ERROR_CODES,
  type ErrorName,
  type FieldError,
  type MessageType,
} from '@baraka/contracts';

export type AppErrorOptions = {
  /** English detail for the caller's developers (header.description); hidden on 5xx. */
  message?: string;
  fieldErrors?: FieldError[];
  /** body.result of the error answer, e.g. what a challenge needs to continue. */
  result?: unknown;
  messageType?: MessageType;
  cause?: unknown;
};

/** A code outside the catalogue (challenges, provider codes) with the status it answers. */
export type CustomCode = { code: string; http: number };

export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly httpStatus: number;
  readonly messageType: MessageType;
  readonly fieldErrors: FieldError[] | undefined;
  readonly result: unknown;
  /** Whether the caller chose the description; otherwise the answer says only the catalogue message. */
  readonly hasDetail: boolean;

  constructor(codeOrName: ErrorName | CustomCode, options: AppErrorOptions = {}) {
    const { code, http } = typeof codeOrName === 'string' ? ERROR_CODES[codeOrName] : codeOrName;
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.httpStatus = http;
    this.messageType = options.messageType ?? 'ERROR';
    this.fieldErrors = options.fieldErrors;
    this.result = options.result;
    this.hasDetail = options.message !== undefined;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * The answer asking for a challenge step (a one-time code, terms, a security question...): thrown
 * like an error, so nothing of the call runs, but answered CHALLENGE_HTTP_STATUS, not a refusal.
 */
export const challengeAnswer = (
  code: string,
  options: Omit<AppErrorOptions, 'fieldErrors' | 'cause'> = {},
): AppError => new AppError({ code, http: CHALLENGE_HTTP_STATUS }, { messageType: 'WARNING', ...options });
