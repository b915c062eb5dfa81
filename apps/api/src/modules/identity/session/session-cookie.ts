/**
 * The web channel's session cookie: HttpOnly, Secure, SameSite=Lax, host-only (`__Host-`), so no
 * script ever reads the token. Browsers treat loopback (127.0.0.1, localhost) as a secure origin
 * and keep Secure cookies it sets over plain HTTP; only another plain-HTTP host gets a cookie
 * without Secure (and so without the `__Host-` prefix, which requires it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const SECURE_NAME = '__Host-baraka_session';
const PLAIN_HTTP_NAME = 'baraka_session';
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type SessionCookiePolicy = { name: string; isSecure: boolean };

export const getSessionCookiePolicy = (publicUrl: string): SessionCookiePolicy => {
  const url = new URL(publicUrl);
  const isSecure = url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  return { name: isSecure ? SECURE_NAME : PLAIN_HTTP_NAME, isSecure };
};

const optionsOf = (policy: SessionCookiePolicy) =>
  ({ path: '/', httpOnly: true, secure: policy.isSecure, sameSite: 'lax' }) as const;

/** A session cookie, without Max-Age: it ends with the browser; the server enforces the real limits. */
export const setSessionCookie = (reply: FastifyReply, policy: SessionCookiePolicy, token: string): void => {
  reply.setCookie(policy.name, token, optionsOf(policy));
};

export const clearSessionCookie = (reply: FastifyReply, policy: SessionCookiePolicy): void => {
  reply.clearCookie(policy.name, optionsOf(policy));
};

export const readSessionCookie = (request: FastifyRequest, policy: SessionCookiePolicy): string | null =>
  request.cookies[policy.name] ?? null;
