/**
 * The identity calls of spec §7, one object per area:
 * - sign-in (`authEndpoints`): GET api/oidc/start, POST login, GET api/oidc/logout/start, GET
 *   secure/logout, plus the session keep-alive and the current session;
 * - challenges (`challengesEndpoints`): answer a step (one-time code, terms, security question),
 *   resend the code, continue or fall back (COR.210), and ask beforehand whether an operation will
 *   need a code;
 * - the signed-in user's profile (`profileEndpoints`, spec §3 "User profile"): read it, set the
 *   bank's language;
 * - password (`passwordEndpoints`), registration (`signupEndpoints`) and a company's users and their
 *   rights (`companyEndpoints`).
 * Devices and the fingerprint sign-in are in device-endpoints.ts.
 */
import { BOOLEAN_ANSWER, defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  currentSessionSchema,
  endedSessionsSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutStartQuerySchema,
  logoutStartSchema,
  oidcStartSchema,
  sessionInfoSchema,
  userProfileSchema,
} from './auth.ts';
import {
  challengeSchema,
  checkPreResultSchema,
  checkPreSchema,
  continueResultSchema,
  coreContinueSchema,
  otpResendQuerySchema,
  otpValidateSchema,
  secretQuestionValidateSchema,
  termsValidateSchema,
} from './challenges.ts';
import {
  companyUserChangeSchema,
  companyUserIdSchema,
  companyUserSchema,
  companyUserStatusSchema,
  inviteCompanyUserSchema,
  updateCompanyUserAccountsSchema,
  updateLanguageSchema,
  updateRightsSchema,
} from './company.ts';
import { forgotPasswordSchema, resetPasswordSchema } from './password.ts';
import {
  checkUserQuerySchema,
  checkUserResultSchema,
  signupRequestSchema,
  signupResultSchema,
} from './signup.ts';

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
  logoutOthers: defineEndpoint({
    method: 'POST',
    path: 'secure/logout/others',
    area: 'auth',
    summary: "Ends the user's every other session (other browsers and phones); this one stays open",
    access: { auth: 'session' },
    answer: objectAnswer(endedSessionsSchema),
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

/** A step is answered with or without a session: the sign-in's steps come before it opens. */
const WITH_OR_WITHOUT_SESSION = { auth: 'optional' } as const;

export const challengesEndpoints = {
  validateOtp: defineEndpoint({
    method: 'POST',
    path: 'otp/challenge/validateAndContinue',
    area: 'challenges',
    summary: 'Answers the one-time code step',
    access: WITH_OR_WITHOUT_SESSION,
    body: otpValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  resendOtp: defineEndpoint({
    method: 'GET',
    path: 'otp/challenge/resend',
    area: 'challenges',
    summary: 'Sends a new code (not before 30 s, at most 3 times); the previous code stops working',
    access: WITH_OR_WITHOUT_SESSION,
    query: otpResendQuerySchema,
    answer: objectAnswer(challengeSchema),
  }),
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: 'termcondition/challenge/validateAndContinue',
    area: 'challenges',
    summary: 'Accepts the terms and conditions (TERM_COND)',
    access: WITH_OR_WITHOUT_SESSION,
    body: termsValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  securityQuestion: defineEndpoint({
    method: 'POST',
    path: 'secure/api/secretquestion/validateAndContinue',
    area: 'challenges',
    summary: 'Enrols (SEQ-406) or answers (SEQ-404) the security question',
    access: { auth: 'session', allowPending: true },
    body: secretQuestionValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  coreContinue: defineEndpoint({
    method: 'POST',
    path: 'core/continue',
    area: 'challenges',
    summary:
      'Continues a challenge: its current step again, its result once verified, or the fallback (COR.210)',
    access: WITH_OR_WITHOUT_SESSION,
    body: coreContinueSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  checkPre: defineEndpoint({
    method: 'POST',
    path: 'core/checkpre',
    area: 'challenges',
    summary: 'Whether an operation will ask for a one-time code',
    access: WITH_OR_WITHOUT_SESSION,
    body: checkPreSchema,
    answer: objectAnswer(checkPreResultSchema),
  }),
};

export const profileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: 'secure/api/user/profile',
    area: 'profile',
    summary: 'The user profile',
    access: { auth: 'session' },
    answer: objectAnswer(userProfileSchema),
  }),
  updateLanguage: defineEndpoint({
    method: 'PUT',
    path: 'secure/update-language',
    area: 'profile',
    summary: 'The language the bank writes to the user in (SMS, e-mail)',
    access: { auth: 'session' },
    body: updateLanguageSchema,
    answer: BOOLEAN_ANSWER,
  }),
};

export const passwordEndpoints = {
  forgot: defineEndpoint({
    method: 'POST',
    path: 'forgotPwd',
    area: 'password',
    summary:
      'Forgotten password: answers OTP.300, then sets the new password when sent again with the code verified',
    access: { auth: 'public' },
    body: forgotPasswordSchema,
    answer: BOOLEAN_ANSWER,
    mayChallenge: true,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: 'secure/resetPwd',
    area: 'password',
    summary: 'Changes the password of the signed-in user; their other sessions end',
    access: { auth: 'session' },
    body: resetPasswordSchema,
    answer: BOOLEAN_ANSWER,
  }),
};

export const signupEndpoints = {
  signup: defineEndpoint({
    method: 'POST',
    path: 'signup',
    area: 'registration',
    summary: 'Online registration of an existing customer (may answer OTP.300)',
    description:
      'Identity first (answers OTP.300); sent again with the verified `challenge-key` header it answers the ' +
      'offer, and with pack, username and password it creates the access.',
    access: { auth: 'public' },
    body: signupRequestSchema,
    answer: objectAnswer(signupResultSchema),
    mayChallenge: true,
  }),
  checkUser: defineEndpoint({
    method: 'GET',
    path: 'users/checkUser',
    area: 'registration',
    summary: 'Whether a username is still free',
    access: { auth: 'public' },
    query: checkUserQuerySchema,
    answer: objectAnswer(checkUserResultSchema),
  }),
};

/** Only the company's account holder may call these (checked by the handler). */
const HOLDER_ONLY = { auth: 'session', holder: true } as const;

export const companyEndpoints = {
  users: defineEndpoint({
    method: 'GET',
    path: 'secure/api/company/users',
    area: 'company',
    summary: "The company's other users and the rights its account holder gave them",
    access: HOLDER_ONLY,
    answer: listAnswer(companyUserSchema),
  }),
  updateRights: defineEndpoint({
    method: 'PUT',
    path: 'secure/api/company/users/rights',
    area: 'company',
    summary: "Sets a company user's rights (within what the holder's own pack allows), with a one-time code",
    access: HOLDER_ONLY,
    body: updateRightsSchema,
    answer: objectAnswer(companyUserSchema),
  }),
  updateAccounts: defineEndpoint({
    method: 'PUT',
    path: 'secure/api/company/users/accounts',
    area: 'company',
    summary: "Sets which of the company's accounts a company user may see, with a one-time code",
    access: HOLDER_ONLY,
    body: updateCompanyUserAccountsSchema,
    answer: objectAnswer(companyUserSchema),
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: 'secure/api/company/users/status',
    area: 'company',
    summary: 'Suspends a company user (its sessions end) or reactivates it, with a one-time code',
    access: HOLDER_ONLY,
    body: companyUserStatusSchema,
    answer: objectAnswer(companyUserSchema),
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: 'secure/api/company/users/revoke',
    area: 'company',
    summary: "Takes a company user's access away for good (rights, sessions, login), with a one-time code",
    access: HOLDER_ONLY,
    body: companyUserIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: 'secure/api/company/users/invite',
    area: 'company',
    summary:
      'Creates a login for the company, without rights, whose temporary password goes to its phone; with a one-time code',
    access: HOLDER_ONLY,
    body: inviteCompanyUserSchema,
    answer: objectAnswer(companyUserSchema),
  }),
  changes: defineEndpoint({
    method: 'GET',
    path: 'secure/api/company/users/changes',
    area: 'company',
    summary: 'What the holder changed for the company users (who, what, when), newest first',
    access: HOLDER_ONLY,
    answer: listAnswer(companyUserChangeSchema),
  }),
};
