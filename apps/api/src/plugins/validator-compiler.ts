/**
 * The validator of every route's body, query string, parameters and headers: no text may hold a
 * control character (tab, line feed and carriage return excepted, for multi-line text), then the
 * route's zod schema. Checked here once, so no route can pass a NUL byte on to the database.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { findControlCharacters } from './control-characters.ts';

const REFUSAL_KEY = 'specialCharactersValidation';

const toValidationError = (path: string[]): FastifySchemaValidationError => ({
  keyword: 'custom',
  instancePath: path.map((segment) => `/${segment}`).join(''),
  schemaPath: '#',
  params: {},
  message: REFUSAL_KEY,
});

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const refused = findControlCharacters(data);
    return refused.length > 0 ? { error: refused.map(toValidationError) } : validate(data);
  };
};
