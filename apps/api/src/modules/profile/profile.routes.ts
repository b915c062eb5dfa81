/**
 * The profile calls of spec §7 (profileEditEndpoints): contact details, favourite account, the
 * photo (bytes in, re-encoded JPEG out), and the phone and e-mail changes with a code sent to the
 * new contact. Photo bodies of any type reach the handler as bytes (up to the limit), so a refused
 * type answers the profile's own error rather than the framework's.
 */
import type { IncomingMessage } from 'node:http';
import { profileEditEndpoints as endpoints, PROFILE_PHOTO_MAX_BYTES } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import { changeContact } from './contact-change.service.ts';
import { readPhoto, removePhoto, savePhoto } from './photo.service.ts';
import { updateFavoriteAccount, updateUserInfo } from './profile.service.ts';

/** Keeps at most the limit and one byte more: an over-long body is told apart without being kept. */
const readBytes = async (payload: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of payload) {
    const bytes = chunk as Buffer;
    if (kept <= PROFILE_PHOTO_MAX_BYTES) {
      chunks.push(bytes);
      kept += bytes.length;
    }
  }
  return Buffer.concat(chunks).subarray(0, PROFILE_PHOTO_MAX_BYTES + 1);
};

export const profileModule = defineModule('profile', async (app, deps) => {
  const db = deps.database.db;
  for (const type of ['image/jpeg', 'image/png', 'application/octet-stream', '*']) {
    app.addContentTypeParser(type, (_request: FastifyRequest, payload: IncomingMessage) =>
      readBytes(payload),
    );
  }
  const upload = (request: FastifyRequest) =>
    savePhoto(
      db,
      requireAuth(request).userId,
      { contentType: request.headers['content-type'], body: request.body },
      deps.clock.now(),
    );
  const bodyLimit = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;

  serve(app, endpoints.updateUser, async (request) => updateUserInfo(db, requireAuth(request), request.body));
  serve(app, endpoints.updateInfo, async (request) => updateUserInfo(db, requireAuth(request), request.body));
  serve(app, endpoints.uploadPhoto, upload, { bodyLimit });
  serve(app, endpoints.updatePicture, upload, { bodyLimit });
  serve(app, endpoints.photo, async (request, reply) =>
    reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .send(await readPhoto(db, requireAuth(request).userId)),
  );
  serve(app, endpoints.removePhoto, async (request) => removePhoto(db, requireAuth(request).userId));
  serve(app, endpoints.favoriteAccount, async (request) =>
    updateFavoriteAccount(db, requireAuth(request), request.body.accountId),
  );
  serve(app, endpoints.phone, async (request) =>
    changeContact(toChallengeDeps(deps), request, requireAuth(request), {
      kind: 'phone',
      value: request.body.phoneNumber,
    }),
  );
  serve(app, endpoints.email, async (request) =>
    changeContact(toChallengeDeps(deps), request, requireAuth(request), {
      kind: 'email',
      value: request.body.email,
    }),
  );
});
