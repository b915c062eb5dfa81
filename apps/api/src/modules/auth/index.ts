/** What other modules use of sign-in: the signed-in caller of a request. */
export { type AuthContext, requireAuth } from './auth-context.ts';
