/** Maps anything thrown while answering a call to an HTTP status and an error envelope. */
import { ERROR_CODES, type ErrorEnvelope, type ErrorName, FORM_KEYS } from '@baraka/contracts';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { errorHeader } from '../envelope.ts';
import { languageOf } from '../language.ts';
import { AppError } from './app-error.ts';
import { getErrorMessage, VALIDATION_MESSAGE_KEY } from './error-messages.ts';
import { toFieldErrors } from './validation-errors.ts';

export type RenderedError = {
  status: number;
  envelope: ErrorEnvelope;
  /** Server faults are logged with their stack; caller mistakes are not worth more than a debug line. */
  isServerFault: boolean;
};

type ValidationFailure = { validation: FastifySchemaValidationError[]; validationContext?: string };

const STATUS_TO_ERROR: Record<number, ErrorName> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const isValidationFailure = (error: unknown): error is ValidationFailure =>
  typeof error === 'object' &&
  error !== null &&
  'validation' in error &&
  Array.isArray(error.validation) &&
  error.validation.length > 0;

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) {
    return undefined;
  }
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
};

const requestDataOf = (request: FastifyRequest, context: string | undefined): unknown => {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
};

const renderValidation = (failure: ValidationFailure, request: FastifyRequest): RenderedError => {
  const context = failure.validationContext ?? 'body';
  const fieldErrors = toFieldErrors(failure.validation, requestDataOf(request, context), context);
  const [first] = fieldErrors;
  if (!first) {
    return renderAppError(new AppError('INVALID_REQUEST'), request);
  }
  const others = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
  const header = errorHeader({
    code: first.key,
    errorMsg: getErrorMessage(VALIDATION_MESSAGE_KEY, languageOf(request)),
    description: `Invalid field "${first.field}": ${first.key}${others}`,
    requestId: request.id,
  });
  return {
    status: 400,
    envelope: { header, body: { type: 'OBJECT_RESPONSE', result: { fieldErrors } } },
    isServerFault: false,
  };
};

/** A service's own check of a form (bounds known only from the database) speaks like schema validation. */
const isFormRejection = (error: AppError): boolean =>
  error.fieldErrors !== undefined && (FORM_KEYS as readonly string[]).includes(error.code);

const renderAppError = (error: AppError, request: FastifyRequest): RenderedError => {
  const isServerFault = error.httpStatus >= 500;
  const header = errorHeader({
    code: error.code,
    errorMsg: isFormRejection(error)
      ? getErrorMessage(VALIDATION_MESSAGE_KEY, languageOf(request))
      : getErrorMessage(error.code, languageOf(request), error.hasDetail ? error.message : undefined),
    description: error.hasDetail && !isServerFault ? error.message : getErrorMessage(error.code, 'en'),
    messageType: error.messageType,
    requestId: request.id,
  });
  const result = error.fieldErrors ? { fieldErrors: error.fieldErrors } : (error.result ?? null);
  // Challenge results are free-form; the contract's error shape covers the catalogue errors only.
  const body = { type: 'OBJECT_RESPONSE', result } as ErrorEnvelope['body'];
  return { status: error.httpStatus, envelope: { header, body }, isServerFault };
};

/** Errors raised by Fastify itself (bad JSON, wrong media type, body too large...) keep their 4xx status. */
const toAppError = (error: unknown): AppError => {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) {
    return new AppError('DEFAULT_ERROR', { cause: error });
  }
  const name = STATUS_TO_ERROR[status] ?? 'INVALID_REQUEST';
  const message = error instanceof Error ? error.message : undefined;
  return new AppError({ code: ERROR_CODES[name].code, http: status }, { message, cause: error });
};

export const renderError = (error: unknown, request: FastifyRequest): RenderedError => {
  if (error instanceof AppError) {
    return renderAppError(error, request);
  }
  if (isValidationFailure(error)) {
    return renderValidation(error, request);
  }
  return renderAppError(toAppError(error), request);
};
