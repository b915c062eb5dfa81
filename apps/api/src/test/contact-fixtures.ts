/** Test support for the contact calls: a solved captcha, files of each kind, and a valid visitor form. */
import type { CaptchaChallenge, ContactCategory } from '@baraka/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

export type FieldErrorAnswer = { field: string; key: string };
export type Answer<T = Record<string, unknown>> = {
  header: { statusCode: string };
  body: { result: T & { fieldErrors?: FieldErrorAnswer[] } };
};

export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/gateway/api/captcha/challenge' });
  const challenge = response.json<{ body: { result: CaptchaChallenge } }>().body.result;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A small file that starts like a real one of its type. */
export const FILES = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]),
  // A Windows program renamed to look like a PDF.
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]),
};

export const upload = (content: Buffer, contentType = 'application/pdf', fileName = 'justificatif.pdf') => ({
  fileName,
  contentType,
  content: content.toString('base64'),
});

export async function loadCategories(app: FastifyInstance): Promise<ContactCategory[]> {
  const response = await app.inject({ method: 'GET', url: '/gateway/category/contactCategory/' });
  return response.json<{ body: { result: ContactCategory[] } }>().body.result;
}

/** The visitor's fields of a valid request, for the first subject and its first requirement. */
export function visitorFields(categories: readonly ContactCategory[]) {
  const [subject] = categories;
  return {
    lastName: 'Ben Ali',
    firstName: 'Salma',
    address: '12, rue du Lac Léman',
    country: 'TN',
    email: 'salma@example.tn',
    phone: '20123456',
    city: 'La Marsa',
    subjectId: subject?.id,
    requirementId: subject?.subCategories[0]?.id,
    branchId: '017',
    message: 'Je souhaite être rappelée.',
  };
}
