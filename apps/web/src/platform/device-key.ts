/**
 * Fingerprint in the shells (spec §4): passkeys do not work in Android's WebView, so the app makes
 * an ECDSA P-256 key pair with WebCrypto, keeps its private half in the Keychain / Keystore (the
 * secure storage plugin) and uses it only after the biometric prompt succeeds. The bank keeps the
 * public half for this device; sign-in signs `<challenge>.<deviceId>` (contracts' deviceKeySignedText).
 */
import type { NativeRuntime } from './native-runtime';

export const DEVICE_KEY_STORAGE = 'baraka.fingerprint-key';

export type DeviceKeyEnrolment = { type: 'device-key'; id: string; publicKey: string; signature: string };
export type DeviceKeyAssertion = { type: 'device-key'; id: string; signature: string };

export type DeviceKeys = {
  /** After the biometric prompt: a new key (replacing this phone's earlier one) signing `text`. */
  enrol: (text: string, reason: string) => Promise<DeviceKeyEnrolment>;
  /** After the biometric prompt: the stored key's signature of `text`; null when none is stored. */
  sign: (text: string, reason: string) => Promise<DeviceKeyAssertion | null>;
  hasKey: () => Promise<boolean>;
  forget: () => Promise<void>;
};

type StoredKey = { id: string; privateKey: string };

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

const toBase64url = (bytes: ArrayBuffer | Uint8Array) => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

const readStored = (value: string | null): StoredKey | null => {
  try {
    const parsed = value ? (JSON.parse(value) as Partial<StoredKey>) : null;
    return parsed?.id && parsed.privateKey ? { id: parsed.id, privateKey: parsed.privateKey } : null;
  } catch {
    return null;
  }
};

export function createDeviceKeys(
  runtime: Pick<NativeRuntime, 'secureGet' | 'secureSet' | 'secureRemove' | 'authenticate'>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): DeviceKeys {
  // Rejects (the person cancelled, or the biometrics failed) before the key is touched.
  const signText = (key: CryptoKey, text: string) =>
    subtle.sign(SIGNING, key, new TextEncoder().encode(text)).then(toBase64url);
  const load = async () => readStored(await runtime.secureGet(DEVICE_KEY_STORAGE).catch(() => null));

  return {
    enrol: async (text, reason) => {
      await runtime.authenticate(reason);
      const pair = await subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
      const id = toBase64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
      const [privateKey, publicKey, signature] = await Promise.all([
        subtle.exportKey('pkcs8', pair.privateKey).then(toBase64url),
        subtle.exportKey('spki', pair.publicKey).then(toBase64url),
        signText(pair.privateKey, text),
      ]);
      await runtime.secureSet(DEVICE_KEY_STORAGE, JSON.stringify({ id, privateKey } satisfies StoredKey));
      return { type: 'device-key', id, publicKey, signature };
    },
    sign: async (text, reason) => {
      const stored = await load();
      if (!stored) {
        return null;
      }
      await runtime.authenticate(reason);
      const key = await subtle.importKey('pkcs8', fromBase64url(stored.privateKey), ALGORITHM, false, [
        'sign',
      ]);
      return { type: 'device-key', id: stored.id, signature: await signText(key, text) };
    },
    hasKey: async () => (await load()) !== null,
    forget: () => runtime.secureRemove(DEVICE_KEY_STORAGE).catch(() => undefined),
  };
}
