/**
 * Demo mode (spec §1, §4; `demoEndpoints` in @baraka/contracts): api/demo/start opens a session on
 * the read-only sandbox customer, without the identity provider. Every write of that session answers
 * COMMON.DEMO_MODE (the access plugin); closing the demo is an ordinary secure/logout.
 */
import { demoEndpoints } from '@baraka/contracts';
import { AppError } from '../../plugins/errors/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import {
  describeAccess,
  describeSession,
  findUserByUsername,
  getSessionCookiePolicy,
  openSession,
  setSessionCookie,
  toUserProfile,
} from '../identity/index.ts';
import type { AppDeps } from '../module.ts';
import { defineModule } from '../module.ts';

export const DEMO_USERNAME = 'demo';

const startDemo = async (deps: AppDeps, channel: 'MOB' | 'WEB') => {
  const db = deps.database.db;
  const record = await findUserByUsername(db, DEMO_USERNAME);
  if (!record?.user.isDemo) {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'Demo mode is not set up on this installation' });
  }
  const { token, session } = await openSession(db, deps.clock, {
    userId: record.user.id,
    channel,
    deviceId: null,
    idToken: null,
    isDemo: true,
  });
  return {
    token,
    result: {
      user: toUserProfile(record),
      session: describeSession(session),
      ...(await describeAccess(db, record, channel)),
      pendingStep: null,
    },
  };
};

export const demoModule = defineModule('demo', async (app, deps) => {
  const cookiePolicy = getSessionCookiePolicy(deps.config.publicUrl);
  serve(app, demoEndpoints.start, async (request, reply) => {
    const { channel } = request.context;
    const { token, result } = await startDemo(deps, channel);
    if (channel === 'WEB') {
      setSessionCookie(reply, cookiePolicy, token);
      return { ...result, token: null };
    }
    return { ...result, token };
  });
});
