/**
 * The sign-in calls of spec §7 (`authEndpoints`): GET api/oidc/start, POST login, GET
 * api/oidc/logout/start, GET secure/logout, plus the session keep-alive and the current session.
 */

import { BOOLEAN_ANSWER, defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import {
  currentSessionSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutStartQuerySchema,
  logoutStartSchema,
  oidcStartSchema,
  sessionInfoSchema,
} from './auth.ts';

export const authEndpoints = {
  oidcStart: defineEndpoint({
    method: 'GET',
    path: 'api/oidc/start',
    area: 'auth',
    summary: 'Where the browser goes to sign in (the provider, its client and redirect URI)',
    access: { auth: 'public' },
    answer: objectAnswer(oidcStartSchema),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: 'login',
    area: 'auth',
    summary: 'Exchanges the authorization code (PKCE) for a session',
    description:
      'WEB channel: the session travels in an HttpOnly cookie and `token` is null. ' +
      'MOB channel: `token` is the Bearer token of the following calls.',
    access: { auth: 'optional' },
    body: loginRequestSchema,
    answer: objectAnswer(loginResultSchema),
  }),
  logoutStart: defineEndpoint({
    method: 'GET',
    path: 'api/oidc/logout/start',
    area: 'auth',
    summary: "The provider's logout address, to visit after secure/logout",
    description:
      'With the key of a sign-in challenge, that sign-in is cancelled and the provider logs out too.',
    access: { auth: 'optional' },
    query: logoutStartQuerySchema,
    answer: objectAnswer(logoutStartSchema),
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: 'secure/logout',
    area: 'auth',
    summary: 'Ends the session on the server',
    access: { auth: 'session', allowPending: true, allowInDemo: true },
    answer: BOOLEAN_ANSWER,
  }),
  ping: defineEndpoint({
    method: 'GET',
    path: 'secure/ping',
    area: 'auth',
    summary: 'Keeps the session alive (every 120 s while the user is active)',
    access: { auth: 'session', allowPending: true },
    answer: objectAnswer(sessionInfoSchema),
  }),
  session: defineEndpoint({
    method: 'GET',
    path: 'secure/session',
    area: 'auth',
    summary: 'The signed-in user, the session limits and the features offered',
    access: { auth: 'session', allowPending: true },
    answer: objectAnswer(currentSessionSchema),
  }),
};
