/** The contact calls of spec §7: the directory, the subjects, the form's settings and the request. */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  contactCategorySchema,
  contactDirectorySchema,
  contactFormSettingsSchema,
  contactReceiptSchema,
  contactSendBodySchema,
  contactStartRequestSchema,
  contactStartResultSchema,
} from './schemas.ts';

const sendContactCall = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    area: 'contact',
    summary: 'A contact request: stored with its reference, its file and its acknowledgment',
    description:
      'A visitor sends the body described here (identity fields and `captcha`); a signed-in ' +
      'customer sends it without lastName, firstName, city and captcha, and sends `email` or ' +
      '`phone` only when GET contact_us says needsEmail or needsPhone. One optional attachment: ' +
      'PDF, JPEG or PNG, 2 MiB at most, base64.',
    access: { auth: 'optional' },
    body: contactSendBodySchema,
    answer: objectAnswer(contactReceiptSchema),
  });

/** The calls of the area. */
export const contactEndpoints = {
  directory: defineEndpoint({
    method: 'GET',
    path: 'contacts',
    area: 'contact',
    summary: "The bank's contact groups with their phones, e-mails, fax, addresses and websites",
    access: { auth: 'public' },
    answer: objectAnswer(contactDirectorySchema),
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: 'category/contactCategory',
    area: 'contact',
    summary: "The contact form's subjects, each with its requirements (sub-categories), in order",
    access: { auth: 'public' },
    answer: listAnswer(contactCategorySchema),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: 'contact_us',
    area: 'contact',
    summary: 'The contact form for its caller: limits, countries, attachment rules, and the profile',
    access: { auth: 'optional' },
    answer: objectAnswer(contactFormSettingsSchema),
  }),
  start: defineEndpoint({
    method: 'POST',
    path: 'contact_us/start',
    area: 'contact',
    summary: 'A chosen subject → the requirements it offers',
    access: { auth: 'public' },
    body: contactStartRequestSchema,
    answer: objectAnswer(contactStartResultSchema),
  }),
  /** The spec names the same request twice: the web app sends this one. */
  send: sendContactCall('contactUs/sendContact'),
  complete: sendContactCall('contact_us/complete'),
};
