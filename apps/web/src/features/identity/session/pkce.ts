/** PKCE (RFC 7636, S256 only) and the sign-in state, from the platform's secure generator. */
import { NO_SECURE_RANDOM_MESSAGE } from '../../../lib/random';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomBytes(length: number): Uint8Array {
  if (!globalThis.crypto?.getRandomValues) {
    throw new Error(NO_SECURE_RANDOM_MESSAGE);
  }
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** 64 characters of the unreserved set: 384 random bits. */
export function createCodeVerifier(): string {
  return toBase64Url(randomBytes(48));
}

export function createState(): string {
  return toBase64Url(randomBytes(24));
}

/** BASE64URL(SHA-256(verifier)); SubtleCrypto exists in secure contexts (https, localhost). */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error(NO_SECURE_RANDOM_MESSAGE);
  }
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}
