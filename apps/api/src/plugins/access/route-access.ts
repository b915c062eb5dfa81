/**
 * What a route needs from its caller, declared in the route's `config.access`. Every path under
 * /gateway/secure/ needs a session whatever it declares; other paths opt in with `auth: 'session'`.
 */
import type { Permission } from '@baraka/domain';
import { GATEWAY_PREFIX } from '../api-paths.ts';

export type RouteAccess = {
  /** public: anyone; optional: the session is read when there is one; session: required. */
  auth?: 'public' | 'optional' | 'session';
  /** The service and process the user's role must grant (spec §6). */
  permission?: Permission;
  /** Writes are refused in demo mode; reads are GET/HEAD unless said otherwise (spec POSTs that read). */
  effect?: 'read' | 'write';
  /** Reachable by a session whose first-access steps are still pending (password, terms). */
  allowPending?: boolean;
  /** Writes that demo mode still allows: leaving the demo, keeping the session alive. */
  allowInDemo?: boolean;
  /**
   * public: reference data the same for every caller (rates, catalogue, content, locator,
   * simulators), kept a short while by any cache; every other answer is never stored.
   */
  cache?: 'public';
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const SECURE_PREFIX = `${GATEWAY_PREFIX}/secure/`;

/** The access a route ends up with, defaults applied. */
export type ResolvedAccess = {
  auth: 'public' | 'optional' | 'session';
  permission: Permission | null;
  effect: 'read' | 'write';
  allowPending: boolean;
  allowInDemo: boolean;
  cache: 'public' | 'no-store';
};

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a call does: what its definition says, else a GET (HEAD, OPTIONS) reads and any other method writes. */
export const effectOf = (method: string, effect?: 'read' | 'write'): 'read' | 'write' =>
  effect ?? (READ_METHODS.has(method) ? 'read' : 'write');

export const resolveRouteAccess = (method: string, url: string, access: RouteAccess = {}): ResolvedAccess => {
  const isSecurePath = url.startsWith(SECURE_PREFIX);
  if (isSecurePath && access.auth !== undefined && access.auth !== 'session') {
    throw new Error(`${method} ${url}: a secure/ path always needs a session`);
  }
  const auth = isSecurePath ? 'session' : (access.auth ?? 'public');
  if (access.permission && auth !== 'session') {
    throw new Error(`${method} ${url}: a permission needs auth 'session'`);
  }
  if (access.cache === 'public' && auth === 'session') {
    throw new Error(`${method} ${url}: an answer needing a session is never cached publicly`);
  }
  return {
    auth,
    permission: access.permission ?? null,
    effect: effectOf(method, access.effect),
    allowPending: access.allowPending ?? false,
    allowInDemo: access.allowInDemo ?? false,
    cache: access.cache ?? 'no-store',
  };
};
