/** Turns schema validation issues (zod through Fastify, or Ajv) into the spec's form keys per field. */
import { type FieldError, FORM_KEYS, type FormKey } from '@baraka/contracts';
import type { FastifySchemaValidationError } from 'fastify';

type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params' | 'message'>;
type Params = NonNullable<FieldError['params']>;

const isFormKey = (value: unknown): value is FormKey =>
  typeof value === 'string' && (FORM_KEYS as readonly string[]).includes(value);

const toParamValue = (value: unknown): string | number | boolean | undefined => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') {
    return value.toString();
  }
  return value instanceof Date ? value.toISOString() : undefined;
};

const paramsOf = (entries: Record<string, unknown>): Params | undefined => {
  const params: Params = {};
  for (const [name, raw] of Object.entries(entries)) {
    const value = Array.isArray(raw) ? raw.map(String).join('|') : toParamValue(raw);
    if (value !== undefined) {
      params[name] = value;
    }
  }
  return Object.keys(params).length > 0 ? params : undefined;
};

const segmentsOf = (instancePath: string): string[] => instancePath.split('/').filter((part) => part !== '');

const valueAt = (data: unknown, segments: string[]): unknown => {
  let current = data;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
};

const isLengthOrigin = (origin: unknown) => origin === 'string' || origin === 'array' || origin === 'set';
const isAbsent = (value: unknown) => value === undefined || value === null;

const keyOfFormat = (format: unknown): FormKey => {
  switch (format) {
    case 'email':
      return 'email';
    case 'url':
    case 'uri':
      return 'url';
    case 'date':
    case 'datetime':
    case 'date-time':
      return 'date';
    case 'time':
      return 'time';
    default:
      return 'pattern';
  }
};

/** The form key and its parameters for one issue; `value` is what the caller sent at the issue's path. */
const describe = (issue: Issue, value: unknown): { key: FormKey; params: Params | undefined } => {
  const { params } = issue;
  const custom = (params.params as Record<string, unknown> | undefined)?.key;
  if (isFormKey(issue.message) || isFormKey(custom)) {
    return { key: isFormKey(issue.message) ? issue.message : (custom as FormKey), params: undefined };
  }
  switch (issue.keyword) {
    case 'invalid_type':
    case 'type':
      return isAbsent(value)
        ? { key: 'required', params: undefined }
        : { key: 'invalidType', params: paramsOf({ expected: params.expected ?? params.type }) };
    case 'required':
      return { key: 'required', params: undefined };
    case 'too_small':
      if (params.origin === 'string' && (params.minimum === 1 || value === '')) {
        return { key: 'required', params: undefined };
      }
      if (params.origin === 'date') {
        return { key: 'minDate', params: paramsOf({ min: params.minimum }) };
      }
      return isLengthOrigin(params.origin)
        ? { key: 'minLength', params: paramsOf({ minLength: params.minimum }) }
        : { key: 'min', params: paramsOf({ min: params.minimum }) };
    case 'too_big':
      if (params.origin === 'date') {
        return { key: 'maxDate', params: paramsOf({ max: params.maximum }) };
      }
      return isLengthOrigin(params.origin)
        ? { key: 'maxLength', params: paramsOf({ maxLength: params.maximum }) }
        : { key: 'max', params: paramsOf({ max: params.maximum }) };
    case 'minLength':
      return { key: 'minLength', params: paramsOf({ minLength: params.limit }) };
    case 'maxLength':
      return { key: 'maxLength', params: paramsOf({ maxLength: params.limit }) };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'min', params: paramsOf({ min: params.limit }) };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'max', params: paramsOf({ max: params.limit }) };
    case 'invalid_format':
    case 'format':
      return { key: keyOfFormat(params.format), params: paramsOf({ format: params.format }) };
    case 'pattern':
    case 'not_multiple_of':
    case 'multipleOf':
      return { key: 'pattern', params: undefined };
    case 'invalid_value':
    case 'enum':
      return {
        key: 'invalidSelection',
        params: paramsOf({ options: params.values ?? params.allowedValues }),
      };
    default:
      return { key: 'invalidType', params: undefined };
  }
};

/**
 * One field error per issue. `data` is the part of the request that failed (body, query, params,
 * headers): zod no longer puts the input in its issues, so "missing" is read from the data itself.
 */
export const toFieldErrors = (issues: readonly Issue[], data: unknown, context: string): FieldError[] =>
  issues.map((issue) => {
    const segments = segmentsOf(issue.instancePath);
    const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
    if (typeof missing === 'string') {
      segments.push(missing);
    }
    const { key, params } = describe(issue, valueAt(data, segments));
    const field = segments.length > 0 ? segments.join('.') : context;
    return params ? { field, key, params } : { field, key };
  });
