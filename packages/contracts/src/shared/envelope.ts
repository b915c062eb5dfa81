/** The response envelope of spec §3: every answer, success or error, is `{ header, body }`. */
import { z } from 'zod';
import { MESSAGE_TYPES } from './errors.ts';

export const envelopeHeaderSchema = z.object({
  statusCode: z.string(),
  errorMsg: z.string().nullable(),
  key: z.string().nullable(),
  description: z.string().nullable(),
  providerCode: z.string().nullable(),
  providerDescription: z.string().nullable(),
  messageType: z.enum(MESSAGE_TYPES),
  requestId: z.string().optional(),
  encryptedKey: z.string().nullable().optional(),
});
export type EnvelopeHeader = z.infer<typeof envelopeHeaderSchema>;

export const BODY_TYPES = ['OBJECT_RESPONSE', 'LIST_RESPONSE', 'BOOLEAN_RESPONSE'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** One field that failed validation: where, which form key, and the rule's parameters. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResultSchema = z.object({ fieldErrors: z.array(fieldErrorSchema) }).nullable();

export const objectEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({
    header: envelopeHeaderSchema,
    body: z.object({ type: z.literal('OBJECT_RESPONSE'), result }),
  });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    header: envelopeHeaderSchema,
    body: z.object({ type: z.literal('LIST_RESPONSE'), result: z.array(item) }),
  });

/** One path, answers of several kinds: any of these envelopes. */
export const oneOfEnvelope = (envelopes: readonly z.ZodType[]) => z.union(envelopes);

export const booleanEnvelope = z.object({
  header: envelopeHeaderSchema,
  body: z.object({ type: z.literal('BOOLEAN_RESPONSE'), result: z.boolean() }),
});

export const errorEnvelope = z.object({
  header: envelopeHeaderSchema,
  body: z.object({ type: z.literal('OBJECT_RESPONSE'), result: errorResultSchema }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = {
  header: EnvelopeHeader;
  body: { type: BodyType; result: T };
};
