/**
 * Sign-in calls of spec §7: GET api/oidc/start, POST login, GET api/oidc/logout/start,
 * GET secure/logout, plus the session keep-alive (secure/ping) and the current session.
 */
import {
  booleanEnvelope,
  currentSessionSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutStartQuerySchema,
  logoutStartSchema,
  objectEnvelope,
  oidcStartSchema,
  sessionInfoSchema,
} from '@baraka/contracts';
import { listFeatures } from '@baraka/domain';
import { bool, ok } from '../../plugins/envelope.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { getPendingStep } from '../challenges/pending-steps.ts';
import { defineModule } from '../module.ts';
import { describeGrants } from '../permissions/permissions.service.ts';
import { toUserProfile } from '../users/user-profile.ts';
import { buildProviderLogoutUrl, startLogin } from './auth.service.ts';
import { requireAuth } from './auth-context.ts';
import { loginWithCode } from './login.service.ts';
import { cancelLoginChallenge, findLogoutHint } from './logout-hint.ts';
import { createRelyingParty } from './oidc-relying-party.ts';
import { closeSession, describeSession } from './session/session.service.ts';
import { clearSessionCookie, getSessionCookiePolicy } from './session/session-cookie.ts';

const TAGS = ['auth'];

export const authModule = defineModule('auth', async (app, deps) => {
  const { config, clock } = deps;
  const db = deps.database.db;
  const rp = createRelyingParty(app, config.identity);
  const cookiePolicy = getSessionCookiePolicy(config.publicUrl);

  app.get(
    '/api/oidc/start',
    {
      schema: {
        tags: TAGS,
        summary: 'Where the browser goes to sign in (the provider, its client and redirect URI)',
        response: { 200: objectEnvelope(oidcStartSchema) },
      },
    },
    async () => ok(await startLogin(rp, config.identity)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Exchanges the authorization code (PKCE) for a session',
        description:
          'WEB channel: the session travels in an HttpOnly cookie and `token` is null. ' +
          'MOB channel: `token` is the Bearer token of the following calls.',
        body: loginRequestSchema,
        response: { 200: objectEnvelope(loginResultSchema) },
      },
      config: { access: { auth: 'optional' } },
    },
    async (request, reply) => {
      const { channel, device } = request.context;
      // A browser signing in again replaces the session it still held.
      if (request.auth) {
        await closeSession(db, clock, request.auth.sessionId, 'logout');
      }
      return ok(await loginWithCode(deps, { rp, channel, device }, request.body, reply));
    },
  );

  app.get(
    '/api/oidc/logout/start',
    {
      schema: {
        tags: TAGS,
        summary: "The provider's logout address, to visit after secure/logout",
        description:
          'With the key of a sign-in challenge, that sign-in is cancelled and the provider logs out too.',
        querystring: logoutStartQuerySchema,
        response: { 200: objectEnvelope(logoutStartSchema) },
      },
      config: { access: { auth: 'optional' } },
    },
    async (request) => {
      const { challengeKey } = request.query;
      const idToken =
        request.auth?.record.session.idToken ??
        (challengeKey ? await cancelLoginChallenge(db, clock, challengeKey) : null) ??
        (await findLogoutHint(db, request, cookiePolicy));
      const logoutUrl = await buildProviderLogoutUrl(rp, config.identity, idToken, request.context.language);
      return ok({ logoutUrl });
    },
  );

  app.get(
    '/secure/logout',
    {
      schema: { tags: TAGS, summary: 'Ends the session on the server', response: { 200: booleanEnvelope } },
      config: { access: { allowPending: true, allowInDemo: true } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await closeSession(db, clock, auth.sessionId, auth.isDemo ? 'demo-exit' : 'logout');
      clearSessionCookie(reply, cookiePolicy);
      return bool(true);
    },
  );

  app.get(
    '/secure/ping',
    {
      schema: {
        tags: TAGS,
        summary: 'Keeps the session alive (every 120 s while the user is active)',
        response: { 200: objectEnvelope(sessionInfoSchema) },
      },
      config: { access: { allowPending: true } },
    },
    async (request) => ok(describeSession(requireAuth(request).record.session)),
  );

  app.get(
    '/secure/session',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user, the session limits and the features offered',
        response: { 200: objectEnvelope(currentSessionSchema) },
      },
      config: { access: { allowPending: true } },
    },
    async (request) => {
      const { record, sessionId, grants, channel } = requireAuth(request);
      return ok({
        user: toUserProfile(record),
        session: describeSession(record.session),
        features: listFeatures(grants, channel),
        permissions: describeGrants(grants, channel),
        pendingStep: await getPendingStep(toChallengeDeps(deps), record, sessionId),
      });
    },
  );
});
