/**
 * Identity documents of an application (spec §7 upload-file, upload-file-static):
 * - POST upload-file?applicationId&side: the body is the file itself, typed by its Content-Type;
 * - POST upload-file-static: a stored document back, as a download with a safe content type.
 * Bodies of any type reach the handler as bytes (up to the limit), so a refused type answers the
 * form key fileType rather than the framework's own error.
 */
import type { IncomingMessage } from 'node:http';
import { onboardingEndpoints } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { readResumeToken } from './onboarding-access.ts';
import { declaredTypeOf, readUploadBody, sendDocument, storeDocument } from './onboarding-documents.ts';
import { buildApplicationView } from './onboarding-view.ts';

export const onboardingFilesModule = defineModule('onboarding-files', async (app, deps) => {
  const { db } = deps.database;
  for (const type of ['application/pdf', 'image/jpeg', 'image/png', '*']) {
    app.addContentTypeParser(type, (request: FastifyRequest, payload: IncomingMessage) =>
      readUploadBody(payload, request.headers['content-length']),
    );
  }

  serve(app, onboardingEndpoints.uploadFile, async (request) => {
    const stored = await storeDocument(db, {
      applicationId: request.query.applicationId,
      token: readResumeToken(request),
      side: request.query.side,
      declaredType: declaredTypeOf(request.headers['content-type']),
      body: request.body,
      at: deps.clock.now(),
    });
    return buildApplicationView(db, stored);
  });

  serve(app, onboardingEndpoints.storedFile, (request, reply) =>
    sendDocument(db, reply, {
      applicationId: request.body.applicationId,
      token: readResumeToken(request),
      side: request.body.side,
    }),
  );
});
