/** The error catalogue (spec §8) and the form keys (spec §5), with the HTTP status each maps to. */

export const SUCCESS_CODE = '000';

export const MESSAGE_TYPES = ['SUCCESS', 'INFO', 'WARNING', 'ERROR'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Codes the API answers in `header.statusCode` when a call does not succeed. */
export const ERROR_CODES = {
  DEFAULT_ERROR: { code: 'COMMON.DEFAULT_ERROR_MSG', http: 500 },
  INVALID_REQUEST: { code: 'COMMON.INVALID_REQUEST', http: 400 },
  INVALID_HEADER: { code: 'COMMON.INVALID_HEADER', http: 400 },
  NOT_FOUND: { code: 'COMMON.NOT_FOUND', http: 404 },
  UNAUTHORIZED: { code: 'COMMON.UNAUTHORIZED', http: 401 },
  EXPIRED_SESSION: { code: 'AUTH.LOGIN.EXPIRED_SESSION', http: 401 },
  LOGIN_FAILED: { code: 'AUTH.LOGIN.FAILED', http: 401 },
  ACCOUNT_LOCKED: { code: 'AUTH.ACCOUNT_LOCKED', http: 423 },
  CUSTOMER_BLOCKED: { code: 'AUTH.CUSTOMER_BLOCKED', http: 403 },
  CHALLENGE_INVALID_CODE: { code: 'CHALLENGE.INVALID_CODE', http: 422 },
  CHALLENGE_EXPIRED: { code: 'CHALLENGE.EXPIRED', http: 410 },
  CHALLENGE_CODE_EXPIRED: { code: 'CHALLENGE.CODE_EXPIRED', http: 422 },
  FORBIDDEN: { code: 'COMMON.FORBIDDEN', http: 403 },
  DEMO_MODE: { code: 'COMMON.DEMO_MODE', http: 403 },
  CONFLICT: { code: 'COMMON.CONFLICT', http: 409 },
  UNPROCESSABLE: { code: 'COMMON.UNPROCESSABLE', http: 422 },
  TOO_MANY_REQUESTS: { code: 'COMMON.TOO_MANY_REQUESTS', http: 429 },
  SERVICE_UNAVAILABLE: { code: 'COMMON.SERVICE_UNAVAILABLE', http: 503 },
  INSUFFICIENT_FUNDS: { code: 'LEDGER.INSUFFICIENT_FUNDS', http: 422 },
  ACCOUNT_INACTIVE: { code: 'LEDGER.ACCOUNT_INACTIVE', http: 422 },
  CURRENCY_MISMATCH: { code: 'LEDGER.CURRENCY_MISMATCH', http: 422 },
  IDEMPOTENCY_KEY_REQUIRED: { code: 'IDEMPOTENCY.KEY_REQUIRED', http: 400 },
  IDEMPOTENCY_KEY_REUSED: { code: 'IDEMPOTENCY.KEY_REUSED', http: 422 },
  IDEMPOTENCY_IN_PROGRESS: { code: 'IDEMPOTENCY.IN_PROGRESS', http: 409 },
} as const;
export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName]['code'];

/**
 * The HTTP status of every challenge step: 202 Accepted, nothing done yet; the envelope's
 * statusCode (one of CHALLENGE_CODES) says which step the caller answers before the call runs. Not
 * a refusal (403 stays for a missing right), so a browser logs no failed load for an expected step.
 */
export const CHALLENGE_HTTP_STATUS = 202;

/** Challenge codes (spec §4): an operation answers one of these to ask for a further step. */
export const CHALLENGE_CODES = {
  OTP: 'OTP.300',
  FALLBACK: 'COR.210',
  FALLBACK_STEP: 'COM.124',
  SECRET_QUESTION_ENROL: 'SEQ-406',
  SECRET_QUESTION_ASK: 'SEQ-404',
  FINGERPRINT: 'FIP.600',
  FINGERPRINT_ENROL: 'FIP.601',
  TERMS: 'TERM_COND',
  PASSWORD_CHANGE: 'auth-pwd-001',
} as const;

/** Form keys (spec §5 and §8): one per validation rule, translated by the web app. */
export const FORM_KEYS = [
  'required',
  'unique',
  'array',
  'invalidSelection',
  'pattern',
  'minLength',
  'maxLength',
  'minWords',
  'maxWords',
  'min',
  'max',
  'minDate',
  'maxDate',
  'minYear',
  'maxYear',
  'email',
  'url',
  'regex',
  'date',
  'day',
  'time',
  'mask',
  'invalidType',
  'numberAndSpecialCharactersValidation',
  'specialCharactersValidation',
  'ErrorMsgInvalidPhoneNumber',
  'InvalidNumber',
  'ErrorMsgRendezVousDate',
  'ErrorMsgRendezVousDateWeekEnd',
  'ErrorMsgHolidayDate',
  'ErrorMsgRendezVousAfterThreeMonths',
  'invalidRib',
  'invalidCin',
  'underAge',
  'invalidPatente',
  'invalidSejour',
  'invalidPassport',
  'fileRequired',
  'fileType',
  'fileTooLarge',
  'fileContentMismatch',
  'termsNotAccepted',
  'captchaRequired',
  'captchaInvalid',
  'captchaUsed',
  'slotUnavailable',
  'passwordMismatch',
  'passwordReused',
  'invalidPassword',
  'periodTooLong',
  'periodReversed',
  'ribOwnBank',
  'ribOtherBank',
  'ribUnknownBank',
  'ribUnknownAccount',
  'ribOwnAccount',
  'invalidIban',
  'ibanTunisian',
  'invalidBic',
  'bicIbanCountry',
] as const;
export type FormKey = (typeof FORM_KEYS)[number];
