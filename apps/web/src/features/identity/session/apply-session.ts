/** Turns what the server says about a session into the app's state: user, theme, features. */
import type { RolePermission, SessionInfo, UserProfile } from '@baraka/contracts/identity/auth';
import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { FeatureKey } from '@baraka/contracts/shared/features';
import { resetAvailableFeatures, setAvailableFeatures } from '../../../lib/features';
import { endSession, startSession } from '../../../lib/session-store';
import { isUniverse } from '../../../lib/theme';
import { setPendingStep } from './pending-step';
import { startSessionTiming, stopSessionTiming } from './session-timing';

export type SignedInState = {
  user: UserProfile;
  session: SessionInfo;
  features: FeatureKey[];
  permissions: RolePermission[];
  /** Mobile channel only; the web channel's token stays in its HttpOnly cookie. */
  token?: string | null;
  pendingStep?: Challenge | null;
};

export function applySignedIn({
  user,
  session,
  features,
  permissions,
  token = null,
  pendingStep = null,
}: SignedInState): void {
  setPendingStep(pendingStep);
  const universe = user.bankCustomer.segment.universe;
  setAvailableFeatures(features);
  startSessionTiming(session);
  startSession({
    accessToken: token,
    isDemo: session.isDemo,
    universe: isUniverse(universe) ? universe : 'start',
    user,
    permissions,
  });
}

export function applySignedOut(): void {
  setPendingStep(null);
  stopSessionTiming();
  resetAvailableFeatures();
  endSession();
}
