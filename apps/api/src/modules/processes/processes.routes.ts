/**
 * The workflow calls of spec §7 (processesEndpoints): start a process (each variant through the
 * service of the call that makes the same request), complete the customer's task (signing the offer
 * asks for the one-time code), read the customer's processes and download the documents they joined.
 */
import { MAX_ATTACHMENT_BASE64_LENGTH, processesEndpoints, START_VARIANT_ACCESS } from '@baraka/contracts';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { requireVariantAccess } from '../../plugins/access/access.ts';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { requestAppointment } from '../appointments/index.ts';
import { sendAttachment } from '../attachments/index.ts';
import { sendContact } from '../contact/index.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import { sendTransfer } from '../transfers/index.ts';
import { readSignedContract } from './contract-signature.ts';
import { completeCustomerTask, startFinancingRequest } from './financing-request.service.ts';
import { getProcessDocument } from './process-documents.ts';
import { getProcess, listProcesses } from './process-reads.ts';
import { getVisibleProcess } from './processes.queries.ts';

/** A request carries up to three files (income proof, trade document, one more), each 2 MiB at most. */
const START_BODY_LIMIT = 3 * MAX_ATTACHMENT_BASE64_LENGTH + 512 * 1024;

export const processesModule = defineModule('processes', async (app, deps) => {
  const db = deps.database.db;

  serve(
    app,
    processesEndpoints.start,
    async (request, reply) => {
      const { body } = request;
      await requireVariantAccess(request, START_VARIANT_ACCESS[body.processName]);
      const { language } = request.context;
      switch (body.processName) {
        case 'FINANCING_REQUEST':
          return startFinancingRequest(db, requireAuth(request), body, deps.clock.now());
        case 'TRANSFER':
          // Sends its answer itself, idempotently, as transfer/internationalTransfer does.
          await sendTransfer(deps, request, reply, {
            ...body.variables,
            type: 'INTERNATIONAL',
            kind: 'INTERNATIONAL',
          });
          return reply;
        case 'CONTACT':
          return sendContact(db, await getCaptchaSettings(deps), {
            body: body.variables,
            auth: request.auth,
            language,
            now: deps.clock.now(),
          });
        case 'APPOINTMENT':
          return requestAppointment(
            db,
            await getCaptchaSettings(deps),
            body.variables,
            language,
            // As api/appointment/add: the calendar the form was given is today's.
            new Date(),
          );
      }
    },
    { bodyLimit: START_BODY_LIMIT },
  );
  serve(app, processesEndpoints.complete, async (request) =>
    completeCustomerTask(toChallengeDeps(deps), request, requireAuth(request), request.body),
  );
  serve(app, processesEndpoints.eSignature, async (request, reply) => {
    const auth = requireAuth(request);
    const process = await getVisibleProcess(db, auth, request.body.processId);
    if (process.state === 'OFFERED') {
      await completeCustomerTask(toChallengeDeps(deps), request, auth, {
        processId: process.id,
        task: 'SIGN_OFFER',
        outcome: 'ACCEPT',
      });
    }
    return pdfResult(request, reply, await readSignedContract(db, process.id));
  });
  serve(app, processesEndpoints.list, async (request) => listProcesses(db, requireAuth(request)));
  serve(app, processesEndpoints.detail, async (request) =>
    getProcess(db, requireAuth(request), request.body.processId),
  );
  serve(app, processesEndpoints.document, async (request, reply) => {
    const { processId, attachmentId } = request.body;
    return sendAttachment(reply, await getProcessDocument(db, requireAuth(request), processId, attachmentId));
  });
});
