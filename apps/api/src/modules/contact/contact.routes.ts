/**
 * Contact calls (spec §7 "Public"):
 * - GET contacts: the bank's contact directory (result.listDto);
 * - GET category/contactCategory/: the form's subjects, each with its requirements, in order;
 * - GET contact_us: the form's settings, and for a signed-in customer what the profile already fills;
 * - POST contact_us/start: a subject → its requirements (the requirement field appears once chosen);
 * - POST contactUs/sendContact and POST contact_us/complete: the same request (the spec names both),
 *   from a visitor (identity fields and captcha) or a signed-in customer (neither).
 */
import {
  contactCategorySchema,
  contactDirectorySchema,
  contactFormSettingsSchema,
  contactReceiptSchema,
  contactRequestSchema,
  contactStartRequestSchema,
  contactStartResultSchema,
  listEnvelope,
  MAX_ATTACHMENT_BASE64_LENGTH,
  objectEnvelope,
} from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { list, ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getContactCategories, getContactDirectory, startContact } from './contact-directory.service.ts';
import { getContactSettings, sendContact } from './contact-request.service.ts';

const TAGS = ['contact'];
const READS_SESSION = { access: { auth: 'optional' } } as const;
/** One file of 2 MiB in base64 and the form around it; a larger body is refused before parsing. */
const CONTACT_BODY_LIMIT = MAX_ATTACHMENT_BASE64_LENGTH + 512 * 1024;

export const contactModule = defineModule('contact', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/contacts',
    {
      schema: {
        tags: TAGS,
        summary: "The bank's contact groups with their phones, e-mails, fax, addresses and websites",
        response: { 200: objectEnvelope(contactDirectorySchema) },
      },
    },
    async () => ok(await getContactDirectory(db)),
  );

  app.get(
    '/category/contactCategory',
    {
      schema: {
        tags: TAGS,
        summary: "The contact form's subjects, each with its requirements (sub-categories), in order",
        response: { 200: listEnvelope(contactCategorySchema) },
      },
    },
    async () => list(await getContactCategories(db)),
  );

  app.get(
    '/contact_us',
    {
      schema: {
        tags: TAGS,
        summary: 'The contact form for its caller: limits, countries, attachment rules, and the profile',
        response: { 200: objectEnvelope(contactFormSettingsSchema) },
      },
      config: READS_SESSION,
    },
    async (request) => ok(await getContactSettings(db, request.auth)),
  );

  app.post(
    '/contact_us/start',
    {
      schema: {
        tags: TAGS,
        summary: 'A chosen subject → the requirements it offers',
        body: contactStartRequestSchema,
        response: { 200: objectEnvelope(contactStartResultSchema) },
      },
    },
    async (request) => ok(await startContact(db, request.body.subjectId)),
  );

  const send = async (request: FastifyRequest) =>
    ok(
      await sendContact(db, await getCaptchaSettings(deps), {
        body: request.body,
        auth: request.auth,
        language: request.context.language,
        now: deps.clock.now(),
      }),
    );
  for (const url of ['/contactUs/sendContact', '/contact_us/complete']) {
    app.post(
      url,
      {
        schema: {
          tags: TAGS,
          summary: 'A contact request: stored with its reference, its file and its acknowledgment',
          description:
            'A visitor sends the body described here (identity fields and `captcha`); a signed-in ' +
            'customer sends it without lastName, firstName, city and captcha, and sends `email` or ' +
            '`phone` only when GET contact_us says needsEmail or needsPhone. One optional attachment: ' +
            'PDF, JPEG or PNG, 2 MiB at most, base64.',
          // Checked by the service: the schema depends on whether a session came with the call.
          body: contactRequestSchema.partial().loose(),
          response: { 200: objectEnvelope(contactReceiptSchema) },
        },
        bodyLimit: CONTACT_BODY_LIMIT,
        config: READS_SESSION,
      },
      send,
    );
  }
});
