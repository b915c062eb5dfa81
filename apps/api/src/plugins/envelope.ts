/** The `{ header, body }` envelope of every answer: builders for routes, and the request id stamp. */
import type { EnvelopeHeader, MessageType } from '@baraka/contracts';
import { SUCCESS_CODE } from '@baraka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type ObjectEnvelope<T> = { header: EnvelopeHeader; body: { type: 'OBJECT_RESPONSE'; result: T } };
export type ListEnvelope<T> = { header: EnvelopeHeader; body: { type: 'LIST_RESPONSE'; result: T[] } };
export type BooleanEnvelope = { header: EnvelopeHeader; body: { type: 'BOOLEAN_RESPONSE'; result: boolean } };

export const successHeader = (): EnvelopeHeader => ({
  statusCode: SUCCESS_CODE,
  errorMsg: null,
  key: null,
  description: 'Success',
  providerCode: null,
  providerDescription: null,
  messageType: 'SUCCESS',
});

export type ErrorHeaderInput = {
  code: string;
  errorMsg: string;
  description: string | null;
  messageType?: MessageType;
  requestId: string;
};

export const errorHeader = (input: ErrorHeaderInput): EnvelopeHeader => ({
  statusCode: input.code,
  errorMsg: input.errorMsg,
  key: input.code,
  description: input.description,
  providerCode: null,
  providerDescription: null,
  messageType: input.messageType ?? 'ERROR',
  requestId: input.requestId,
});

export const ok = <T>(result: T): ObjectEnvelope<T> => ({
  header: successHeader(),
  body: { type: 'OBJECT_RESPONSE', result },
});

export const list = <T>(items: readonly T[]): ListEnvelope<T> => ({
  header: successHeader(),
  body: { type: 'LIST_RESPONSE', result: [...items] },
});

export const bool = (value: boolean): BooleanEnvelope => ({
  header: successHeader(),
  body: { type: 'BOOLEAN_RESPONSE', result: value },
});

const hasEnvelopeHeader = (payload: unknown): payload is { header: EnvelopeHeader } =>
  typeof payload === 'object' &&
  payload !== null &&
  'header' in payload &&
  typeof payload.header === 'object' &&
  payload.header !== null &&
  'statusCode' in payload.header;

/** Stamps header.requestId in one place, so route handlers stay free of request plumbing. */
const envelopePlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!hasEnvelopeHeader(payload) || payload.header.requestId) {
      return payload;
    }
    return { ...payload, header: { ...payload.header, requestId: request.id } };
  });
};

export default fp(envelopePlugin, { name: 'envelope' });
