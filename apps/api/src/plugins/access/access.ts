/**
 * The one place that decides who may call a route: it reads each route's declared access as the
 * route is added, keeps the table (the authorization matrix test reads it), and checks session,
 * first-access steps, permission and demo mode before the body is even parsed.
 */
import type { Permission } from '@baraka/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/index.ts';
import { type ResolvedAccess, type RouteAccess, resolveRouteAccess } from './route-access.ts';

export type AuthOutcome<TAuth> =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; auth: TAuth };

export type AccessOptions<TAuth> = {
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AuthOutcome<TAuth>>;
  /** Whether the signed-in user may run this process of this service on the caller's channel. */
  isPermitted(auth: TAuth, permission: Permission, request: FastifyRequest): boolean;
  /** The first-access step still to do (an AppError to answer), or null. */
  pendingStep(auth: TAuth, request: FastifyRequest): Promise<AppError | null>;
  isDemo(auth: TAuth): boolean;
};

export type RouteAccessEntry = { method: string; url: string; access: ResolvedAccess };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    /** Every route with the access it declared (HEAD twins left out). */
    routeAccessTable: readonly RouteAccessEntry[];
  }
}

/** Requests whose session the guard resolved: what they are answered may be personal. */
const signedInRequests = new WeakSet<FastifyRequest>();

export const isSignedIn = (request: FastifyRequest): boolean => signedInRequests.has(request);

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

/** The checks of a route that needs a session, on what the session lookup found. */
const checkSession = async <TAuth>(
  options: AccessOptions<TAuth>,
  outcome: AuthOutcome<TAuth>,
  access: ResolvedAccess,
  request: FastifyRequest,
): Promise<void> => {
  if (outcome.status === 'none') {
    throw new AppError('UNAUTHORIZED');
  }
  if (outcome.status === 'expired') {
    throw new AppError('EXPIRED_SESSION');
  }
  const { auth } = outcome;
  const pending = access.allowPending ? null : await options.pendingStep(auth, request);
  if (pending) {
    throw pending;
  }
  // Demo mode first: every write of the sandbox answers COMMON.DEMO_MODE, whatever it is.
  if (access.effect === 'write' && !access.allowInDemo && options.isDemo(auth)) {
    throw new AppError('DEMO_MODE');
  }
  if (access.permission && !options.isPermitted(auth, access.permission, request)) {
    throw new AppError('FORBIDDEN', {
      message: `Needs ${access.permission.process} on ${access.permission.service}`,
    });
  }
};

/** On an optional route, the session checks kept for a handler that learns from the body it needs them. */
const laterChecks = new WeakMap<FastifyRequest, (access: ResolvedAccess) => Promise<void>>();

/**
 * For an optional route whose body tells which access it needs (a variant of one call): when
 * `access` needs a session, the same checks a session route gets (session, first-access steps, demo
 * mode, permission), in the same order and with the same refusals.
 */
export async function requireVariantAccess(request: FastifyRequest, access: RouteAccess): Promise<void> {
  const resolved = resolveRouteAccess(request.method, request.routeOptions.url ?? '', access);
  if (resolved.auth !== 'session') {
    return;
  }
  const check = laterChecks.get(request);
  if (!check) {
    throw new Error(`${request.method} ${request.routeOptions.url}: not an optional route`);
  }
  await check(resolved);
}

const buildGuard = <TAuth>(
  options: AccessOptions<TAuth>,
  accessByMethod: ReadonlyMap<string, ResolvedAccess>,
  setAuth: (request: FastifyRequest, auth: TAuth) => void,
): onRequestHookHandler =>
  async function checkAccess(request, reply) {
    const access = accessByMethod.get(request.method) ?? accessByMethod.get('GET');
    if (!access || access.auth === 'public') {
      return;
    }
    const outcome = await options.authenticate(request, reply);
    if (outcome.status === 'active') {
      setAuth(request, outcome.auth);
      signedInRequests.add(request);
    }
    if (access.auth === 'optional') {
      laterChecks.set(request, (required) => checkSession(options, outcome, required, request));
      return;
    }
    await checkSession(options, outcome, access, request);
  };

export const createAccessPlugin = <TAuth>(setAuth: (request: FastifyRequest, auth: TAuth) => void) => {
  const plugin: FastifyPluginAsync<AccessOptions<TAuth>> = async (app, options) => {
    const table: RouteAccessEntry[] = [];
    app.decorate('routeAccessTable', table);
    app.addHook('onRoute', (route) => {
      const accessByMethod = new Map<string, ResolvedAccess>();
      for (const method of toArray(route.method)) {
        const access = resolveRouteAccess(method, route.url, route.config?.access);
        accessByMethod.set(method, access);
        if (method !== 'HEAD') {
          table.push({ method, url: route.url, access });
        }
      }
      if ([...accessByMethod.values()].every((access) => access.auth === 'public')) {
        return;
      }
      route.onRequest = [...toArray(route.onRequest), buildGuard(options, accessByMethod, setAuth)];
    });
  };
  return fp(plugin, { name: 'access' });
};
