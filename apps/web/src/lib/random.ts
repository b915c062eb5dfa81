/** Random identifiers from the platform's secure generator only; never from Math.random. */

export const NO_SECURE_RANDOM_MESSAGE = 'Secure random number generator is not available.';

function getCrypto(): Crypto {
  const source = globalThis.crypto;
  if (!source || typeof source.getRandomValues !== 'function') {
    throw new Error(NO_SECURE_RANDOM_MESSAGE);
  }
  return source;
}

/** A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, so it is rebuilt otherwise. */
export function createUuid(): string {
  const source = getCrypto();
  if (typeof source.randomUUID === 'function') {
    return source.randomUUID();
  }
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
