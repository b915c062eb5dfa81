/** Forgets the sign-in this tab started. Apart from the login flow: sign-out needs it, not the flow's challenge reading. */
import { removeTabStored, TAB_STORAGE_KEYS } from '../../../lib/storage';

export function clearPendingLogin(): void {
  removeTabStored(TAB_STORAGE_KEYS.login);
}
