/** The one error the API client throws: the envelope's code, translated, with what the form needs. */
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { CHALLENGE_HTTP_STATUS, ERROR_CODES, type MessageType } from '@baraka/contracts/shared/errors';
import { i18n } from './i18n';

export type ApiErrorInit = {
  code: string;
  message: string;
  messageType: MessageType;
  fieldErrors: FieldError[];
  httpStatus: number;
  requestId: string | null;
  /** body.result of the error answer: what a challenge step needs (challenge key...), or null. */
  details?: unknown;
};

export class ApiError extends Error {
  readonly code: string;
  readonly messageType: MessageType;
  readonly fieldErrors: FieldError[];
  /** 0 when no answer came back (network failure). */
  readonly httpStatus: number;
  readonly requestId: string | null;
  readonly details: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.messageType = init.messageType;
    this.fieldErrors = init.fieldErrors;
    this.httpStatus = init.httpStatus;
    this.requestId = init.requestId;
    this.details = init.details ?? null;
  }

  get isServerError(): boolean {
    return this.httpStatus >= 500 || this.code === ERROR_CODES.DEFAULT_ERROR.code;
  }

  get isClientError(): boolean {
    return this.httpStatus >= 400 && this.httpStatus < 500;
  }

  /** A challenge step (202): nothing done yet, the step named by `code` is to be answered first. */
  get isChallenge(): boolean {
    return this.httpStatus === CHALLENGE_HTTP_STATUS;
  }
}

// Codes contain dots (`AUTH.LOGIN.EXPIRED_SESSION`) that are nested keys in errors.json; a colon is
// never a namespace separator here.
const LOOKUP = { ns: 'errors', nsSeparator: false } as const;

/** The translated text for a code, else the server's own text, else the default error message. */
export function getErrorMessage(code: string, serverMessage?: string | null): string {
  if (i18n.exists(code, LOOKUP)) {
    return i18n.t(code, LOOKUP);
  }
  if (serverMessage) {
    return serverMessage;
  }
  return i18n.t(ERROR_CODES.DEFAULT_ERROR.code, LOOKUP);
}
