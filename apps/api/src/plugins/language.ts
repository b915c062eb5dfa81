/** The caller's language from the `language` header: fr, en or ar, French when unknown. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Lenient on purpose: a wrong language must never turn a call into an error. */
export const parseLanguage = (header: string | string[] | undefined): Language => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 2).toLowerCase() ?? '';
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

/** Read from the headers, not the context, so it also works for errors raised before the context exists. */
export const languageOf = (request: FastifyRequest): Language => parseLanguage(request.headers.language);
