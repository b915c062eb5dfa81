/** App-wide signals between the API client and the UI (spec §8 ERROR_HANDLED, connection loss). */

export type AppEventMap = {
  /** A server error (5xx or COMMON.DEFAULT_ERROR_MSG): the default error modal opens. */
  'error-handled': { requestId: string | null };
  'connection-lost': Record<string, never>;
  'connection-restored': Record<string, never>;
  /** The server answered AUTH.LOGIN.EXPIRED_SESSION: the session ended while the app was open. */
  'session-expired': Record<string, never>;
  /** A new version of the app is installed and waits to take over (see lib/service-worker.ts). */
  'update-ready': Record<string, never>;
  /** An answer came offline from a kept copy, produced by the server at `cachedAt`. */
  'served-from-cache': { cachedAt: string };
};
export type AppEventName = keyof AppEventMap;

const target = new EventTarget();

export function emitAppEvent<Name extends AppEventName>(name: Name, detail: AppEventMap[Name]): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<Name extends AppEventName>(
  name: Name,
  handler: (detail: AppEventMap[Name]) => void,
): () => void {
  const listener = (event: Event) => {
    handler((event as CustomEvent<AppEventMap[Name]>).detail);
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
