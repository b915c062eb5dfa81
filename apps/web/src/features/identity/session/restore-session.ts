/** A reloaded page asks the server who is signed in, when this browser was signed in before. */
import { hasSessionHint, isSignedIn } from '../../../lib/session-store';
import { fetchCurrentSession } from '../api/session';
import { applySignedIn, applySignedOut } from './apply-session';

let restoring: Promise<void> | null = null;

export function ensureSessionRestored(): Promise<void> {
  if (isSignedIn() || !hasSessionHint()) {
    return Promise.resolve();
  }
  restoring ??= fetchCurrentSession()
    .then(applySignedIn, () => applySignedOut())
    .finally(() => {
      restoring = null;
    });
  return restoring;
}
