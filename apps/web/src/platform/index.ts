/**
 * The platform the app runs on. In a browser it is the web one at once; inside a Capacitor shell
 * `initPlatform` loads the native one (its code is a separate chunk no browser downloads).
 */
import type { Platform } from './types';
import { webPlatform } from './web';

export type { BiometryStatus, Platform, PushPermission } from './types';

type CapacitorGlobal = { getPlatform?: () => string; isNativePlatform?: () => boolean };
type CapacitorScope = { Capacitor?: CapacitorGlobal };

let current: Platform = webPlatform;

/** 'android' or 'ios' inside a shell (its bridge defines `window.Capacitor` before the app runs). */
export function detectNativeShell(
  scope: CapacitorScope = globalThis as unknown as CapacitorScope,
): 'android' | 'ios' | null {
  const capacitor = scope.Capacitor;
  if (!capacitor?.isNativePlatform?.()) {
    return null;
  }
  const os = capacitor.getPlatform?.();
  return os === 'android' || os === 'ios' ? os : null;
}

export function getPlatform(): Platform {
  return current;
}

/** Installs a platform: the native one at start, a fake device in the unit tests (then the web one again). */
export function setPlatform(platform: Platform): void {
  current = platform;
}

export function isNativeShell(): boolean {
  return current.kind === 'native';
}

/** Call once before the first request: inside a shell, every call then goes out as `Channel: MOB`. */
export async function initPlatform(): Promise<Platform> {
  const os = detectNativeShell();
  if (!os) {
    return current;
  }
  const [{ loadNativeRuntime }, { createNativePlatform }] = await Promise.all([
    import('./load-native-runtime'),
    import('./native'),
  ]);
  current = await createNativePlatform(await loadNativeRuntime(os), {
    gatewayOrigin: String(import.meta.env.VITE_GATEWAY_ORIGIN ?? '').replace(/\/+$/, ''),
  });
  return current;
}
