/**
 * Sign-in calls of spec §7: GET api/oidc/start, POST login, GET api/oidc/logout/start,
 * GET secure/logout, plus the session keep-alive (secure/ping) and the current session.
 */
import { authEndpoints } from '@baraka/contracts';
import { listFeatures } from '@baraka/domain';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { removeNativeTokens } from '../../notifications/index.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { getPendingStep } from '../challenges/pending-steps.ts';
import { describeGrants } from '../permissions/permissions.service.ts';
import { closeSession, describeSession } from '../session/session.service.ts';
import { clearSessionCookie, getSessionCookiePolicy } from '../session/session-cookie.ts';
import { revokeUserSessions } from '../session/sessions.queries.ts';
import { toUserProfile } from '../users/user-profile.ts';
import { loginWithCode } from './login.service.ts';
import { cancelLoginChallenge, findLogoutHint } from './logout-hint.ts';
import { createRelyingParty } from './oidc-relying-party.ts';
import { buildProviderLogoutUrl, startLogin } from './sign-in.service.ts';

export const signInRoutes = defineModule('sign-in', async (app, deps) => {
  const { config, clock } = deps;
  const db = deps.database.db;
  const rp = createRelyingParty(app, config.identity);
  const cookiePolicy = getSessionCookiePolicy(config.publicUrl);

  serve(app, authEndpoints.oidcStart, async (request) =>
    startLogin(rp, config.identity, request.context.channel),
  );

  serve(app, authEndpoints.login, async (request, reply) => {
    const { channel, device } = request.context;
    // A browser signing in again replaces the session it still held.
    if (request.auth) {
      await closeSession(db, clock, request.auth.sessionId, 'logout');
    }
    return loginWithCode(deps, { rp, channel, device }, request.body, reply);
  });

  serve(app, authEndpoints.logoutStart, async (request) => {
    const { challengeKey } = request.query;
    const idToken =
      request.auth?.record.session.idToken ??
      (challengeKey ? await cancelLoginChallenge(db, clock, challengeKey) : null) ??
      (await findLogoutHint(db, request, cookiePolicy));
    const { language, channel } = request.context;
    const logoutUrl = await buildProviderLogoutUrl(rp, config.identity, idToken, language, channel);
    return { logoutUrl };
  });

  serve(app, authEndpoints.logout, async (request, reply) => {
    const auth = requireAuth(request);
    await closeSession(db, clock, auth.sessionId, auth.isDemo ? 'demo-exit' : 'logout');
    if (auth.channel === 'MOB') {
      // A phone signed out of gets no more pushes until someone signs in on it again.
      await removeNativeTokens(db, auth.userId, { deviceId: auth.record.session.deviceId });
    }
    clearSessionCookie(reply, cookiePolicy);
    return true;
  });

  serve(app, authEndpoints.logoutOthers, async (request) => {
    const auth = requireAuth(request);
    const ended = await revokeUserSessions(db, auth.userId, clock.now(), 'logout-others', auth.sessionId);
    return { ended };
  });

  serve(app, authEndpoints.ping, async (request) => describeSession(requireAuth(request).record.session));

  serve(app, authEndpoints.session, async (request) => {
    const { record, sessionId, grants, channel } = requireAuth(request);
    return {
      user: toUserProfile(record),
      session: describeSession(record.session),
      features: listFeatures(grants, channel),
      permissions: describeGrants(grants, channel),
      pendingStep: await getPendingStep(toChallengeDeps(deps), record, sessionId),
    };
  });
});
