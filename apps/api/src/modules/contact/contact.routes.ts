/**
 * The contact area's calls (`contactEndpoints` in @baraka/contracts, spec §7 "Public"): the bank's
 * contact directory, the form's subjects and settings, a chosen subject's requirements, and the
 * request itself, from a visitor (identity fields and captcha) or a signed-in customer (neither).
 */
import { contactEndpoints, MAX_ATTACHMENT_BASE64_LENGTH } from '@baraka/contracts';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { type EndpointRequest, serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getContactCategories, getContactDirectory, startContact } from './contact-directory.service.ts';
import { getContactSettings, sendContact } from './contact-request.service.ts';

/** One file of 2 MiB in base64 and the form around it; a larger body is refused before parsing. */
const CONTACT_BODY_LIMIT = MAX_ATTACHMENT_BASE64_LENGTH + 512 * 1024;

export const contactModule = defineModule('contact', async (app, deps) => {
  const { db } = deps.database;

  serve(app, contactEndpoints.directory, () => getContactDirectory(db));
  serve(app, contactEndpoints.categories, () => getContactCategories(db));
  serve(app, contactEndpoints.settings, (request) => getContactSettings(db, request.auth));
  serve(app, contactEndpoints.start, (request) => startContact(db, request.body.subjectId));

  const send = async (request: EndpointRequest<typeof contactEndpoints.send>) =>
    sendContact(db, await getCaptchaSettings(deps), {
      body: request.body,
      auth: request.auth,
      language: request.context.language,
      now: deps.clock.now(),
    });
  for (const endpoint of [contactEndpoints.send, contactEndpoints.complete]) {
    serve(app, endpoint, send, { bodyLimit: CONTACT_BODY_LIMIT });
  }
});
