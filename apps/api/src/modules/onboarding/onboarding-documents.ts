/**
 * Identity documents: the uploaded bytes are read up to the size limit, believed only when their
 * first bytes match the declared type (PDF, JPEG, PNG), and stored in the database, never on a path
 * anything runs from. They are served back only to the token holder, with the checked type,
 * `nosniff`, a sandboxing CSP and as an attachment.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ONBOARDING_DOCUMENT_MAX_BYTES } from '@baraka/contracts';
import {
  DOCUMENT_EXTENSIONS,
  type DocumentSide,
  detectDocumentType,
  getRequiredDocumentSides,
  isDocumentContentType,
} from '@baraka/domain';
import type { FastifyReply } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { type ApplicationRow, findDocument, upsertDocument } from './onboarding.queries.ts';
import { requireApplication } from './onboarding-access.ts';
import { requireEditable, transition } from './onboarding-transitions.ts';

const refuseFile = (key: string, http: number, message: string): never => {
  throw new AppError(
    { code: key, http },
    {
      message,
      fieldErrors: [
        {
          field: 'file',
          key,
          ...(key === 'fileTooLarge' ? { params: { max: ONBOARDING_DOCUMENT_MAX_BYTES } } : {}),
        },
      ],
    },
  );
};

/** The declared media type without parameters, lower-cased. */
export const declaredTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Reads a request body as bytes, stopping with fileTooLarge past the limit (before reading it all
 * when the declared length already says so). Registered as the module's parser for other types.
 */
export async function readUploadBody(stream: Readable, declaredLength: string | undefined): Promise<Buffer> {
  if (Number(declaredLength ?? 0) > ONBOARDING_DOCUMENT_MAX_BYTES) {
    stream.resume();
    return refuseFile('fileTooLarge', 413, 'The file is larger than the limit');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > ONBOARDING_DOCUMENT_MAX_BYTES) {
      stream.resume();
      return refuseFile('fileTooLarge', 413, 'The file is larger than the limit');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The checks that need no database: declared type, presence, and bytes agreeing with the type. */
export function checkDocument(
  declaredType: string,
  body: unknown,
): { contentType: keyof typeof DOCUMENT_EXTENSIONS; bytes: Buffer } {
  if (!isDocumentContentType(declaredType)) {
    return refuseFile('fileType', 415, 'Only PDF, JPEG and PNG files are accepted');
  }
  if (!Buffer.isBuffer(body) || body.length === 0) {
    return refuseFile('fileRequired', 400, 'The file is empty');
  }
  if (detectDocumentType(body) !== declaredType) {
    return refuseFile('fileContentMismatch', 400, `The bytes are not a ${declaredType} file`);
  }
  return { contentType: declaredType, bytes: body };
}

export async function storeDocument(
  db: AppDb,
  input: {
    applicationId: string;
    token: string | null;
    side: DocumentSide;
    declaredType: string;
    body: unknown;
    at: Date;
  },
): Promise<ApplicationRow> {
  const { contentType, bytes } = checkDocument(input.declaredType, input.body);
  return db.transaction(async (tx) => {
    const application = await requireApplication(tx, input.applicationId, input.token, { lock: true });
    requireEditable(application);
    if (
      application.kind !== 'FULL' ||
      !getRequiredDocumentSides(application.identificationKind).includes(input.side)
    ) {
      throw new AppError('INVALID_REQUEST', {
        message: 'This application takes no document on this side',
        fieldErrors: [{ field: 'side', key: 'invalidSelection' }],
      });
    }
    await upsertDocument(tx, {
      applicationId: application.id,
      side: input.side,
      contentType,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      uploadedAt: input.at,
    });
    return transition(tx, application, 'ADD_DOCUMENT', { at: input.at, detail: input.side });
  });
}

/** Sends a stored document back as a download that no browser will sniff or run. */
export async function sendDocument(
  db: AppDb,
  reply: FastifyReply,
  input: { applicationId: string; token: string | null; side: DocumentSide },
): Promise<FastifyReply> {
  const application = await requireApplication(db, input.applicationId, input.token);
  const document = await findDocument(db, application.id, input.side);
  if (!document || !isDocumentContentType(document.contentType)) {
    throw new AppError('NOT_FOUND', { message: 'No document on this side' });
  }
  const fileName = `${application.reference}-${input.side.toLowerCase()}.${DOCUMENT_EXTENSIONS[document.contentType]}`;
  return reply
    .header('content-type', document.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.content);
}
