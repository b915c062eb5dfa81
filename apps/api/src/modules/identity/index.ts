/** What other areas may use of identity: its routes, the session wiring, strong authentication, users and sessions. */
export {
  type ActionLabel,
  type ChallengeDeps,
  challengeError,
  startChallenge,
} from './challenges/challenge.service.ts';
export { describeForUser, toChallengeDeps } from './challenges/challenge-flow.ts';
export { hashPayload } from './challenges/challenge-key.ts';
export {
  type ChallengeRow,
  consumeVerifiedChallenge,
  failChallenge,
  purgeExpiredChallenges,
} from './challenges/challenges.queries.ts';
export { maskDestination } from './challenges/otp.ts';
export { CHALLENGE_KEY_HEADER, requireStrongAuthentication } from './challenges/strong-auth.ts';
export {
  consumeForPayload,
  findVerifiedChallenge,
  readChallengeKey,
} from './challenges/verified-challenge.ts';
export { identityModule } from './identity.routes.ts';
export { SEEDED_PASSWORD } from './identity.seed.ts';
export { purgeOldAuthFailures } from './password/lockout.service.ts';
export { describeAccess } from './permissions/permissions.service.ts';
export { registerAccess, registerSignInPages } from './register-identity.ts';
export { describeSession, openSession } from './session/session.service.ts';
export { getSessionCookiePolicy, setSessionCookie } from './session/session-cookie.ts';
export { purgeExpiredSessions } from './session/sessions.queries.ts';
export { toUserProfile } from './users/user-profile.ts';
export { findUserById, findUserByUsername } from './users/users.queries.ts';
